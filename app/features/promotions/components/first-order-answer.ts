// What the first-order voucher request answered, as the box shows it (spec section 8): the
// server's message in success style on 200, its error message in error style otherwise, and the
// spec's fixed text when no answer came at all.
import { errorMessage } from "./prize-api";
import { FIRST_ORDER_NETWORK_ERROR } from "./widget-constants";

export interface FirstOrderNotice {
  tone: "success" | "error";
  message: string;
}

const SENT = "Voucherul a fost trimis.";

// Only JSON counts: an HTML error page from a proxy is no message for the shopper.
function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `status` and `body` of the answer, or null for both when the request failed outright. */
export function firstOrderNotice(status: number | null, body: string | null): FirstOrderNotice {
  if (status === null || body === null)
    return { tone: "error", message: FIRST_ORDER_NETWORK_ERROR };
  const parsed = parse(body);
  const text = typeof parsed === "string" && parsed.trim() !== "" ? parsed.trim() : null;
  if (status >= 200 && status < 300) return { tone: "success", message: text ?? SENT };
  return { tone: "error", message: errorMessage(parsed) ?? text ?? FIRST_ORDER_NETWORK_ERROR };
}

export async function requestFirstOrderVoucher(emailOrPhone: string): Promise<FirstOrderNotice> {
  try {
    const response = await fetch(
      `/api/homepage/CheckForFirstOrder/${encodeURIComponent(emailOrPhone)}`,
      { headers: { Accept: "application/json" } },
    );
    return firstOrderNotice(response.status, await response.text());
  } catch {
    return firstOrderNotice(null, null);
  }
}
