// The single-use links e-mailed to a customer (confirm the address, reset the password, move the
// account to a new address): the random token goes in the link, only its hash is stored, with the
// purpose and the expiry.
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Tx } from "../../../db/client.server";
import { accountTokens } from "../../../db/schema-accounts";
import { hashToken, newToken } from "./sessions.server";

export type AccountTokenPurpose = "confirm-email" | "reset-password" | "change-email";

/** A new single-use link's token; its hash is stored with the purpose and expiry. */
export async function issueToken(
  tx: Tx,
  customerId: number,
  purpose: AccountTokenPurpose,
  expiresAt: Date,
  now: Date,
  payload: unknown = null,
): Promise<{ token: string; tokenHash: string }> {
  const token = newToken();
  const tokenHash = hashToken(token);
  await tx
    .insert(accountTokens)
    .values({ tokenHash, customerId, purpose, payload, expiresAt, createdAt: now });
  return { token, tokenHash };
}

/** Marks the customer's unused links of these purposes used: only a newer one may work. */
export async function retireTokens(
  tx: Tx,
  customerId: number,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.customerId, customerId),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** The first 16 hex digits of a token's hash: enough to tell its e-mail from any other. */
export function dedupeSuffix(tokenHash: string): string {
  return tokenHash.slice(0, 16);
}
