// Requests that reach React Router through its Express adapter, on a build of a few routes: what
// the adapter cannot take (a Host it cannot make an address of, OPTIONS) must be answered before.
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../app/lib/env.server";
import { FOREIGN_FORM_MESSAGE } from "../app/lib/http";
import type { DatabaseHandle } from "../db/client.server";
import { createTestDatabase } from "../db/testing";
import { createApp } from "./app";
import { type Answer, jsonLogLines, readAnswer } from "./test-http";

const settings = () => Response.json({ showFreeShipping: true });
const profile = () => Response.json({ email: "ana@exemplu.ro" });
const take = () => Response.json({ ok: true });

function route(id: string, path: string | undefined, module: Record<string, unknown>) {
  return { id, parentId: id === "root" ? undefined : "root", path, module };
}

/** A server build as React Router makes one: a page, two API routes and a resource route. */
const build = {
  routes: {
    root: route("root", "", { default: () => null }),
    "routes/books": route("routes/books", "carti", { default: () => null, loader: () => ({}) }),
    "routes/api/settings": route("routes/api/settings", "api/settings", { loader: settings }),
    "routes/api/member": route("routes/api/member", "api/member/me", {
      loader: profile,
      action: take,
    }),
    "routes/robots": route("routes/robots", "robots.txt", {
      loader: () => new Response("User-agent: *"),
    }),
  },
  assets: {
    version: "v1",
    url: "/assets/manifest.js",
    entry: { module: "/assets/entry.js", imports: [] },
    routes: Object.fromEntries(
      ["root", "routes/books", "routes/api/settings", "routes/api/member", "routes/robots"].map(
        (id) => [id, { id, module: `/assets/${id}.js`, hasLoader: true }],
      ),
    ),
  },
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) =>
        new Response("<!DOCTYPE html><p>pagina</p>", { status, headers }),
    },
  },
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  basename: "/",
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

let database: DatabaseHandle;
let port = 0;
let close: () => void;
const { sink, lines } = jsonLogLines();

beforeAll(async () => {
  database = await createTestDatabase();
  const app = createApp({
    env: parseEnv({ LOG_LEVEL: "info" }),
    logger: pino({ level: "info" }, sink),
    database,
    build,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await database.close();
});

/** A request with the headers given as they are (fetch sets Host itself). */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method, path, headers, setHost: !("Host" in headers) },
      (response) => readAnswer(response).then(resolve, reject),
    );
    request.on("error", reject);
    request.end();
  });
}

/** The status line of an HTTP/1.0 request without a Host header (http.request always sends one). */
function statusWithoutHost(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(`GET ${path} HTTP/1.0\r\n\r\n`));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      text += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(text.split("\r\n")[0] ?? ""));
  });
}

const hostRefusal = {
  error: { code: "invalid_host", message: "Antetul Host al cererii nu este valid." },
};

describe("a Host React Router cannot make an address of", () => {
  it.each([
    ["a port over 65535", { Host: "a:99999" }],
    ["a space", { Host: "a b" }],
    ["an unclosed bracket", { Host: "[::1" }],
    ["nothing", { Host: "" }],
    ["a forwarded port over 65535", { "X-Forwarded-Host": "a:99999" }],
    ["a forwarded host with a space", { "X-Forwarded-Host": "a b" }],
    ["a forwarded protocol that is no scheme", { "X-Forwarded-Proto": "a b" }],
  ])("(%s) answers 400, JSON for the API and text for pages, never 500", async (_name, headers) => {
    for (const path of ["/carti", "/", "/api/search?q=a", "/api/settings", "/robots.txt"]) {
      const answer = await send("GET", path, headers);
      expect(answer.status, path).toBe(400);
      expect(answer.headers["cache-control"]).toBe("no-store");
      if (path.startsWith("/api/")) expect(JSON.parse(answer.body)).toEqual(hostRefusal);
      else expect(answer.body).toBe(hostRefusal.error.message);
    }
  });

  it("answers 400 to an HTTP/1.0 request without a Host", async () => {
    expect(await statusWithoutHost("/carti")).toBe("HTTP/1.1 400 Bad Request");
  });

  it("is logged as a warning, not as an unhandled error", async () => {
    const answer = await send("GET", "/api/settings?jurnal=1", { Host: "a:99999" });
    expect(answer.status).toBe(400);
    const about = lines.filter((line) => JSON.stringify(line).includes("jurnal=1"));
    expect(about.map((line) => line.level)).toEqual([40]);
    expect(lines.filter((line) => line.msg === "unhandled error")).toEqual([]);
  });

  it("leaves the Hosts it can take to the pages, and the health check to anyone", async () => {
    const accepted: Record<string, string>[] = [
      {},
      { Host: "coperta.ro" },
      { Host: "[::1]:3000" },
      { Host: "a:1x" },
      { Host: "a:0" },
      { "X-Forwarded-Host": "coperta.ro", "X-Forwarded-Proto": "https" },
    ];
    for (const headers of accepted) {
      expect((await send("GET", "/carti", headers)).status).toBe(200);
      expect(JSON.parse((await send("GET", "/api/settings", headers)).body)).toEqual({
        showFreeShipping: true,
      });
    }
    expect((await send("GET", "/healthz", { Host: "a:99999" })).status).toBe(200);
  });
});

describe("OPTIONS", () => {
  it("is refused with 405 and Allow, like any method the shop does not take", async () => {
    for (const path of [
      "/api/settings",
      "/api/member/me",
      "/carti",
      "/carti.data",
      "/robots.txt",
      "/api/nu-exista",
    ]) {
      const answer = await send("OPTIONS", path, { Authorization: "Bearer tok3n" });
      expect(answer.status, path).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
      expect(answer.body).not.toContain("ana@exemplu.ro");
      expect(answer.body).not.toContain("showFreeShipping");
      if (path.startsWith("/api/")) {
        expect(JSON.parse(answer.body)).toEqual({
          error: { code: "method_not_allowed", message: "Metoda cererii nu este permisă." },
        });
      }
    }
  });

  it("leaves the methods routes take to them", async () => {
    expect((await send("GET", "/api/member/me")).status).toBe(200);
    expect((await send("HEAD", "/api/settings")).status).toBe(200);
    const refused = await send("DELETE", "/api/settings");
    expect(refused.status).toBe(405);
    expect(refused.headers.allow).toBe("GET, HEAD");
  });
});

describe("a form posted to a page without an action", () => {
  it("is answered 405 with Allow: GET, HEAD, whatever the method", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const answer = await send(method, "/carti");
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD");
    }
    // Answers that are not 405 get no Allow.
    expect((await send("GET", "/carti")).headers.allow).toBeUndefined();
    expect((await send("POST", "/api/member/me")).headers.allow).toBeUndefined();
  });
});

describe("a call or a form from another site's page", () => {
  it("is refused when it would change something, whatever the route", async () => {
    for (const origin of ["https://rau.example", "null", "http://127.0.0.1.rau.example"]) {
      const answer = await send("POST", "/api/member/me", { Origin: origin });
      expect(answer.status, origin).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({
        error: {
          code: "foreign_origin",
          message: "Cererea nu a venit de pe paginile magazinului.",
        },
      });
    }
  });

  it("refuses a page's form in Romanian, before React Router's own English 'Bad Request'", async () => {
    for (const path of ["/cos/detalii-comanda-3", "/newsletter", "/account/login"]) {
      const answer = await send("POST", path, { Origin: "https://rau.example" });
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toBe(FOREIGN_FORM_MESSAGE);
    }
  });

  it("passes from the shop's own pages, from clients that send no Origin, and for reads", async () => {
    expect(
      (await send("POST", "/api/member/me", { Origin: `http://127.0.0.1:${port}` })).status,
    ).toBe(200);
    expect((await send("POST", "/api/member/me")).status).toBe(200);
    expect((await send("GET", "/api/member/me", { Origin: "https://rau.example" })).status).toBe(
      200,
    );
  });
});
