// Campaign rules (content_pages of kind "rules") as PDF documents, generated on the server from
// the same Markdown as their page, with PDFKit. The PDF's standard fonts cannot write ș ț ă î â,
// so DejaVu Serif (from the dejavu-fonts-ttf package, read from disk once) is embedded, subset
// to the glyphs used. Nothing is fetched at run time.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Lexer, type Token, type Tokens } from "marked";
import PDFDocument from "pdfkit";
import { etagOf } from "~/lib/csp.server";
import { formatShopDate } from "~/lib/dates";
import { memoryCache } from "~/lib/memory-cache.server";
import type { PublicStore } from "~/lib/store";

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSerif.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf",
  italic: "dejavu-fonts-ttf/ttf/DejaVuSerif-Italic.ttf",
  boldItalic: "dejavu-fonts-ttf/ttf/DejaVuSerif-BoldItalic.ttf",
} as const;
type FontName = keyof typeof FONT_FILES;

let fonts: Record<FontName, Buffer> | null = null;
function fontData(): Record<FontName, Buffer> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  ) as Record<FontName, Buffer>;
  return fonts;
}

/** Bumped when the layout below changes, so that cached copies are not taken for current. */
const LAYOUT_VERSION = 1;

export interface RulesDocument {
  slug: string;
  title: string;
  body: string;
  updatedAt: Date;
}

/** The validator of a document's PDF: known before generating it, so a 304 costs no PDF. */
export function rulesPdfEtag(doc: RulesDocument, store: PublicStore): string {
  return etagOf(
    [LAYOUT_VERSION, doc.slug, doc.updatedAt.toISOString(), store.legalName, store.publicUrl].join(
      "\n",
    ),
  );
}

const SIZE = { body: 10.5, h1: 18, h2: 13.5, h3: 11.5, small: 8.5 };
const MARGIN = 56;

interface Run {
  text: string;
  font: FontName;
  link?: string;
}

/** Inline tokens as runs of text in one font each (bold, italic), links kept as annotations. */
function runsOf(tokens: Token[] | undefined, bold = false, italic = false, link?: string): Run[] {
  if (!tokens) return [];
  const font = (b: boolean, i: boolean): FontName =>
    b && i ? "boldItalic" : b ? "bold" : i ? "italic" : "regular";
  return tokens.flatMap((token): Run[] => {
    switch (token.type) {
      case "strong":
        return runsOf((token as Tokens.Strong).tokens, true, italic, link);
      case "em":
        return runsOf((token as Tokens.Em).tokens, bold, true, link);
      case "link": {
        const href = (token as Tokens.Link).href;
        return runsOf(
          (token as Tokens.Link).tokens,
          bold,
          italic,
          /^(https?|mailto):/.test(href) ? href : link,
        );
      }
      case "br":
        return [{ text: "\n", font: font(bold, italic) }];
      case "html":
        return [];
      default: {
        if ("tokens" in token && token.tokens) return runsOf(token.tokens, bold, italic, link);
        const text = "text" in token ? decodeEntities(String(token.text)) : "";
        return text ? [{ text, font: font(bold, italic), ...(link ? { link } : {}) }] : [];
      }
    }
  });
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

type Doc = PDFKit.PDFDocument;

function writeRuns(doc: Doc, runs: Run[], options: PDFKit.Mixins.TextOptions = {}) {
  if (runs.length === 0) return;
  runs.forEach((run, i) => {
    doc.font(run.font).text(run.text, {
      ...options,
      continued: i < runs.length - 1,
      link: run.link ?? null,
      underline: Boolean(run.link),
    });
  });
}

function writeBlock(doc: Doc, token: Token, indent: number) {
  const left = MARGIN + indent;
  const width = doc.page.width - MARGIN - left;
  switch (token.type) {
    case "heading": {
      const { depth, tokens } = token as Tokens.Heading;
      doc.moveDown(0.6);
      doc.fontSize(depth <= 2 ? SIZE.h2 : SIZE.h3);
      writeRuns(
        doc,
        runsOf(tokens).map((run) => ({ ...run, font: "bold" })),
        { width },
      );
      doc.moveDown(0.3).fontSize(SIZE.body);
      return;
    }
    case "paragraph":
    case "text":
      doc.fontSize(SIZE.body);
      doc.x = left;
      writeRuns(doc, runsOf((token as Tokens.Paragraph).tokens), { width });
      doc.moveDown(0.5);
      return;
    case "list": {
      const list = token as Tokens.List;
      const start = typeof list.start === "number" ? list.start : 1;
      list.items.forEach((item, i) => {
        const marker = list.ordered ? `${start + i}.` : "•";
        const y = doc.y;
        doc.font("regular").fontSize(SIZE.body).text(marker, left, y, { width: 18 });
        doc.y = y;
        for (const child of item.tokens) writeBlock(doc, child, indent + 18);
      });
      doc.x = left;
      doc.moveDown(0.3);
      return;
    }
    case "blockquote":
      for (const child of (token as Tokens.Blockquote).tokens) writeBlock(doc, child, indent + 18);
      return;
    case "table": {
      const table = token as Tokens.Table;
      for (const row of [table.header, ...table.rows]) {
        const line = row
          .map((cell) =>
            runsOf(cell.tokens)
              .map((run) => run.text)
              .join(""),
          )
          .join(" · ");
        doc
          .font(row === table.header ? "bold" : "regular")
          .fontSize(SIZE.body)
          .text(line, left, doc.y, { width });
      }
      doc.moveDown(0.5);
      return;
    }
    case "hr":
      doc
        .moveDown(0.3)
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .strokeColor("#999")
        .stroke();
      doc.moveDown(0.6);
      return;
    default:
      return;
  }
}

/** The rules as a PDF (A4, numbered pages, the shop's legal identity on every page). */
export function rulesPdf(rules: RulesDocument, store: PublicStore): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: "ro-RO",
    displayTitle: true,
    // Fixed dates keep the same source giving the same bytes on every instance.
    info: {
      Title: rules.title,
      Author: store.legalName,
      Subject: `Regulament ${store.name}`,
      CreationDate: rules.updatedAt,
      ModDate: rules.updatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const [name, data] of Object.entries(fontData())) doc.registerFont(name, data);

  doc.font("bold").fontSize(SIZE.h1).text(rules.title, { align: "center" });
  doc
    .moveDown(0.3)
    .font("regular")
    .fontSize(SIZE.small)
    .fillColor("#555")
    .text(`${store.legalName}, ${store.legalLine}`, { align: "center" })
    .text(`Ultima actualizare: ${formatShopDate(rules.updatedAt)}`, { align: "center" });
  doc.fillColor("#000").moveDown(1.2);
  for (const token of Lexer.lex(rules.body, { gfm: true })) writeBlock(doc, token, 0);

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.height - MARGIN;
    // Writing below the bottom margin would open a new page: lift it for the footer line.
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(SIZE.small)
      .fillColor("#555")
      .text(`${store.legalName} · pagina ${i + 1} din ${range.count}`, MARGIN, bottom, {
        width: doc.page.width - 2 * MARGIN,
        align: "center",
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

const generated = memoryCache<Buffer>("documents", { sizeOf: (pdf) => pdf.length });

/** The PDF of `etag` (rulesPdfEtag), generated once per instance while it stays in the budget. */
export function cachedRulesPdf(rules: RulesDocument, store: PublicStore, etag: string) {
  return generated.memo(etag, () => rulesPdf(rules, store));
}
