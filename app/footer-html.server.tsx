// The footer's HTML, rendered once per catalogue version (layoutNavigation and footerContent are
// cached until the catalogue changes, a minute at most) and year, for
// components/layout/footer-slot.tsx.
import { renderToStaticMarkup } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import { SiteFooter } from "./components/layout/site-footer";
import { layoutNavigation } from "./features/catalogue/navigation.server";
import type { LayoutNavigation } from "./features/catalogue/types";
import { footerContent } from "./features/content/footer-content.server";
import type { FooterContent } from "./features/content/types";
import { todayInShop, yearInShop } from "./lib/dates";

const rendered = new WeakMap<LayoutNavigation, WeakMap<FooterContent, Map<string, string>>>();

export async function footerHtml(context: AppLoadContext): Promise<string> {
  const [navigation, content] = await Promise.all([
    layoutNavigation(context.db, todayInShop()),
    footerContent(context.db),
  ]);
  const year = yearInShop();
  let byContent = rendered.get(navigation);
  if (!byContent) {
    byContent = new WeakMap();
    rendered.set(navigation, byContent);
  }
  let byYear = byContent.get(content);
  if (!byYear) {
    byYear = new Map();
    byContent.set(content, byYear);
  }
  let html = byYear.get(`${year}`);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <SiteFooter store={context.store} year={year} footer={navigation.footer} content={content} />,
    );
    byYear.set(`${year}`, html);
  }
  return html;
}
