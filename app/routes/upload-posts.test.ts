// Posts to the upload forms are counted before their bodies are read, complete or not: a client
// may send only so many an hour (uploadPostPerClient), however they are filled.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createTestDatabase } from "../../db/testing";
import { THROTTLE_RULES } from "../lib/throttle-rules";
import { testLoadContext } from "../test-load-context";
import { action as applyForPosition } from "./career-position";
import { action as sendManuscript } from "./publish-a-book";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function post(
  handler: typeof sendManuscript | typeof applyForPosition,
  path: string,
  client: string,
  params: Record<string, string> = {},
) {
  // An incomplete form (no file): refused by the form's checks, not counted by their throttles.
  const body = new FormData();
  body.set("name", "Ana");
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { Origin: "http://localhost" },
    body,
  });
  const context = testLoadContext(database.db, { clientAddress: client });
  return handler({ request, context, params } as never) as unknown as Promise<{
    init: ResponseInit | null;
  }>;
}

describe("posts to the upload forms", () => {
  it("are counted complete or not: past the limit, 429 with the wait, for both forms", async () => {
    const { limit } = THROTTLE_RULES.uploadPostPerClient;
    for (let i = 0; i < limit; i++) {
      const answer = await post(sendManuscript, "/publica-o-carte", "203.0.113.60");
      expect(answer.init?.status, `post ${i + 1}`).toBe(400);
    }
    const refused = await post(sendManuscript, "/publica-o-carte", "203.0.113.60");
    expect(refused.init?.status).toBe(429);
    expect(new Headers(refused.init?.headers).get("Retry-After")).not.toBeNull();
    // The same client on the careers form shares the count; another client does not.
    const career = await post(applyForPosition, "/cariere/x", "203.0.113.60", { slug: "x" });
    expect(career.init?.status).toBe(429);
    const other = await post(sendManuscript, "/publica-o-carte", "203.0.113.61");
    expect(other.init?.status).toBe(400);
  });
});
