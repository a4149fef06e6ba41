import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../lib/env.server";
import {
  activeGeolocator,
  createHttpGeolocator,
  noGeolocation,
  placeableAddress,
} from "./geolocation.server";

/** A stand-in for the geolocation service: GET /{ip}?key=… answers as the address asks. */
let server: Server;
let base = "";
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? "");
    const url = new URL(req.url ?? "/", "http://localhost");
    const ip = decodeURIComponent(url.pathname.slice(1));
    const json = (status: number, body: string) =>
      res.writeHead(status, { "Content-Type": "application/json" }).end(body);
    if (url.searchParams.get("key") !== "cheie secretă") return json(401, '{"error":"key"}');
    switch (ip) {
      case "203.0.113.1":
        return json(200, JSON.stringify({ ip, city: "Brașov", country_code: "RO" }));
      case "2001:db8::1":
        return json(200, JSON.stringify({ city: "Cluj-Napoca" }));
      case "203.0.113.2":
        return json(500, '{"error":"down"}');
      case "203.0.113.3":
        return json(200, "not json");
      case "203.0.113.4":
        return json(200, JSON.stringify({ success: false, city: null }));
      case "203.0.113.5":
        // Never answers: the geolocator must give up after its timeout.
        return;
      default:
        return json(200, JSON.stringify({ city: "" }));
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
});

describe("placeableAddress", () => {
  it("sends only public addresses, IPv4-mapped ones as IPv4", () => {
    expect(placeableAddress("203.0.113.1")).toBe("203.0.113.1");
    expect(placeableAddress("::ffff:203.0.113.1")).toBe("203.0.113.1");
    expect(placeableAddress("2001:db8::1")).toBe("2001:db8::1");
    for (const address of [
      "127.0.0.1",
      "::1",
      "::ffff:127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.10",
      "169.254.1.1",
      "fd00::1",
      "fe80::1",
      "unknown",
      "",
      "203.0.113.1/../admin",
    ]) {
      expect(placeableAddress(address), address).toBeNull();
    }
  });
});

describe("HTTP geolocator", () => {
  const geolocator = () =>
    createHttpGeolocator({ urlTemplate: `${base}/{ip}?key={key}`, key: "cheie secretă" });

  it("reads the city the service answers, with the key in its place", async () => {
    expect(await geolocator().cityOf("203.0.113.1")).toBe("Brașov");
    expect(await geolocator().cityOf("2001:db8::1")).toBe("Cluj-Napoca");
    expect(requests.at(-1)).toBe("/2001:db8::1?key=cheie%20secret%C4%83");
  });

  it("answers null on any failure: an error, a malformed answer, no city, a wrong key", async () => {
    for (const address of ["203.0.113.2", "203.0.113.3", "203.0.113.4", "203.0.113.6"]) {
      expect(await geolocator().cityOf(address), address).toBeNull();
    }
    const wrongKey = createHttpGeolocator({ urlTemplate: `${base}/{ip}?key={key}`, key: "alta" });
    expect(await wrongKey.cityOf("203.0.113.1")).toBeNull();
    const nobody = createHttpGeolocator({ urlTemplate: "http://127.0.0.1:1/{ip}" });
    expect(await nobody.cityOf("203.0.113.1")).toBeNull();
  });

  it("gives up after its timeout", async () => {
    const started = Date.now();
    const slow = createHttpGeolocator({
      urlTemplate: `${base}/{ip}?key={key}`,
      key: "cheie secretă",
      timeoutMs: 200,
    });
    expect(await slow.cityOf("203.0.113.5")).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("never asks about an address it cannot place", async () => {
    const before = requests.length;
    expect(await geolocator().cityOf("192.168.1.10")).toBeNull();
    expect(requests.length).toBe(before);
  });
});

describe("activeGeolocator", () => {
  it("makes no outside call by default", async () => {
    const env = parseEnv({});
    expect(env.GEOLOCATION_URL).toBeUndefined();
    expect(activeGeolocator(env)).toBe(noGeolocation);
    expect(await noGeolocation.cityOf("203.0.113.1")).toBeNull();
  });

  it("asks the service GEOLOCATION_URL names", async () => {
    const env = parseEnv({
      GEOLOCATION_URL: `${base}/{ip}?key={key}`,
      GEOLOCATION_KEY: "cheie secretă",
    });
    expect(await activeGeolocator(env).cityOf("203.0.113.1")).toBe("Brașov");
  });
});
