// The category tree, read from the in-memory catalogue index: menus, breadcrumbs, category pages.
import { eq } from "drizzle-orm";
import { categoryPath } from "~/lib/paths";
import type { Database } from "../../../db/client.server";
import { categories } from "../../../db/schema";
import type { IndexedCategory } from "./list-index/catalogue-index";
import { cachedByCatalogue, catalogueIndex } from "./list-index/index-store.server";
import type { MenuCategory } from "./types";

const byPosition = (a: IndexedCategory, b: IndexedCategory) =>
  a.position - b.position || a.name.localeCompare(b.name, "ro");

/** Top-level categories in menu order, each with its sub-categories (spec: GET /api/categoryMenu). */
export async function categoryMenu(db: Database): Promise<MenuCategory[]> {
  const index = await catalogueIndex(db);
  const all = [...index.categories.values()].sort(byPosition);
  return all
    .filter((c) => c.parentId === null)
    .map((top) => ({
      id: top.id,
      name: top.name,
      url: categoryPath(top.slug),
      icon: top.icon,
      subCategories: all
        .filter((c) => c.parentId === top.id)
        .map((c) => ({ id: c.id, name: c.name, url: categoryPath(c.slug) })),
    }));
}

export interface CategoryPageInfo {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** From the top-level category down to this one. */
  trail: { name: string; slug: string }[];
  children: { name: string; slug: string }[];
}

export function findCategory(db: Database, slug: string): Promise<CategoryPageInfo | null> {
  return cachedByCatalogue(db, `category:${slug}`, () => loadCategory(db, slug));
}

async function loadCategory(db: Database, slug: string): Promise<CategoryPageInfo | null> {
  const index = await catalogueIndex(db);
  const id = index.categoryIdBySlug.get(slug);
  const category = id === undefined ? undefined : index.categories.get(id);
  if (!category) return null;
  const [row] = await db
    .select({ description: categories.description })
    .from(categories)
    .where(eq(categories.id, category.id))
    .limit(1);
  const trail: CategoryPageInfo["trail"] = [];
  for (let current: IndexedCategory | undefined = category; current; ) {
    trail.unshift({ name: current.name, slug: current.slug });
    current = current.parentId === null ? undefined : index.categories.get(current.parentId);
  }
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: row?.description ?? "",
    trail,
    children: [...index.categories.values()]
      .filter((c) => c.parentId === category.id)
      .sort(byPosition)
      .map((c) => ({ name: c.name, slug: c.slug })),
  };
}
