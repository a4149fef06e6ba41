// GET /regulamente/{slug}.pdf: a campaign's rules (content_pages of kind "rules") as a PDF
// generated on the server. Its ETag follows the rules' last change, so a conditional request is
// answered 304 without generating anything. /regulamente/{slug} leads to the rules' page.
import { redirect } from "react-router";
import { contentHeaders, findRulesDocument } from "~/features/content/pages.server";
import { cachedRulesPdf, rulesPdfEtag } from "~/features/content/rules-pdf.server";
import { isNotModified } from "~/lib/conditional.server";
import { rulesPagePath } from "~/lib/paths";
import type { Route } from "./+types/rules-pdf";

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)(\.pdf)?$/;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const match = FILE.exec(params.file);
  const rules = match?.[1] ? await findRulesDocument(context.db, match[1]) : null;
  if (!rules) {
    return new Response("Documentul nu există.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
    });
  }
  if (!match?.[2]) throw redirect(rulesPagePath(rules.slug), 301);
  const etag = rulesPdfEtag(rules, context.store);
  const headers = new Headers(contentHeaders());
  headers.set("Content-Type", "application/pdf");
  headers.set("Content-Disposition", `inline; filename="${rules.slug}.pdf"`);
  headers.set("ETag", etag);
  if (isNotModified(request, { etag })) return new Response(null, { status: 304, headers });
  const pdf = await cachedRulesPdf(rules, context.store, etag);
  headers.set("Content-Length", String(pdf.length));
  return new Response(new Uint8Array(pdf), { headers });
}
