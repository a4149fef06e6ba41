import { describe, expect, it } from "vitest";
import { formatMarkdownFile, parseMarkdownFile, startsWithFrontMatter } from "./front-matter";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("drops scripts, event handlers, styles and javascript: links", () => {
    const { html } = renderMarkdown(
      [
        'Text <script>alert(\'x\')</script> și <b onclick="alert(1)" style="color:red">bold</b>.',
        "",
        '[apasă](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">aici</a>',
        "",
        '<img src="x" onerror="alert(3)"> <iframe src="https://rau.example"></iframe>',
      ].join("\n"),
    );
    expect(html).not.toMatch(/script|onclick|onerror|style=|javascript|iframe/i);
    expect(html).toContain("<b>bold</b>");
    expect(html).toContain("<a>apasă</a>");
  });

  it("marks links to other sites noopener, keeps the shop's own links as they are", () => {
    const { html } = renderMarkdown(
      '[ANPC](https://anpc.ro/ "Autoritatea") · [retur](/ajutor?section=4) · [e-mail](mailto:a@b.ro)',
    );
    expect(html).toContain(
      '<a href="https://anpc.ro/" title="Autoritatea" rel="noopener">ANPC</a>',
    );
    expect(html).toContain('<a href="/ajutor?section=4">retur</a>');
    expect(html).toContain('<a href="mailto:a@b.ro">e-mail</a>');
  });

  it("gives headings unique ids, shifts # to h2 and lists the h2s", () => {
    const { html, headings } = renderMarkdown(
      "# Întrebări\n\n## Livrare și plată\n\n### Cât durează?\n\n## Livrare și plată",
    );
    expect(html).toContain('<h2 id="intrebari">Întrebări</h2>');
    expect(html).toContain('<h2 id="livrare-si-plata">Livrare și plată</h2>');
    expect(html).toContain('<h3 id="cat-dureaza">Cât durează?</h3>');
    expect(html).toContain('<h2 id="livrare-si-plata-2">');
    expect(headings.map((h) => h.id)).toEqual([
      "intrebari",
      "livrare-si-plata",
      "livrare-si-plata-2",
    ]);
    // An author's own id must look like a slug.
    expect(renderMarkdown('<h2 id="x&quot; onmouseover=1">X</h2>').html).toBe("<h2>X</h2>");
  });

  it("keeps the FAQ's <details> and GitHub tables, and summarises the first paragraph as text", () => {
    const { html, summary } = renderMarkdown(
      "Prima **frază** cu [link](/x) & <script>ascuns()</script>restul.\n\n<details><summary>Întrebare?</summary>\n\nRăspuns.\n\n</details>\n\n| A | B |\n|---|---|\n| 1 | 2 |",
    );
    expect(html).toContain("<details><summary>Întrebare?</summary>");
    expect(html).toContain("<td>1</td>");
    expect(summary).toBe("Prima frază cu link & restul.");
  });
});

describe("Markdown files", () => {
  it("round-trip their fields and body", () => {
    const text = formatMarkdownFile(
      { title: "Despre noi", description: "Linia unu\nlinia doi: cu două puncte", position: 2 },
      "## Corp\n\nText.",
    );
    expect(parseMarkdownFile(text)).toEqual({
      fields: {
        title: "Despre noi",
        description: "Linia unu linia doi: cu două puncte",
        position: "2",
      },
      body: "## Corp\n\nText.",
    });
    expect(parseMarkdownFile("Doar text\r\n")).toEqual({ fields: {}, body: "Doar text" });
    expect(() => parseMarkdownFile("---\ntitle: x\n")).toThrow(/closing/);
    expect(() => parseMarkdownFile("---\nfără cheie\n---\n")).toThrow(/key: value/);
  });

  it("tell a file that starts with its fields from one that does not", () => {
    expect(startsWithFrontMatter("\uFEFF---\r\ntitle: X\r\n---\r\n\r\nText.")).toBe(true);
    expect(startsWithFrontMatter("---\n---\nOnly text")).toBe(true);
    expect(startsWithFrontMatter("Only text\n")).toBe(false);
    // What `npm run content -- export x > x.md` writes: npm's banner, then the file.
    const banner =
      "\n> coperta@0.1.0 content\n> tsx scripts/content.ts export x\n\n---\ntitle: X\n---\n\nText.\n";
    expect(startsWithFrontMatter(banner)).toBe(false);
  });
});
