// The returns policy as shoppers read it (no server code): the window, reasons, refund methods.

export const RETURN_DAYS = 30;

export const RETURN_REASONS = {
  "nu-mai-vreau": "M-am răzgândit",
  deteriorat: "Produsul a ajuns deteriorat",
  gresit: "Am primit alt produs decât cel comandat",
  defect: "Defect de tipar sau de legătură",
  altul: "Alt motiv",
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;

export const REFUND_METHODS = {
  card: "Înapoi pe card (pentru comenzile plătite cu cardul)",
  credit: "Credit în cont, de folosit la comenzile următoare",
  bank: "Transfer bancar în contul meu",
} as const;
export type RefundMethod = keyof typeof REFUND_METHODS;

export const RETURN_STATUS_LABELS = {
  requested: "Cerere primită",
  approved: "Aprobat: trimite coletul",
  received: "Coletul a ajuns la noi",
  refunded: "Banii au fost returnați",
  rejected: "Refuzat",
} as const;
export type ReturnStatus = keyof typeof RETURN_STATUS_LABELS;
