// The fixed category tree: top-level categories first (ids 1..15), then their sub-categories.
import { slugify } from "../../../app/lib/slug";
import { CATEGORY_TREE } from "../data/categories";
import type { CatalogueDraft, TopCategory } from "./context";
import { SlugRegistry } from "./identifiers";

export function buildCategories(draft: CatalogueDraft): void {
  const slugs = new SlugRegistry();
  let id = 0;
  CATEGORY_TREE.forEach((seed, position) => {
    id += 1;
    slugs.claim(seed.slug);
    const top: TopCategory = {
      id,
      slug: seed.slug,
      weight: seed.weight,
      foreignShare: seed.foreignShare,
      subs: [],
    };
    draft.tops.push(top);
    draft.topBySlug.set(seed.slug, top);
    draft.rows.categories.push({
      id,
      parentId: null,
      slug: seed.slug,
      name: seed.name,
      icon: seed.icon,
      description: seed.description,
      position,
    });
  });
  CATEGORY_TREE.forEach((seed, topIndex) => {
    const top = draft.tops[topIndex] as TopCategory;
    seed.children.forEach((child, position) => {
      id += 1;
      const own = slugify(child.name);
      // A sub-category named like another one elsewhere takes its parent's slug as prefix.
      const slug = slugs.has(own) ? slugs.claim(`${seed.slug}-${own}`) : slugs.claim(own);
      top.subs.push({ id, seed: child });
      draft.rows.categories.push({
        id,
        parentId: top.id,
        slug,
        name: child.name,
        icon: "",
        description: child.description,
        position,
      });
    });
  });
}
