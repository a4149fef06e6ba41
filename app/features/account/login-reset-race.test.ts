// A login whose password check overlaps a password reset: the reset revokes every session, and a
// session the login opens must not slip in after it. Only PostgreSQL can show the overlap (PGlite
// runs one statement at a time), so this runs where TEST_DATABASE_URL names a server (CI does).
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerSessions, customers } from "../../../db/schema-accounts";
import { racingInstances } from "../../../db/testing";
import { openLoginSession, revokeAllSessions } from "./sessions.server";
import { createCustomer } from "./test-factories";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "a login racing a password reset on PostgreSQL",
  () => {
    const race = racingInstances(2);

    it("waits for the reset, then opens no session with the replaced password", async () => {
      const customer = await createCustomer(race.main.db);
      const [row] = await race.main.db
        .select({ passwordHash: customers.passwordHash })
        .from(customers)
        .where(eq(customers.id, customer.id));
      const checked = { id: customer.id, passwordHash: row?.passwordHash ?? "" };
      const [resetter, login] = race.instances;
      if (!resetter || !login) throw new Error("no instances");

      let loginDone = false;
      let opened: Promise<unknown> = Promise.resolve();
      await resetter.db.transaction(async (tx) => {
        // The reset has written the new password and not yet committed...
        await tx
          .update(customers)
          .set({ passwordHash: "$argon2id$parola-noua" })
          .where(eq(customers.id, customer.id));
        // ...when the login, having checked the old one, opens its session on another instance.
        opened = openLoginSession(login.db, checked, { now: new Date() }).then((session) => {
          loginDone = true;
          return session;
        });
        await pause(300);
        expect(loginDone).toBe(false);
        await revokeAllSessions(tx, customer.id, new Date());
      });
      expect(await opened).toBeNull();
      const live = await race.main.db
        .select({ tokenHash: customerSessions.tokenHash })
        .from(customerSessions)
        .where(
          and(eq(customerSessions.customerId, customer.id), isNull(customerSessions.revokedAt)),
        );
      expect(live).toEqual([]);
    });
  },
);
