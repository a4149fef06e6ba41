// /produs-reviews: a customer reviews the books they received (spec section 2 lists it among
// the pages without navigation). One book's form at a time (?carte=<id>), the list otherwise.

import { data, redirect } from "react-router";
import { CoverThumb } from "~/components/ui/cover-thumb";
import { PageLink } from "~/components/ui/page-link";
import { requireCustomer, sameOrigin } from "~/features/account/account-request.server";
import { ReviewFormView } from "~/features/reviews/components/review-form-view";
import {
  type ReviewableBook,
  reviewableBooks,
  submitReview,
} from "~/features/reviews/customer-reviews.server";
import { REVIEW_REFUSALS } from "~/features/reviews/review-form";
import { parseReviewForm } from "~/features/reviews/review-form.server";
import { privatePageMeta } from "~/features/seo/meta";
import { FOREIGN_FORM_MESSAGE, NO_STORE } from "~/lib/http";
import { bookPath } from "~/lib/paths";
import { readForm } from "~/lib/request-body.server";
import { enforceLimit } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Route } from "./+types/product-reviews";

export const handle = { bareLayout: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const books = await reviewableBooks(context.db, customer.customerId);
  const url = new URL(request.url);
  const chosen = Number(url.searchParams.get("carte"));
  const selected = books.find((book) => book.bookId === chosen && book.review === null) ?? null;
  return data(
    { books, selected, thanks: url.searchParams.get("trimis") === "1" },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context);
  const form = await readForm(request);
  if (!sameOrigin(request)) {
    return data(
      { errors: { body: FOREIGN_FORM_MESSAGE }, values: {} },
      { status: 403, headers: NO_STORE },
    );
  }
  const values = {
    rating: String(form.get("rating") ?? ""),
    title: String(form.get("title") ?? ""),
    body: String(form.get("body") ?? ""),
  };
  const parsed = parseReviewForm(form);
  if (!parsed.ok)
    return data({ errors: parsed.errors, values }, { status: 400, headers: NO_STORE });
  await enforceLimit(
    context.db,
    THROTTLE_RULES.reviewPerCustomer,
    String(customer.customerId),
    "page",
  );
  const result = await submitReview(context.db, customer, parsed.input);
  if (!result.ok) {
    return data(
      { errors: { body: REVIEW_REFUSALS[result.reason] }, values },
      { status: 409, headers: NO_STORE },
    );
  }
  throw redirect("/produs-reviews?trimis=1", { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Recenziile tale");
}

const STATUS_TEXT = {
  pending: "Trimisă — o citim și o publicăm în curând.",
  published: "Publicată pe pagina cărții.",
  rejected: "Nepublicată: nu respectă regulile recenziilor.",
} as const;

export default function ProductReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { books, selected, thanks } = loaderData;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="font-serif text-3xl font-bold">Recenziile tale</h1>
      {thanks ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3">
          Mulțumim! Recenzia ta va apărea pe pagina cărții după ce o citim.
        </p>
      ) : null}
      {selected ? (
        <ReviewFormView
          bookId={selected.bookId}
          bookTitle={selected.title}
          errors={actionData?.errors}
          values={actionData?.values}
        />
      ) : null}
      {books.length === 0 ? (
        <p>
          Încă nu ai cărți livrate pentru care să scrii o recenzie. Comenzile tale sunt în{" "}
          <PageLink to="/account/orders" className="font-semibold text-brand-800 underline">
            contul tău
          </PageLink>
          .
        </p>
      ) : (
        <BookList books={books} />
      )}
      <p>
        <PageLink to="/account/account" className="text-brand-800 underline">
          Înapoi la contul meu
        </PageLink>
      </p>
    </section>
  );
}

function BookList({ books }: { books: ReviewableBook[] }) {
  return (
    <ul aria-label="Cărțile primite" className="flex flex-col divide-y divide-stone-200">
      {books.map((book) => (
        <li key={book.bookId} className="flex items-center gap-4 py-3">
          <CoverThumb src={book.cover?.smallUrl ?? null} srcWebP={book.cover?.smallUrlWebp} />
          <div className="flex flex-1 flex-col gap-1">
            <PageLink to={bookPath(book.slug)} className="font-semibold hover:underline">
              {book.title}
            </PageLink>
            {book.review ? (
              <p className="text-sm text-stone-700">
                {book.review.rating} din 5 stele · {STATUS_TEXT[book.review.status]}
              </p>
            ) : (
              <a
                href={`/produs-reviews?carte=${book.bookId}#recenzie-titlu`}
                className="self-start text-sm font-semibold text-brand-800 underline"
              >
                Scrie o recenzie<span className="sr-only"> pentru „{book.title}”</span>
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
