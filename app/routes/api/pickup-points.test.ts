import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { pickupPoints } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { loader } from "./pickup-points";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(pickupPoints).values([
    {
      courier: "FANbox",
      county: "CJ",
      locality: "Cluj-Napoca",
      name: "FANbox – Centru",
      address: "Str. Mihai Eminescu nr. 8",
    },
    {
      courier: "FANbox",
      county: "CJ",
      locality: "Cluj-Napoca",
      name: "FANbox – Închis",
      address: "Str. Unirii nr. 1",
      isActive: false,
    },
  ]);
});
afterAll(async () => {
  await database.close();
});

describe("GET /api/checkout/pickup-points/:county", () => {
  const call = (county: string, headers: HeadersInit = {}) =>
    loader({
      request: new Request(`http://localhost/api/checkout/pickup-points/${county}`, { headers }),
      context: { db: database.db },
      params: { county },
    } as unknown as Parameters<typeof loader>[0]);

  it("answers the county's active points, cacheable for an hour", async () => {
    const response = await call("cj");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(await response.json()).toEqual({
      points: [
        {
          id: expect.any(Number),
          name: "FANbox – Centru",
          address: "Str. Mihai Eminescu nr. 8",
          locality: "Cluj-Napoca",
          courier: "FANbox",
        },
      ],
    });
  });

  it("answers an empty list for a county without points, and 304 to a matching ETag", async () => {
    const response = await call("B");
    expect(await response.json()).toEqual({ points: [] });
    const etag = response.headers.get("ETag") ?? "";
    expect((await call("B", { "If-None-Match": etag })).status).toBe(304);
  });

  it("answers 404 with a Romanian message for an unknown county", async () => {
    const response = await call("XX");
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: "unknown_county",
      message: "Nu există un județ cu acest cod.",
    });
  });
});
