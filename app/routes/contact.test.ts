// /contact as a browser without JavaScript meets it: the public page, a sent message redirected to
// ?trimis=1, field messages and the throttle's wait in private answers.
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { contactMessages } from "../../db/schema-content";
import { createTestDatabase } from "../../db/testing";
import { CONTACT_MESSAGES } from "../features/contact/contact-fields";
import { parseEnv, publicStore } from "../lib/env.server";
import { action, headers, loader } from "./contact";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

type DataAnswer = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function args(request: Request, clientAddress = "203.0.113.50") {
  const env = parseEnv({ NODE_ENV: "test" });
  const context = {
    db: database.db,
    env,
    store: publicStore(env),
    logger: pino({ level: "silent" }),
    requestId: "test",
    clientAddress,
  };
  return { request, context, params: {} } as never;
}

function post(body: Record<string, string>, clientAddress?: string) {
  const request = new Request("http://localhost/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
  });
  return action(args(request, clientAddress));
}

const message = (email: string) => ({
  name: "Mihai Ionescu",
  email,
  subject: "comanda",
  orderNumber: "",
  message: "Aș vrea să schimb adresa de livrare a comenzii.",
  website: "",
});

describe("/contact", () => {
  it("is a public page with the company data; ?trimis=1 says the message went", async () => {
    const page = (await loader(
      args(new Request("http://localhost/contact?trimis=1")),
    )) as DataAnswer;
    expect(page.init?.headers).toMatchObject({ "Cache-Control": "public, max-age=300" });
    expect(page.data).toMatchObject({
      sent: true,
      company: { legalName: "Coperta Librărie și Editură S.R.L." },
    });
    const loaderHeaders = new Headers({ "Cache-Control": "public, max-age=300" });
    const noAction = headers({ loaderHeaders, actionHeaders: new Headers() } as never);
    expect(noAction).toEqual({ "Cache-Control": "public, max-age=300" });
    const afterPost = headers({
      loaderHeaders,
      actionHeaders: new Headers({ "Cache-Control": "private, no-store" }),
    } as never);
    expect(afterPost).toEqual({ "Cache-Control": "private, no-store" });
    // A refused flood's page says when to come back.
    const throttled = headers({
      loaderHeaders,
      actionHeaders: new Headers({ "Cache-Control": "private, no-store", "Retry-After": "3600" }),
    } as never);
    expect(throttled).toEqual({ "Cache-Control": "private, no-store", "Retry-After": "3600" });
  });

  it("stores a message and redirects; wrong fields come back with their messages", async () => {
    const email = `mihai.${Date.now()}@example.ro`;
    const sent = (await post(message(email))) as Response;
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/contact?trimis=1");
    const rows = await database.db
      .select({ subject: contactMessages.subject })
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(rows).toEqual([{ subject: "O comandă" }]);

    const wrong = (await post({ ...message("mihai@"), subject: "" })) as DataAnswer;
    expect(wrong.init?.status).toBe(400);
    expect(wrong.init?.headers).toMatchObject({ "Cache-Control": "private, no-store" });
    expect(wrong.data).toMatchObject({
      errors: { email: CONTACT_MESSAGES.emailInvalid, subject: CONTACT_MESSAGES.subjectMissing },
      values: { name: "Mihai Ionescu", email: "mihai@" },
    });
  });

  it("refuses a flood from one client with 429 and the Romanian wait", async () => {
    const client = "203.0.113.51";
    for (let i = 0; i < 5; i++) {
      expect(((await post(message(`val.${i}@example.ro`), client)) as Response).status).toBe(303);
    }
    const refused = (await post(message("val.6@example.ro"), client)) as DataAnswer;
    expect(refused.init?.status).toBe(429);
    expect(refused.init?.headers).toMatchObject({
      "Cache-Control": "private, no-store",
      "Retry-After": expect.stringMatching(/^3[56]\d\d$/),
    });
    expect(refused.data).toMatchObject({
      formError: "Prea multe cereri. Încearcă din nou peste o oră.",
      values: { email: "val.6@example.ro" },
    });
  });
});
