// Markdown of content pages and blog posts to HTML, on the server: marked parses (GitHub
// flavour), sanitize-html keeps only the tags and attributes below, so whatever an operator or an
// imported file writes (a <script>, a javascript: link, an inline style the CSP would refuse)
// never reaches a visitor. Headings get ids for links into a page; links to other sites get
// rel="noopener".
import { Marked, type Token, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { slugify } from "~/lib/slug";

const HEADINGS = ["h2", "h3", "h4", "h5", "h6"];
const SAFE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "b",
    "i",
    "s",
    "del",
    "sup",
    "sub",
    "abbr",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    // The FAQ's questions may be written as <details><summary>.
    "details",
    "summary",
  ],
  allowedAttributes: {
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, ["id"]])),
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    abbr: ["title"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _ignored, ...rest } = attribs;
      const external = /^https?:\/\//i.test(rest.href ?? "");
      return { tagName, attribs: external ? { ...rest, rel: "noopener" } : rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? "" } }),
    // Ids are ours (below) or written by an author in raw HTML: only slug-shaped ones are kept.
    ...Object.fromEntries(
      HEADINGS.map((tag) => [
        tag,
        (tagName: string, attribs: sanitizeHtml.Attributes) => {
          const { id, ...rest } = attribs;
          return { tagName, attribs: id && SAFE_ID.test(id) ? { ...rest, id } : rest };
        },
      ]),
    ),
  },
  // An image whose address was refused is dropped rather than left empty.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Text of HTML without any markup (script and style contents included in "any"). */
const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

function htmlToText(html: string): string {
  return sanitizeHtml(html, TEXT_ONLY)
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** The plain text of inline tokens (links keep their text, images their alt, markup goes). */
function plainText(tokens: Token[] | undefined): string {
  if (!tokens) return "";
  return tokens
    .map((token) => {
      if (token.type === "html") return "";
      if ("tokens" in token && token.tokens) return plainText(token.tokens);
      if (token.type === "image") return (token as Tokens.Image).text;
      return "text" in token ? String(token.text) : "";
    })
    .join("");
}

export interface RenderedMarkdown {
  html: string;
  /** The first paragraph as plain text (a page's fallback meta description). */
  summary: string;
  /** The h2 headings with their ids, in order (a table of contents). */
  headings: { id: string; text: string }[];
}

/** Renders Markdown to sanitised HTML. A `#` heading becomes an h2: the page's title is its h1. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const used = new Map<string, number>();
  const headings: RenderedMarkdown["headings"] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const level = Math.min(6, Math.max(2, depth));
        const text = plainText(tokens).trim();
        const base = slugify(text) || "sectiune";
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        if (level === 2) headings.push({ id, text });
        return `<h${level} id="${id}">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
    },
  });
  const tokens = marked.lexer(markdown);
  const paragraph = tokens.find((token): token is Tokens.Paragraph => token.type === "paragraph");
  const html = sanitizeHtml(marked.parser(tokens), SANITIZE);
  const summary = paragraph ? htmlToText(marked.parser([paragraph])) : "";
  return { html, summary, headings };
}
