// The content routes as a browser meets them: the help page's sections and its old addresses,
// the rules' PDF, articles that are not (yet) published.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { blogPosts, contentPages } from "../../db/schema-content";
import { createTestDatabase } from "../../db/testing";
import { parseEnv, publicStore } from "../lib/env.server";
import { loader as aboutLoader } from "./about";
import { loader as blogPostLoader } from "./blog-post";
import { loader as helpLoader } from "./help";
import { loader as rulesPdfLoader } from "./rules-pdf";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(contentPages).values([
    { slug: "despre-noi", kind: "page", title: "Despre noi", body: "Text." },
    { slug: "termeni", kind: "help", title: "Termeni și condiții", body: "Termeni." },
    { slug: "ajutor-4", kind: "help", title: "Politica de retur", body: "Retur.", position: 4 },
    {
      slug: "regulament-black-friday",
      kind: "rules",
      title: "Regulamentul campaniei Black Friday",
      body: "## 1. Organizatorul\n\nCampania ține **două săptămâni**: ș ț ă î â.\n\n- punct\n- altul",
    },
  ]);
  await database.db.insert(blogPosts).values({
    slug: "programat",
    title: "Programat",
    excerpt: "E.",
    body: "B.",
    authorName: "A",
    publishedAt: new Date(Date.now() + 86_400_000),
  });
});
afterAll(async () => {
  await database.close();
});

function args(url: string, params: Record<string, string> = {}, headers: HeadersInit = {}) {
  const env = parseEnv({ NODE_ENV: "test" });
  return {
    request: new Request(`http://localhost${url}`, { headers }),
    params,
    context: {
      db: database.db,
      env,
      store: publicStore(env),
      logger: pino({ level: "silent" }),
      requestId: "test",
      clientAddress: "203.0.113.9",
    },
  } as never;
}

/** What a loader threw, as the Response it is. */
async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("the loader did not throw");
}

describe("/ajutor", () => {
  it("shows the terms plainly and a section by ?section=N, with the sections as navigation", async () => {
    const terms = await helpLoader(args("/ajutor"));
    expect(terms.data.page.title).toBe("Termeni și condiții");
    expect(terms.data.path).toBe("/ajutor");
    const returns = await helpLoader(args("/ajutor?section=4"));
    expect(returns.data.page.title).toBe("Politica de retur");
    expect(returns.data.path).toBe("/ajutor?section=4");
    expect(returns.data.sections.map((section) => section.path)).toEqual([
      "/ajutor",
      "/ajutor?section=4",
    ]);
    expect(returns.init?.headers).toMatchObject({
      "Cache-Control": expect.stringMatching(/^public, max-age=300/),
    });
  });

  it("answers 404 for an unknown section", async () => {
    for (const section of ["5", "0", "abc", "", "4x"]) {
      const response = await thrown(() => helpLoader(args(`/ajutor?section=${section}`)));
      expect(response.status, section).toBe(404);
    }
  });

  it("moves the old ?sectiune=N addresses to ?section=N for good", async () => {
    const response = await thrown(() => helpLoader(args("/ajutor?sectiune=4&utm_source=x")));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/ajutor?utm_source=x&section=4");
  });
});

describe("/regulamente/{slug}.pdf", () => {
  it("sends the rules as a cacheable PDF, and 304 when the browser has it", async () => {
    const response = (await rulesPdfLoader(
      args("/regulamente/regulament-black-friday.pdf", { file: "regulament-black-friday.pdf" }),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=300/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The Unicode font that writes ș and ț is embedded (subset), not a standard PDF font.
    expect(body.toString("latin1")).toMatch(/\/FontFile2 /);
    expect(Number(response.headers.get("Content-Length"))).toBe(body.length);
    const etag = response.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"/);
    const again = (await rulesPdfLoader(
      args(
        "/regulamente/regulament-black-friday.pdf",
        { file: "regulament-black-friday.pdf" },
        { "If-None-Match": etag },
      ),
    )) as Response;
    expect(again.status).toBe(304);
  });

  it("answers 404 for unknown rules, other pages' slugs and odd names", async () => {
    for (const file of ["nu-exista.pdf", "despre-noi.pdf", "..%2Fx.pdf", "REGULAMENT.pdf"]) {
      const response = (await rulesPdfLoader(args(`/regulamente/${file}`, { file }))) as Response;
      expect(response.status, file).toBe(404);
    }
  });

  it("leads the name without .pdf to the rules' page", async () => {
    const response = await thrown(() =>
      rulesPdfLoader(
        args("/regulamente/regulament-black-friday", { file: "regulament-black-friday" }),
      ),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/regulament/regulament-black-friday");
  });
});

describe("pages and articles", () => {
  it("shows /despre-noi as a public page", async () => {
    const about = await aboutLoader(args("/despre-noi"));
    expect(about.data.page.title).toBe("Despre noi");
    expect(about.init?.headers).toMatchObject({
      "Cache-Control": expect.stringMatching(/^public/),
    });
  });

  it("answers 404 for unknown and scheduled articles", async () => {
    for (const slug of ["nu-exista", "programat"]) {
      const response = await thrown(() => blogPostLoader(args(`/blog/${slug}`, { slug })));
      expect(response.status, slug).toBe(404);
    }
  });
});
