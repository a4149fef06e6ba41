// A strict parser of the XML the sitemaps use and a reader of their entries, shared by the
// sitemap tests (the parser is itself tested in sitemap-format.test.ts).
import { expect } from "vitest";

export const BASE = "https://coperta.test";

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeText(raw: string): string {
  if (raw.includes("]]>")) throw new Error("']]>' in text");
  return raw.replace(/&([^;&\s]*)(;?)/g, (whole, name: string, semicolon: string) => {
    const value = ENTITIES[name];
    if (!semicolon || value === undefined) throw new Error(`bad entity reference '${whole}'`);
    return value;
  });
}

/**
 * A strict parser for the XML subset the sitemaps use: one declaration, elements with quoted
 * attributes, text with the five predefined entities. Throws on anything not well formed.
 */
export function parseXml(xml: string): XmlElement {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  if (!xml.startsWith(declaration)) throw new Error("missing XML declaration");
  let pos = declaration.length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (pos < xml.length) {
    if (xml[pos] !== "<") {
      const next = xml.indexOf("<", pos);
      const end = next < 0 ? xml.length : next;
      const raw = xml.slice(pos, end);
      pos = end;
      const parent = stack.at(-1);
      if (parent) parent.text += decodeText(raw);
      else if (raw.trim()) throw new Error(`text outside the root element: '${raw}'`);
      continue;
    }
    const end = xml.indexOf(">", pos);
    if (end < 0) throw new Error("unterminated tag");
    const tag = xml.slice(pos + 1, end);
    pos = end + 1;
    if (tag.startsWith("/")) {
      const open = stack.pop();
      if (!open || open.name !== tag.slice(1)) throw new Error(`unbalanced </${tag.slice(1)}>`);
      continue;
    }
    const match = /^([A-Za-z][\w.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"<]*")*)\s*(\/?)$/.exec(tag);
    if (!match) throw new Error(`malformed tag <${tag}>`);
    const element: XmlElement = { name: match[1] ?? "", attributes: {}, children: [], text: "" };
    for (const attribute of (match[2] ?? "").matchAll(/([A-Za-z][\w:.-]*)="([^"]*)"/g)) {
      const name = attribute[1] ?? "";
      if (name in element.attributes) throw new Error(`duplicate attribute ${name}`);
      element.attributes[name] = decodeText(attribute[2] ?? "");
    }
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root) throw new Error("more than one root element");
    else root = element;
    if (!match[3]) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.at(-1)?.name}>`);
  if (!root) throw new Error("no root element");
  return root;
}

function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

/** The <loc> (and <lastmod>) of every entry of a urlset or sitemapindex, checking the shape. */
export function entriesOf(root: XmlElement, rootName: string, entryName: string) {
  expect(root.name).toBe(rootName);
  expect(root.attributes.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return root.children.map((entry) => {
    expect(entry.name).toBe(entryName);
    const loc = child(entry, "loc");
    expect(loc, "every entry has a <loc>").toBeDefined();
    expect(loc?.text.startsWith(`${BASE}/`)).toBe(true);
    const lastmod = child(entry, "lastmod");
    if (lastmod) expect(lastmod.text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    return { loc: loc?.text ?? "", lastmod: lastmod?.text };
  });
}
