// /blog/{slug}: one published article, with the books it mentions as the catalogue's cards.
import { data, redirect } from "react-router";
import { BookCardGrid } from "~/features/catalogue/components/book-card-grid";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { findBlogPost } from "~/features/content/blog.server";
import { Prose } from "~/features/content/components/prose";
import { contentHeaders } from "~/features/content/pages.server";
import { breadcrumbJsonLd, notFoundMeta, pageMeta, SITE_NAME } from "~/features/seo/meta";
import { formatShopDate, todayInShop } from "~/lib/dates";
import { loaderCacheHeaders, notFound } from "~/lib/http";
import { BLOG_PATH, blogPostPath } from "~/lib/paths";
import { normaliseUrlSegment } from "~/lib/slug";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = normaliseUrlSegment(params.slug);
  const now = new Date();
  const post = slug ? await findBlogPost(context.db, slug, { now, today: todayInShop(now) }) : null;
  if (!post) throw notFound();
  if (params.slug !== post.slug) throw redirect(blogPostPath(post.slug), 301);
  return data({ post, storeUrl: context.store.publicUrl }, { headers: contentHeaders() });
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return notFoundMeta();
  const { post, storeUrl } = loaded;
  const url = `${storeUrl}${blogPostPath(post.slug)}`;
  return pageMeta({
    title: post.title,
    description: post.excerpt,
    canonical: url,
    type: "website",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        url,
        mainEntityOfPage: url,
        inLanguage: "ro",
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        author: { "@type": "Person", name: post.authorName },
        publisher: { "@type": "Organization", name: SITE_NAME, url: storeUrl },
      },
      breadcrumbJsonLd(storeUrl, [
        { name: "Blog", url: BLOG_PATH },
        { name: post.title, url: blogPostPath(post.slug) },
      ]),
    ],
  });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <>
      <Breadcrumbs
        items={[
          { name: "Blog", url: BLOG_PATH },
          { name: post.title, url: blogPostPath(post.slug) },
        ]}
      />
      <article>
        <header className="mb-6 max-w-3xl">
          <h1 className="font-serif text-3xl font-bold">{post.title}</h1>
          <p className="mt-2 text-sm text-stone-600">
            <time dateTime={post.publishedAt}>{formatShopDate(new Date(post.publishedAt))}</time> ·{" "}
            {post.authorName}
          </p>
          <p className="mt-4 text-lg text-stone-800">{post.excerpt}</p>
        </header>
        <Prose html={post.html} />
      </article>
      {post.books.length > 0 ? (
        <section aria-labelledby="carti-din-articol" className="mt-10">
          <h2 id="carti-din-articol" className="mb-4 text-xl font-bold">
            Cărțile din articol
          </h2>
          <BookCardGrid books={post.books} />
        </section>
      ) : null}
    </>
  );
}
