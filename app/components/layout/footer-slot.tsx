// Where the footer goes. The footer is the same on every page (it changes with the catalogue),
// and React rendering its eighty links and the hydration data behind them cost every page about
// a tenth of its time. So the server renders it once per catalogue version into HTML
// (app/footer-html.server.tsx) and puts it in place of FOOTER_MARK as the page leaves
// (entry.server.tsx); the browser keeps what the server sent: React does not hydrate inside
// dangerouslySetInnerHTML, and later renders give it the same HTML, read from the page on load.
export const FOOTER_MARK = "<!--coperta:subsol-->";

const html = {
  __html:
    typeof document === "undefined"
      ? FOOTER_MARK
      : (document.getElementById("subsol")?.innerHTML ?? ""),
};

export function FooterSlot() {
  return (
    // Never compared during hydration; the warning in development would only repeat that.
    <div
      id="subsol"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup (renderToStaticMarkup on the server), or what the page already holds
      dangerouslySetInnerHTML={html}
    />
  );
}
