// The step-1 page shows the Romanian and the foreign address side by side when JavaScript is off,
// so the foreign one's inputs have names of their own (intlLocality, …). These map them to the
// field names parseDetailsForm reads, and back for refilling the form and placing its errors.

const FOREIGN_FIELDS = {
  locality: "intlLocality",
  street: "intlStreet",
  postalCode: "intlPostalCode",
} as const;

const isForeign = (fields: Record<string, unknown>) => fields.deliveryKind === "international";

/** The submitted fields as parseDetailsForm expects them. */
export function submittedDetails(fields: Record<string, unknown>): Record<string, unknown> {
  if (!isForeign(fields)) return fields;
  const out = { ...fields };
  for (const [field, input] of Object.entries(FOREIGN_FIELDS)) out[field] = fields[input];
  return out;
}

/** Values or errors keyed by field name, moved to the inputs the page shows them on. */
export function toFormFields<T>(
  record: Partial<Record<string, T>>,
  deliveryKind: string | undefined,
): Partial<Record<string, T>> {
  if (deliveryKind !== "international") return record;
  const out = { ...record };
  for (const [field, input] of Object.entries(FOREIGN_FIELDS)) {
    out[input] = record[field];
    delete out[field];
  }
  return out;
}
