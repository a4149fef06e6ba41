// The footer's HTML, rendered once per catalogue version (layoutNavigation is cached until the
// catalogue changes, a minute at most) and year, for components/layout/footer-slot.tsx.
import { renderToStaticMarkup } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import { SiteFooter } from "./components/layout/site-footer";
import { layoutNavigation } from "./features/catalogue/navigation.server";
import type { LayoutNavigation } from "./features/catalogue/types";
import { todayInShop, yearInShop } from "./lib/dates";

const rendered = new WeakMap<LayoutNavigation, Map<string, string>>();

export async function footerHtml(context: AppLoadContext): Promise<string> {
  const navigation = await layoutNavigation(context.db, todayInShop());
  const year = yearInShop();
  let byYear = rendered.get(navigation);
  if (!byYear) {
    byYear = new Map();
    rendered.set(navigation, byYear);
  }
  let html = byYear.get(`${year}`);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <SiteFooter store={context.store} year={year} footer={navigation.footer} />,
    );
    byYear.set(`${year}`, html);
  }
  return html;
}
