// Which city a visitor's IP address is in, for the wedding promo (spec section 7). By default no
// outside call is made and the answer is null: the shop sends no visitor address anywhere until
// GEOLOCATION_URL names a service. Every failure is ignored and answers null (spec section 8).
import { BlockList, isIP } from "node:net";
import type { Env } from "../../lib/env.server";

export interface Geolocator {
  /** The city of an IP address, or null when unknown (no service, a failure, no city). */
  cityOf(address: string): Promise<string | null>;
}

/** The default: nothing asked, nothing known. */
export const noGeolocation: Geolocator = {
  cityOf: async () => null,
};

/** The service gets 1 s: the promo is not worth a slower answer. */
export const GEOLOCATION_TIMEOUT_MS = 1000;

/** Addresses no service can place (loopback, private networks, link-local): never sent. */
const unplaceable = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  unplaceable.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  unplaceable.addSubnet(network, prefix, "ipv6");
}

/** The address as a service expects it (an IPv4-mapped IPv6 address as IPv4), or null. */
export function placeableAddress(address: string): string | null {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  const plain = mapped?.[1] ?? trimmed;
  const version = isIP(plain);
  if (version === 0) return null;
  return unplaceable.check(plain, version === 4 ? "ipv4" : "ipv6") ? null : plain;
}

/** A city from a service's JSON (ipstack, ipapi, ip-api and ipinfo all call it `city`). */
function cityFrom(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("city" in body)) return null;
  const city = body.city;
  if (typeof city !== "string") return null;
  const trimmed = city.trim();
  return trimmed.length > 0 && trimmed.length <= 100 ? trimmed : null;
}

export function createHttpGeolocator(options: {
  /** The service's URL with `{ip}`, and `{key}` where its access key goes. */
  urlTemplate: string;
  key?: string;
  timeoutMs?: number;
}): Geolocator {
  const { urlTemplate, key = "", timeoutMs = GEOLOCATION_TIMEOUT_MS } = options;
  return {
    async cityOf(address) {
      const ip = placeableAddress(address);
      if (!ip) return null;
      try {
        // An IP address holds only hex digits, dots and colons: safe in a URL as it is.
        const url = urlTemplate.replaceAll("{ip}", ip).replaceAll("{key}", encodeURIComponent(key));
        const response = await fetch(url, {
          headers: { Accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return null;
        return cityFrom(await response.json());
      } catch {
        // Timeout, network error, malformed answer: no city (and never the key-bearing URL in a log).
        return null;
      }
    },
  };
}

/** The geolocator in use: the HTTP service GEOLOCATION_URL names, otherwise none. */
export function activeGeolocator(
  env: Pick<Env, "GEOLOCATION_URL" | "GEOLOCATION_KEY">,
): Geolocator {
  if (!env.GEOLOCATION_URL) return noGeolocation;
  return createHttpGeolocator({ urlTemplate: env.GEOLOCATION_URL, key: env.GEOLOCATION_KEY });
}
