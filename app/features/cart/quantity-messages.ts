// What the shopper reads when a quantity is corrected: the same words whether the browser clamps
// a typed number itself or the server's quote does it, so the two never disagree.

/** Romanian counting: "o bucată", "3 bucăți", "20 de bucăți" (numbers ending in 00 or 20–99). */
export function pieces(n: number): string {
  if (n === 1) return "o bucată";
  const lastTwo = n % 100;
  return lastTwo === 0 || lastTwo >= 20 ? `${n} de bucăți` : `${n} bucăți`;
}

export const QUANTITY_MESSAGES = {
  minimum: "Cantitatea minimă este o bucată.",
  maximum: (max: number) => `Poți comanda cel mult ${pieces(max)}.`,
} as const;

/** The message for a requested quantity, or null when it is within 1 … max. */
export function quantityNotice(requested: number, max: number): string | null {
  if (requested < 1) return QUANTITY_MESSAGES.minimum;
  if (requested > max) return QUANTITY_MESSAGES.maximum(max);
  return null;
}
