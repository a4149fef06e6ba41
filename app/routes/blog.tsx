// /blog (?pagina=N): the published articles, newest first.

import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { Pagination } from "~/features/catalogue/components/pagination";
import { blogPage } from "~/features/content/blog.server";
import { contentHeaders } from "~/features/content/pages.server";
import { breadcrumbJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { formatShopDate } from "~/lib/dates";
import { loaderCacheHeaders, notFound } from "~/lib/http";
import { parsePageNumber } from "~/lib/page-number";
import { BLOG_PATH, blogPostPath } from "~/lib/paths";
import type { Route } from "./+types/blog";

const hrefFor = (page: number) => (page > 1 ? `${BLOG_PATH}?pagina=${page}` : BLOG_PATH);

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePageNumber(new URL(request.url).searchParams.get("pagina"), 10_000);
  if (page === null) throw notFound();
  const blog = await blogPage(context.db, { page, now: new Date() });
  if (!blog) throw notFound();
  return data(
    { blog, storeUrl: context.store.publicUrl, canonical: hrefFor(blog.page) },
    { headers: contentHeaders() },
  );
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return notFoundMeta();
  const { blog, storeUrl, canonical } = loaded;
  return pageMeta({
    title: `Blog${blog.page > 1 ? ` – pagina ${blog.page}` : ""}`,
    description:
      "Recomandări de lectură, interviuri și povești din librărie și din editură, scrise de echipa Coperta.",
    canonical: `${storeUrl}${canonical}`,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: "Blogul Coperta",
        url: `${storeUrl}${BLOG_PATH}`,
        blogPost: blog.posts.map((post) => ({
          "@type": "BlogPosting",
          headline: post.title,
          url: `${storeUrl}${blogPostPath(post.slug)}`,
          datePublished: post.publishedAt,
          author: { "@type": "Person", name: post.authorName },
        })),
      },
      breadcrumbJsonLd(storeUrl, [{ name: "Blog", url: BLOG_PATH }]),
    ],
  });
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { blog } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ name: "Blog", url: BLOG_PATH }]} />
      <h1 className="mb-2 font-serif text-3xl font-bold">Blogul Coperta</h1>
      <p className="mb-8 max-w-3xl text-stone-700">
        Recomandări de lectură, interviuri și povești din librărie și din editură.
      </p>
      {blog.posts.length === 0 ? (
        <p>Nu am publicat încă niciun articol. Revino curând!</p>
      ) : (
        <ol className="grid gap-6 md:grid-cols-2">
          {blog.posts.map((post) => (
            <li key={post.slug}>
              <article className="h-full rounded-lg border border-stone-200 p-5">
                <h2 className="font-serif text-xl font-bold">
                  <PageLink
                    to={blogPostPath(post.slug)}
                    className="hover:underline"
                    prefetch="intent"
                  >
                    {post.title}
                  </PageLink>
                </h2>
                <p className="mt-1 text-sm text-stone-600">
                  <time dateTime={post.publishedAt}>
                    {formatShopDate(new Date(post.publishedAt))}
                  </time>{" "}
                  · {post.authorName}
                </p>
                <p className="mt-3 text-stone-800">{post.excerpt}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={blog.page} pageCount={blog.pageCount} hrefFor={hrefFor} />
    </>
  );
}
