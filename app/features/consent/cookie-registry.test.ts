// The registry cannot drift from the code: the source is scanned for the cookies and browser
// storage keys the shop sets, and each must be in COOKIE_REGISTRY (with a category, a Romanian
// purpose and a lifetime); each entry of the registry must still be named by the code.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COOKIE_REGISTRY } from "./cookie-registry";

const root = path.resolve(import.meta.dirname, "../../..");
const REGISTRY_FILE = path.join(root, "app/features/consent/cookie-registry.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return full === REGISTRY_FILE ? [] : [full];
  });
}

const STRING = String.raw`["'\x60]([A-Za-z_][\w.-]*)["'\x60]`;

/** Where a name is declared or written as a cookie or a storage key. */
const NAME_PATTERNS: RegExp[] = [
  // const SESSION_COOKIE = "sesiune"; export const GALA_CLOSED_KEY = "…"
  new RegExp(
    String.raw`\b[A-Z][A-Z0-9_]*(?:COOKIE|_KEY)[A-Z0-9_]*\s*(?::[^=\n;,]+)?=\s*${STRING}`,
    "g",
  ),
  new RegExp(String.raw`createStoredList\b[^(]*\(\s*\{[^}]*?\bkey:\s*${STRING}`, "g"),
  new RegExp(String.raw`createStoredFlag\(\s*${STRING}`, "g"),
  new RegExp(String.raw`httpOnlyCookie\(\s*${STRING}`, "g"),
  new RegExp(String.raw`setCookie\(\s*${STRING}`, "g"),
  new RegExp(String.raw`(?:Storage|store|storage\(\))\??\.setItem\(\s*${STRING}`, "g"),
  // document.cookie = `name=…`; headers.append("Set-Cookie", `name=…`)
  /document\.cookie\s*=\s*["'`]([A-Za-z_][\w-]*)=/g,
  /["']Set-Cookie["']\s*[,:]\s*["'`]([A-Za-z_][\w-]*)=/g,
];

/** Objects of names: FIRST_TIME_COOKIE = { wheel: "…" }, KEYS = { token: "user", … }. */
const NAME_OBJECT = /\b[A-Z0-9_]*(?:COOKIES?|KEYS)[A-Z0-9_]*\s*=\s*\{([^}]*)\}/g;
const OBJECT_VALUE = /:\s*["'`]([A-Za-z_][\w.-]*)["'`]/g;

function namesIn(source: string): string[] {
  const names: string[] = [];
  for (const pattern of NAME_PATTERNS) {
    for (const match of source.matchAll(pattern)) if (match[1]) names.push(match[1]);
  }
  for (const object of source.matchAll(NAME_OBJECT)) {
    for (const value of (object[1] ?? "").matchAll(OBJECT_VALUE)) {
      if (value[1]) names.push(value[1]);
    }
  }
  return names;
}

const files = [...sourceFiles(path.join(root, "app")), ...sourceFiles(path.join(root, "server"))];
const sources = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
const found = new Map<string, string>();
for (const [file, source] of sources) {
  for (const name of namesIn(source))
    if (!found.has(name)) found.set(name, path.relative(root, file));
}

describe("the cookie and storage registry", () => {
  it("the scan sees the shop's cookies and storage keys wherever they are declared", () => {
    // If these go missing, the scan broke, not the registry.
    for (const name of ["sesiune", "checkout", "coperta_visitor", "voucher", "Cos", "Wishlist"]) {
      expect(found.has(name), name).toBe(true);
    }
    for (const name of ["wheelOfFortuneFirstTime", "user", "firstname", "popupNuntaClosed"]) {
      expect(found.has(name), name).toBe(true);
    }
    expect(
      namesIn('document.cookie = `promo=1; Path=/`; headers.append("Set-Cookie", `x_y=1`);'),
    ).toEqual(["promo", "x_y"]);
  });

  it("lists every cookie and storage key the code sets", () => {
    const registered = new Set(COOKIE_REGISTRY.map((entry) => entry.name));
    const missing = [...found].filter(([name]) => !registered.has(name));
    expect(
      missing.map(([name, file]) => `${name} (${file})`),
      "add these to app/features/consent/cookie-registry.ts",
    ).toEqual([]);
  });

  it("lists nothing the code no longer names", () => {
    const everything = [...sources.values()].join("\n");
    const stale = COOKIE_REGISTRY.filter(
      (entry) => !new RegExp(String.raw`["'\x60]${entry.name}["'\x60=]`).test(everything),
    );
    expect(stale.map((entry) => entry.name)).toEqual([]);
  });

  it("says for each what it is for and how long it lasts, in Romanian, once", () => {
    const names = COOKIE_REGISTRY.map((entry) => `${entry.storage}:${entry.name}`);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of COOKIE_REGISTRY) {
      expect(entry.purpose.length, entry.name).toBeGreaterThan(10);
      expect(entry.lifetime.length, entry.name).toBeGreaterThan(2);
    }
    // The spec's tracking cookies are marketing and last 2 days (section 9).
    for (const name of [
      "fbcid",
      "googleId",
      "tiktokid",
      "mailid",
      "twoperformantid",
      "klaviyoid",
    ]) {
      expect(COOKIE_REGISTRY.find((entry) => entry.name === name)).toMatchObject({
        category: "marketing",
        lifetime: "2 zile",
      });
    }
  });
});
