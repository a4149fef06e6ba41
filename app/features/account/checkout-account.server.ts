// What checkout's step 1 takes from a logged-in shopper's account: the contact to start from and
// the address book (offered in a select, the default one prefilled).
import type { Database } from "../../../db/client.server";
import { deliveryLines } from "../checkout/describe";
import {
  addressFormValues,
  findSavedAddress,
  listAddresses,
  type SavedAddress,
} from "./address-book.server";
import { readProfile } from "./profile.server";
import { readSession } from "./sessions.server";

export interface CheckoutAccount {
  customerId: number;
  /** Step 1's contact fields: email, firstName, lastName, phone (as Romanians write it). */
  contact: Record<string, string>;
  /** The default first. */
  addresses: SavedAddress[];
}

/** The logged-in shopper's account as checkout uses it, or null for a guest. */
export async function readCheckoutAccount(
  db: Database,
  request: Request,
  now: Date,
): Promise<CheckoutAccount | null> {
  const session = await readSession(db, request, now);
  if (!session) return null;
  const [profile, addresses] = await Promise.all([
    readProfile(db, session.customerId),
    listAddresses(db, session.customerId),
  ]);
  if (!profile) return null;
  return {
    customerId: session.customerId,
    contact: {
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone.replace(/^\+40(\d{3})(\d{3})(\d{3})$/, "0$1 $2 $3"),
    },
    addresses,
  };
}

/**
 * Step 1's starting values: what the checkout accepted before (going back), else the account's
 * contact and default address; either way the select names the saved address the fields hold.
 */
export function checkoutStartValues(
  account: CheckoutAccount,
  accepted: Record<string, string> | null,
): Record<string, string> {
  if (accepted) {
    const saved = findSavedAddress(accepted, account.addresses);
    return saved ? { ...accepted, savedAddress: String(saved.id) } : accepted;
  }
  const preferred = account.addresses[0];
  return {
    ...account.contact,
    ...(preferred
      ? { ...addressFormValues(preferred.delivery), savedAddress: String(preferred.id) }
      : {}),
  };
}

/** The "Adresă salvată" select's options: what to show and the fields each one fills. */
export function savedAddressOptions(addresses: readonly SavedAddress[]) {
  return addresses.map((address) => {
    const text = deliveryLines(address.delivery, null).join(", ");
    const named = !address.label.startsWith(`${address.delivery.locality}, `);
    return {
      id: String(address.id),
      text: `${named ? `${address.label}: ` : ""}${text}${address.isDefault ? " (implicită)" : ""}`,
      fields: addressFormValues(address.delivery),
    };
  });
}
