// The spec's `voucher` cookie, set by the campaign widgets in the browser: a code in quotes
// ("ECONOMISESC10") or JSON ({"name": "…"}). It carries only the code; what the code is worth
// is decided by the server from the vouchers table, so editing the cookie wins nothing.
export const VOUCHER_COOKIE = "voucher";

/** Set-Cookie that drops the cookie (a removed code, or one that names no voucher). */
export const CLEAR_VOUCHER_COOKIE = `${VOUCHER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

const CODE = /^[A-Za-z0-9_-]{3,64}$/;

/** Whether `code` has the shape of a voucher code the cookie can carry. */
export function isVoucherCode(code: string): boolean {
  return CODE.test(code);
}

/** The code a cookie value names, or null when it names none (or something malformed). */
export function parseVoucherCookie(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  if (value.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(value);
      const name =
        parsed && typeof parsed === "object"
          ? ((parsed as Record<string, unknown>).name ?? (parsed as Record<string, unknown>).code)
          : null;
      value = typeof name === "string" ? name : "";
    } catch {
      return null;
    }
  }
  value = value.replace(/^"+|"+$/g, "");
  return CODE.test(value) ? value : null;
}

/** The cookie value for a code: in quotes, as the spec stores it. */
export function voucherCookieValue(code: string): string {
  return encodeURIComponent(`"${code}"`);
}
