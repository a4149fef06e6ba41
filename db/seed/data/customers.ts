// Demo accounts, to log in and see an order history on a freshly seeded shop. The README lists
// them. Not for production data: the password is public.
import type { Delivery } from "../../../app/features/checkout/details";

/** The password of every demo account. */
export const DEMO_PASSWORD = "citesc-mult-2026";

/**
 * argon2id of DEMO_PASSWORD, made once with hashPassword (app/features/account/password.server)
 * and written here: argon2 salts are random, and the seed must give the same rows every time
 * (db/seed/catalogue.test.ts compares two seeds). password.server.test checks it verifies.
 */
export const DEMO_PASSWORD_HASH =
  "$argon2id$v=19$m=47104,t=2,p=1$2tqSZQduxsdZBK314X92DA$6qY1byM+dpHpGUnqbliB6qYE0NJHMEJAka5xZc3poFo";

export interface DemoCustomer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  newsletter: boolean;
  /** Where their seeded orders went. */
  delivery: Extract<Delivery, { kind: "address" }>;
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: "ana.popescu@example.ro",
    firstName: "Ana",
    lastName: "Popescu",
    phone: "+40721000101",
    newsletter: true,
    delivery: {
      kind: "address",
      county: "B",
      sector: 3,
      locality: "București",
      street: "Bd. Unirii nr. 20, bl. 5B, sc. 2, ap. 14",
      postalCode: "030833",
    },
  },
  {
    email: "ion.ionescu@example.ro",
    firstName: "Ion",
    lastName: "Ionescu",
    phone: "+40744000202",
    newsletter: false,
    delivery: {
      kind: "address",
      county: "CJ",
      sector: null,
      locality: "Cluj-Napoca",
      street: "Str. Memorandumului nr. 28",
      postalCode: "400114",
    },
  },
  {
    email: "maria.georgescu@example.ro",
    firstName: "Maria",
    lastName: "Georgescu",
    phone: "+40755000303",
    newsletter: false,
    delivery: {
      kind: "address",
      county: "IS",
      sector: null,
      locality: "Iași",
      street: "Str. Lăpușneanu nr. 7, ap. 3",
      postalCode: "700057",
    },
  },
];
