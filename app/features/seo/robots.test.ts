// What robots.txt lets a crawler fetch, decided as Google does: of the rules whose pattern matches
// the path and query, the longest wins, and Allow wins a tie (RFC 9309, section 2.2.2).
import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots.server";

type Rule = { allow: boolean; pattern: string };

function rulesOf(text: string): Rule[] {
  return text.split("\n").flatMap((line) => {
    const match = /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim());
    return match?.[2] ? [{ allow: match[1] === "Allow", pattern: match[2] }] : [];
  });
}

function matches(pattern: string, url: string): boolean {
  const anchored = pattern.endsWith("$");
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const source = body
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}${anchored ? "$" : ""}`).test(url);
}

function allowed(text: string, url: string): boolean {
  let best: Rule | null = null;
  for (const rule of rulesOf(text)) {
    if (!matches(rule.pattern, url)) continue;
    if (
      !best ||
      rule.pattern.length > best.pattern.length ||
      (rule.pattern.length === best.pattern.length && rule.allow)
    )
      best = rule;
  }
  return best?.allow ?? true;
}

const robots = robotsTxt("https://www.example.test");

describe("the evaluator", () => {
  it("lets the longest rule win, Allow on a tie, and honours * and $", () => {
    const text = "Allow: /a\nDisallow: /a*b\nAllow: /a*bc$\nDisallow: /x\nAllow: /x";
    expect(allowed(text, "/a")).toBe(true);
    expect(allowed(text, "/a-b")).toBe(false);
    expect(allowed(text, "/a-bc")).toBe(true);
    expect(allowed(text, "/a-bcd")).toBe(false);
    expect(allowed(text, "/x")).toBe(true);
  });
});

describe("robots.txt", () => {
  it.each([
    "/carti",
    "/carti?pagina=3",
    "/carti?pret-maxim=20",
    "/carti?pagina=2&pret-maxim=20",
    "/carti?pagina=12&pret-maxim=20",
    "/carti?tip-produs=pachet-promotional",
    "/carti?pagina=2&tip-produs=pachet-promotional",
    "/carte/pachet-promo-vara",
    "/categorie/beletristica?pagina=2",
  ])("lets %s be crawled", (url) => {
    expect(allowed(robots, url)).toBe(true);
  });

  it.each([
    "/carti?pret-maxim=0",
    "/carti?pret-maxim=200",
    "/carti?pret-maxim=999999",
    "/carti?pagina=2&pret-maxim=35",
    "/carti?pret-maxim=20&tip-produs=pachet-promotional",
    "/carti?pret-maxim=20&pret-minim=5",
    "/carti?tip-produs=ebook",
    "/carti?pagina=2&tip-produs=ebook",
    "/carti?ordonare=titlu&tip-produs=pachet-promotional",
    "/carti?autor=ion-creanga",
    "/categorie/beletristica?pagina=2&pret-maxim=20",
    "/cos/",
    "/cautare?q=coperta",
  ])("keeps %s out", (url) => {
    expect(allowed(robots, url)).toBe(false);
  });
});
