// What step 1 of checkout collects (contact, where the order goes, who is invoiced), as the
// server keeps it once validated. No server code: the pages import it too.

/** County codes as on Romanian number plates; "B" is București, which has sectors 1–6. */
export type CountyCode = string;

export interface AddressInRomania {
  county: CountyCode;
  /** Only in București (county "B"): 1–6. */
  sector: number | null;
  locality: string;
  /** Street, number, block, entrance, floor, apartment: one line as the shopper wrote it. */
  street: string;
  /** Six digits. */
  postalCode: string;
}

export type Delivery =
  | ({ kind: "address" } & AddressInRomania)
  | { kind: "pickup"; county: CountyCode; pickupPointId: number }
  | {
      kind: "international";
      /** ISO 3166-1 alpha-2, never "RO". */
      country: string;
      /** State, province or county; "" where the address needs none. */
      region: string;
      locality: string;
      street: string;
      postalCode: string;
    };

export type Invoice =
  | { kind: "person" }
  | {
      kind: "company";
      companyName: string;
      /** Digits only, check digit verified. */
      cui: string;
      /** The shopper wrote the "RO" VAT prefix: a VAT payer. */
      vatPayer: boolean;
      /**
       * Trade register number, "J40/1234/2020" style, as written (upper-cased, without spaces);
       * "" for the bodies that have none (schools, libraries, associations).
       */
      tradeRegister: string;
      /** The registered office. */
      address: { county: CountyCode; locality: string; street: string };
    };

export interface CheckoutDetails {
  email: string;
  /** Normalised: "+40721234567" for Romanian numbers, "+<digits>" otherwise. */
  phone: string;
  firstName: string;
  lastName: string;
  delivery: Delivery;
  invoice: Invoice;
}

/** Field name (as in the step-1 form) → Romanian message shown next to it. */
export type FieldErrors = Partial<Record<string, string>>;
