import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../app/lib/env.server";
import { readJson } from "../app/lib/request-body.server";
import type { DatabaseHandle } from "../db/client.server";
import { createTestDatabase } from "../db/testing";
import { createApp } from "./app";
import { Lifecycle } from "./lifecycle";
import { type Answer, jsonLogLines, readAnswer } from "./test-http";

let database: DatabaseHandle;
let base = "";
let close: () => void;
/** The server's side of each connection, to count what is attached to it. */
const sockets: import("node:net").Socket[] = [];
const { sink, lines } = jsonLogLines();
const lifecycle = new Lifecycle();

beforeAll(async () => {
  database = await createTestDatabase();
  const app = createApp({
    env: parseEnv({ LOG_LEVEL: "info" }),
    logger: pino({ level: "info" }, sink),
    database,
    lifecycle,
    // These tests stop before the pages: a page request would fail loudly here.
    build: () => Promise.reject(new Error("no pages in this test")),
    before: [
      (req, res, next) =>
        req.path === "/sesiune"
          ? void res.cookie("sesiune", "s3cret-token").type("text").send("ok")
          : next(),
      // A JSON call reading its body as React Router hands it on, as far as readJson's limit.
      async (req, res, next) => {
        if (req.path !== "/citeste-json") return next();
        const request = new Request(`http://localhost${req.url}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: createReadableStreamFromReadable(req),
          duplex: "half",
        } as RequestInit);
        try {
          res.json(await readJson(request));
        } catch (thrown) {
          if (!(thrown instanceof Response)) return next(thrown);
          res.status(thrown.status).json(await thrown.json());
        }
      },
      // What express's sendFile hands on when the visitor leaves before the file is sent.
      (req, _res, next) =>
        req.path === "/abandonat"
          ? next(Object.assign(new Error("Request aborted"), { code: "ECONNABORTED" }))
          : next(),
    ],
  });
  const server = app.listen(0, "127.0.0.1");
  server.on("connection", (socket) => sockets.push(socket));
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await database.close();
});

/** A request fetch() will not send (TRACE, a length it does not carry), read to its end. */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) =>
      readAnswer(response).then(resolve, reject),
    );
    request.on("error", reject);
    // The body is announced, not sent: the answer must come without it.
    request.flushHeaders();
  });
}

describe("requests refused before the pages", () => {
  it("answer methods the shop does not implement with 405 and the list it does", async () => {
    for (const [path, json] of [
      ["/carti", false],
      ["/api/search", true],
    ] as const) {
      const answer = await rawRequest("TRACE", path, { Cookie: "sesiune=x" });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
      if (json) {
        expect(JSON.parse(answer.body)).toEqual({
          error: { code: "method_not_allowed", message: "Metoda cererii nu este permisă." },
        });
      } else expect(answer.body).toBe("Metoda cererii nu este permisă.");
      // TRACE echoes nothing back.
      expect(answer.body).not.toContain("sesiune");
    }
  });

  it("answer a body declared larger than any route reads with 413, unread", async () => {
    const answer = await rawRequest("POST", "/api/cart/quote", {
      "Content-Length": String(22 * 1024 * 1024),
      "Content-Type": "application/json",
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe("payload_too_large");
  });

  it("answer an address with an escaped NUL 400, before it can reach a query", async () => {
    for (const [path, json] of [
      ["/cariere/%00", false],
      ["/carti?autor=a%00", false],
      ["/api/campaigns/%00/prizes", true],
    ] as const) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status).toBe(400);
      if (json) {
        expect(await answer.json()).toEqual({
          error: {
            code: "invalid_address",
            message: "Adresa cererii conține caractere nepermise.",
          },
        });
      } else expect(await answer.text()).toBe("Adresa cererii conține caractere nepermise.");
    }
    // A percent sign spelled out (%25) is text, not a NUL: it goes on (here to the health check).
    expect((await fetch(`${base}/healthz?x=%2500`)).status).toBe(200);
  });

  it("leave nothing on a kept-alive connection for each body answered unread", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = () =>
      new Promise<void>((resolve, reject) => {
        // /sesiune answers without reading what it is sent.
        const request = http.request(`${base}/sesiune`, { method: "POST", agent }, (response) => {
          response.resume();
          response.on("end", resolve);
        });
        request.on("error", reject);
        request.end("a=1");
      });
    try {
      await post();
      const socket = sockets.at(-1);
      const listeners = socket?.listenerCount("close") ?? 0;
      for (let i = 0; i < 12; i++) await post();
      // Still the one connection, with as many close listeners as after the first request.
      expect(sockets.at(-1)).toBe(socket);
      expect(socket?.listenerCount("close")).toBe(listeners);
    } finally {
      agent.destroy();
    }
  });
});

describe("a body refused part-way", () => {
  it("is discarded, so the next request on the connection is answered at once", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(`${base}${path}`, { method, agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        });
        request.on("error", reject);
        request.end(body);
      });
    try {
      // Over readJson's 64 KB: it stops reading there and answers 413.
      expect(await send("POST", "/citeste-json", Buffer.alloc(700 * 1024, 32))).toBe(413);
      const socket = sockets.at(-1);
      // On the same connection (left waiting behind the body, it was cut after the 5 s grace).
      expect(await send("GET", "/healthz")).toBe(200);
      expect(sockets.at(-1)).toBe(socket);
    } finally {
      agent.destroy();
    }
  });
});

describe("request logs", () => {
  it("never hold cookies, credentials or sessions being set", async () => {
    await (
      await fetch(`${base}/sesiune`, {
        headers: { Cookie: "sesiune=abc123secret", Authorization: "Bearer tok3n-secret" },
      })
    ).text();
    const line = lines.find((l) => (l.req as { url?: string } | undefined)?.url === "/sesiune");
    expect(line).toBeDefined();
    const text = JSON.stringify(line);
    for (const secret of ["abc123secret", "tok3n-secret", "s3cret-token"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("[redactat]");
  });

  it("note a visitor who left during a file as information, not as an error", async () => {
    await (await fetch(`${base}/abandonat`)).text();
    const about = lines.filter((l) => JSON.stringify(l).includes("/abandonat"));
    expect(about.some((l) => l.msg === "client went away" && l.level === 30)).toBe(true);
    expect(about.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });
});

describe("a stopping instance", () => {
  it("closes the connection after every answer", async () => {
    expect((await fetch(`${base}/healthz`)).headers.get("connection")).not.toBe("close");
    lifecycle.stopping = true;
    try {
      const answer = await fetch(`${base}/healthz`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("connection")).toBe("close");
    } finally {
      lifecycle.stopping = false;
    }
  });
});
