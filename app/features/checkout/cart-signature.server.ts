// What step 3 showed, as one short string: the checkout's books and quantities and its gift
// vouchers. Entering checkout again from another tab changes them under an open step 3; the
// order form carries the signature it was shown, and placing compares it (placeOrder).
import { createHash } from "node:crypto";
import type { RequestedLine } from "./reservation.server";

export function cartSignature(
  lines: readonly RequestedLine[],
  giftCards: readonly string[],
): string {
  const books = lines
    .map((line) => `${line.id}x${line.quantity}`)
    .sort()
    .join(",");
  const cards = [...giftCards].sort().join(",");
  return createHash("sha256").update(`${books}|${cards}`).digest("base64url").slice(0, 22);
}
