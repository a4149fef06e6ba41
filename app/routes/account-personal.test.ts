// /account/personal's profile form as the server answers it: a refused form gives back what was
// typed, so a page without JavaScript shows the shopper's edits next to the message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createTestDatabase } from "../../db/testing";
import { createSession } from "../features/account/sessions.server";
import { createCustomer } from "../features/account/test-factories";
import { postForm, testLoadContext } from "../test-load-context";
import { action } from "./account-personal";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the profile form", () => {
  it("gives back what was typed when it refuses a field", async () => {
    const customer = await createCustomer(database.db, { lastName: "Georgescu" });
    const { token } = await createSession(database.db, customer.id, { now: new Date() });
    const answer = (await postForm(action, "/account/personal", {
      cookie: `sesiune=${token}`,
      fields: { intent: "profile", firstName: "<b>", lastName: "Ionescu-Nou", phone: "0755000303" },
      context: testLoadContext(database.db),
    })) as { data: { errors: Record<string, string>; values: Record<string, unknown> } };
    expect(answer.data.errors.firstName).toBeDefined();
    expect(answer.data.values).toEqual({
      firstName: "<b>",
      lastName: "Ionescu-Nou",
      phone: "0755000303",
      newsletter: false,
    });
  });
});
