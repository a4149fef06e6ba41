import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { kickAfterWrites } from "./kick-after-writes";

let server: http.Server | null = null;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** Serves `kickAfterWrites` on loopback; answers the base URL and the kicks seen so far. */
async function serveCounting() {
  const kicks: string[] = [];
  let answered = false;
  server = http.createServer(
    kickAfterWrites(
      (_req, res) => {
        res.end("ok");
        answered = true;
      },
      () => kicks.push(answered ? "after the answer" : "before the answer"),
    ),
  );
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, kicks };
}

describe("kickAfterWrites", () => {
  it("kicks the outbox once a write request has been answered", async () => {
    const { base, kicks } = await serveCounting();
    for (const method of ["POST", "PUT", "DELETE"]) {
      expect((await fetch(`${base}/api/x`, { method })).status).toBe(200);
    }
    await expect.poll(() => kicks).toEqual(Array(3).fill("after the answer"));
  });

  it("leaves it alone for reads", async () => {
    const { base, kicks } = await serveCounting();
    await fetch(`${base}/carte/x`);
    await fetch(`${base}/carte/x`, { method: "HEAD" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kicks).toEqual([]);
  });
});
