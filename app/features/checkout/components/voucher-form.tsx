import { Form } from "react-router";
import type { QuoteVoucher } from "~/features/cart/quote";

/** Step 3's voucher: the code in force with what it does (and a way to remove it), or a field. */
export function VoucherForm({
  voucher,
  typed,
  error,
}: {
  voucher: QuoteVoucher | null;
  typed: string;
  error: string | undefined;
}) {
  if (voucher) {
    return (
      <Form method="post" className="flex flex-col gap-2 rounded border border-stone-300 p-3">
        <p className="font-semibold">
          Voucher: <span className="font-mono">{voucher.code}</span>
        </p>
        <p role="status" className={voucher.applied ? "text-green-800" : "text-red-800"}>
          {voucher.message}
        </p>
        <button
          type="submit"
          name="intent"
          value="remove-voucher"
          className="self-start rounded border border-stone-400 px-4 py-2 font-semibold"
        >
          Renunță la voucher
        </button>
      </Form>
    );
  }
  return (
    <Form method="post" noValidate className="flex flex-col gap-1">
      <label htmlFor="f-voucher" className="text-sm font-semibold">
        Ai un voucher?
      </label>
      <div className="flex gap-2">
        <input
          id="f-voucher"
          name="voucher"
          defaultValue={typed}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "f-voucher-error" : undefined}
          className="w-full max-w-xs rounded border border-stone-400 px-3 py-2"
        />
        <button
          type="submit"
          name="intent"
          value="voucher"
          className="rounded border border-stone-400 px-4 py-2 font-semibold"
        >
          Aplică
        </button>
      </div>
      {error ? (
        <p id="f-voucher-error" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
