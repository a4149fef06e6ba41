// Every page names the shop in its title, the way tabs, bookmarks and search results show it:
// "<page> | Coperta". The routes' meta functions are asked as React Router asks them when the
// loader answered nothing (an error page or a page without data).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = join(import.meta.dirname);
const pages = readdirSync(folder).filter((f) => f.endsWith(".tsx") && !f.includes(".test."));

type Descriptor = Record<string, unknown>;
type MetaFunction = (args: Record<string, unknown>) => Descriptor[] | undefined;

describe("page titles", () => {
  it.each(pages)("%s titles its page '… | Coperta'", async (file) => {
    const route = (await import(/* @vite-ignore */ join(folder, file))) as { meta?: MetaFunction };
    if (!route.meta) return;
    const descriptors =
      route.meta({ data: undefined, loaderData: undefined, params: {}, matches: [] }) ?? [];
    for (const descriptor of descriptors) {
      if ("title" in descriptor) expect(String(descriptor.title)).toMatch(/Coperta/);
    }
  });
});
