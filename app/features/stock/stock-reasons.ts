// Why the shop moves a book's stock outside orders and returns, and which way each reason goes.
export const STOCK_REASONS = {
  received: { label: "a delivery received", direction: "in" },
  stocktake: { label: "a stocktake (the count found on the shelf)", direction: "set" },
  damaged: { label: "damaged copies taken off the shelf", direction: "out" },
  lost: { label: "copies lost or not found", direction: "out" },
  "supplier-return": { label: "copies sent back to the supplier", direction: "out" },
  correction: { label: "a correction of the records, either way", direction: "any" },
} as const satisfies Record<string, { label: string; direction: "in" | "out" | "set" | "any" }>;

export type StockReason = keyof typeof STOCK_REASONS;

export const isStockReason = (value: string): value is StockReason =>
  Object.hasOwn(STOCK_REASONS, value);

/** What the operator asks: copies in, copies out, or the count found. */
export type StockChange =
  | { kind: "add"; copies: number }
  | { kind: "remove"; copies: number }
  | { kind: "set"; count: number };

/** The reason a change takes when the operator names none. */
export const DEFAULT_REASON: Record<StockChange["kind"], StockReason | null> = {
  add: "received",
  set: "stocktake",
  // Copies out always say why: damaged, lost, back to the supplier or a correction.
  remove: null,
};

/** Whether `reason` fits the change: a delivery only adds, damage only takes away. */
export function reasonFits(reason: StockReason, change: StockChange): boolean {
  const { direction } = STOCK_REASONS[reason];
  if (direction === "any") return change.kind !== "set";
  if (direction === "set") return change.kind === "set";
  return direction === "in" ? change.kind === "add" : change.kind === "remove";
}
