import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { campaigns, galaCategories, galaNominees } from "../../db/schema-promotions";
import { createTestDatabase } from "../../db/testing";
import { GALA_MESSAGES } from "../features/promotions/gala-ballot";
import { parseEnv, publicStore } from "../lib/env.server";
import { action, loader } from "./gala-vote";
import { loader as redirectLoader } from "./gala-vote-redirect";
import { loader as resultsLoader } from "./gala-voted";

const DAY = 86_400_000;
let database: DatabaseHandle;
let field = "";
let nominees: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const now = Date.now();
  const [gala] = await db
    .insert(campaigns)
    .values({
      slug: "gala",
      type: "gala-vote",
      name: "Gala Premiilor Coperta",
      queryFlag: "gala",
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + DAY),
    })
    .returning({ id: campaigns.id });
  const [category] = await db
    .insert(galaCategories)
    .values({ campaignId: gala!.id, slug: "romanul-anului", name: "Romanul anului" })
    .returning({ id: galaCategories.id });
  const rows = await db
    .insert(galaNominees)
    .values(
      ["Ion", "Enigma Otiliei"].map((name, position) => ({
        categoryId: category!.id,
        name,
        position,
      })),
    )
    .returning({ id: galaNominees.id });
  field = `vot-${category!.id}`;
  nominees = rows.map((row) => row.id);
});
afterAll(async () => {
  await database.close();
});

function context(clientAddress = "203.0.113.7") {
  const env = parseEnv({ NODE_ENV: "test" });
  return {
    db: database.db,
    env,
    store: publicStore(env),
    logger: pino({ level: "silent" }),
    requestId: "test",
    clientAddress,
  };
}

const cookieOf = (response: Response) =>
  (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";

async function post(body: Record<string, string>, cookie = "") {
  const result = await action({
    request: new Request("http://localhost/voteaza", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams(body),
    }),
    context: context(),
    params: {},
  } as unknown as Parameters<typeof action>[0]).catch((thrown: unknown) => thrown);
  return result as Response | { type: "DataWithResponseInit"; data: unknown; init: ResponseInit };
}

describe("/voteaza", () => {
  it("records a vote, gives the visitor a cookie and leads to /am-votat", async () => {
    const response = (await post({ [field]: String(nominees[1]) })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/am-votat");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const cookie = cookieOf(response);
    expect(cookie).toMatch(/^coperta_visitor=/);

    const again = await post({ [field]: String(nominees[0]) }, cookie);
    expect("init" in again && again.init.status).toBe(409);
    expect("data" in again && again.data).toMatchObject({
      errors: { [field]: GALA_MESSAGES.alreadyVoted },
    });

    const results = await resultsLoader({
      request: new Request("http://localhost/am-votat", { headers: { Cookie: cookie } }),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof resultsLoader>[0]);
    expect(results.init?.headers).toMatchObject({ "Cache-Control": "private, no-store" });
    const [category] = results.data.results;
    expect(category?.votedFor).toBe(nominees[1]);
    expect(category?.nominees.map((n) => [n.name, n.percent])).toEqual([
      ["Enigma Otiliei", 100],
      ["Ion", 0],
    ]);
  });

  it("shows the ballot, locked where the visitor voted", async () => {
    const first = (await post({ [field]: String(nominees[0]) })) as Response;
    const page = await loader({
      request: new Request("http://localhost/voteaza", { headers: { Cookie: cookieOf(first) } }),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof loader>[0]);
    expect(page.data.gala?.state).toBe("open");
    expect(page.data.ballot[0]?.votedFor).toBe(nominees[0]);
    expect(page.data.preview).toBe(false);
  });

  it("answers a ballot without a choice with a form message", async () => {
    const answer = await post({});
    expect("init" in answer && answer.init.status).toBe(400);
    expect("data" in answer && answer.data).toMatchObject({ formError: GALA_MESSAGES.empty });
  });

  it("sends /vote on to /voteaza for good, with its query", () => {
    const response = redirectLoader({
      request: new Request("http://localhost/vote?gala=1"),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof redirectLoader>[0]);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/voteaza?gala=1");
  });

  it("says the vote is closed, with the results, shows the ballot only with ?gala=1, refuses votes", async () => {
    const now = Date.now();
    await database.db
      .update(campaigns)
      .set({ startsAt: new Date(now - 3 * DAY), endsAt: new Date(now - 60_000) })
      .where(eq(campaigns.slug, "gala"));
    const load = (url: string) =>
      loader({
        request: new Request(url),
        context: context(),
        params: {},
      } as unknown as Parameters<typeof loader>[0]);
    const closed = await load("http://localhost/voteaza");
    expect(closed.data.gala?.state).toBe("ended");
    expect(closed.data.ballot).toEqual([]);
    expect(closed.data.results[0]?.totalVotes).toBe(2);
    const preview = await load("http://localhost/voteaza?gala=1");
    expect(preview.data.ballot).toHaveLength(1);
    expect(preview.data.preview).toBe(true);

    const refused = await post({ [field]: String(nominees[0]) });
    expect("init" in refused && refused.init.status).toBe(409);
    expect("data" in refused && refused.data).toMatchObject({
      formError: expect.stringContaining(GALA_MESSAGES.ended),
    });
  });
});
