// Security headers on every answer. Pages set their own Content-Security-Policy (with the hashes
// of their inline scripts, see app/entry.server.tsx); everything else gets the strict default.
import type { RequestHandler } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import { contentSecurityPolicy } from "../app/lib/csp.server";

/**
 * Browser features the shop never uses, off for every page and any frame in it; payment stays
 * with our own origin for the card payments of checkout.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=(self)",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export function securityHeaders({ development }: { development: boolean }): RequestHandler[] {
  const fallbackPolicy = contentSecurityPolicy({ development });
  return [
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: development
        ? false
        : { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      onHeaders(res, function setDefaultPolicy(this: typeof res) {
        if (!this.getHeader("Content-Security-Policy"))
          this.setHeader("Content-Security-Policy", fallbackPolicy);
      });
      next();
    },
  ];
}
