// What a drawn prize says: the server's (sanitised) HTML message and the voucher it issued.
import type { DrawResult } from "../types";
import { VoucherBadge } from "./surprise-art";

export function PrizeMessage({ result }: { result: DrawResult }) {
  const html = { __html: result.prize.name };
  return (
    <div className="flex flex-col items-center gap-3">
      <div
        className="text-lg font-semibold text-brand-800"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises prize messages (sanitize-html) before they leave it
        dangerouslySetInnerHTML={html}
      />
      {result.code ? (
        <>
          <VoucherBadge code={result.code} />
          <p className="text-sm text-stone-700">Premiul se aplică automat în coș.</p>
        </>
      ) : null}
      {result.repeated ? (
        <p className="text-sm text-stone-600">Acesta este premiul pe care l-ai câștigat deja.</p>
      ) : null}
    </div>
  );
}
