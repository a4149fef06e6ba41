// Step 2 of checkout: how the order travels and how it is paid. No server code.
import { z } from "zod";

export const PAYMENT_METHODS = {
  ramburs: {
    name: "Ramburs",
    description: "Plătești curierului, numerar sau cu cardul, când primești coletul.",
  },
  card: {
    name: "Card online",
    description: "Plătești acum, în siguranță, pe pagina procesatorului de plăți.",
  },
  "ordin-plata": {
    name: "Ordin de plată",
    description:
      "Transferi suma în contul nostru, cu numărul comenzii ca referință; trimitem coletul după ce primim plata.",
  },
} as const;

export type PaymentMethodCode = keyof typeof PAYMENT_METHODS;
export const PAYMENT_METHOD_CODES = Object.keys(PAYMENT_METHODS) as PaymentMethodCode[];

export interface DeliveryOption {
  code: string;
  name: string;
  description: string;
  days: string;
  /** What the shopper pays for it with this cart. */
  cost: number;
}

export interface PaymentOption {
  code: PaymentMethodCode;
  name: string;
  description: string;
  fee: number;
  /** Null when it can be chosen; otherwise why not, in Romanian. */
  refusal: string | null;
}

export interface CheckoutMethods {
  delivery: string;
  payment: PaymentMethodCode;
}

export const METHODS_MESSAGES = {
  delivery: "Alege metoda de livrare.",
  payment: "Alege metoda de plată.",
  codRefused: "Plata ramburs nu este disponibilă pentru această comandă.",
} as const;

export const methodsFormSchema = z.object({
  // Missing or not text says the same as a wrong value (zod's own message is English).
  delivery: z
    .string({ error: METHODS_MESSAGES.delivery })
    .trim()
    .regex(/^[a-z0-9-]{1,32}$/, { error: METHODS_MESSAGES.delivery }),
  payment: z.enum(PAYMENT_METHOD_CODES as [PaymentMethodCode, ...PaymentMethodCode[]], {
    error: METHODS_MESSAGES.payment,
  }),
});
