// /account/Return: start a return for lines of a delivered order (30 days), and follow returns.
import { data, Form } from "react-router";
import { requireCustomer, sameOrigin } from "~/features/account/account-request.server";
import { REFUND_METHODS, RETURN_DAYS, RETURN_REASONS } from "~/features/account/returns";
import { listReturns, returnableOrders, startReturn } from "~/features/account/returns.server";
import { FOREIGN_FORM_MESSAGE, NO_STORE } from "~/lib/http";
import { formatLei } from "~/lib/money";
import { readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/account-returns";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const [orders, returns] = await Promise.all([
    returnableOrders(context.db, customer.customerId, new Date()),
    listReturns(context.db, customer.customerId),
  ]);
  return data({ orders, returns }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context);
  const form = await readForm(request);
  if (!sameOrigin(request)) {
    return data(
      { errors: { order: FOREIGN_FORM_MESSAGE }, done: false },
      { status: 403, headers: NO_STORE },
    );
  }
  const quantities: Record<number, number> = {};
  for (const [name, value] of form) {
    const id = /^cantitate-(\d{1,10})$/.exec(name)?.[1];
    if (id && typeof value === "string" && /^\d{1,3}$/.test(value))
      quantities[Number(id)] = Number(value);
  }
  const text = (name: string) => String(form.get(name) ?? "");
  const result = await startReturn(
    context.db,
    customer.customerId,
    {
      orderPublicId: text("comanda"),
      quantities,
      reason: text("motiv"),
      refundMethod: text("rambursare"),
      iban: text("iban"),
    },
    new Date(),
  );
  return result.ok
    ? data({ errors: {}, done: true }, { headers: NO_STORE })
    : data({ errors: result.errors, done: false }, { status: 400, headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return [{ title: "Retururi" }, { name: "robots", content: "noindex" }];
}

export default function AccountReturns({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  return (
    <section className="flex flex-col gap-8">
      <h1 className="font-serif text-3xl font-bold">Retururi</h1>
      <p>Poți returna produsele primite în cel mult {RETURN_DAYS} de zile de la livrare.</p>
      {actionData?.done ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3">
          Am primit cererea de retur. Îți scriem cum trimiți coletul.
        </p>
      ) : null}
      {Object.values(errors).filter(Boolean).length > 0 ? (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {Object.values(errors).map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {loaderData.orders.length === 0 ? (
        <p>Nu ai comenzi livrate în ultimele {RETURN_DAYS} de zile care să poată fi returnate.</p>
      ) : (
        loaderData.orders.map((order) => (
          <Form
            key={order.publicId}
            method="post"
            className="flex flex-col gap-4 rounded border border-stone-200 p-4"
          >
            <h2 className="text-xl font-bold">Comanda nr. {order.number}</h2>
            <input type="hidden" name="comanda" value={order.publicId} />
            <fieldset className="flex flex-col gap-2">
              <legend className="font-semibold">Ce returnezi</legend>
              {order.lines.map((line) => (
                <label key={line.bookId} className="flex items-center justify-between gap-4">
                  <span>
                    {line.title} ({formatLei(line.unitPrice)}
                    {line.refund < line.unitPrice
                      ? `; primești ${formatLei(line.refund)} pe exemplar, după reducerea comenzii`
                      : ""}
                    )
                  </span>
                  <select
                    name={`cantitate-${line.bookId}`}
                    defaultValue="0"
                    className="rounded border border-stone-400 px-2 py-1"
                    aria-label={`Exemplare de returnat: ${line.title}`}
                  >
                    {Array.from({ length: line.returnable + 1 }, (_, n) => n).map((copies) => (
                      <option key={copies} value={String(copies)}>
                        {copies}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </fieldset>
            <label className="flex flex-col gap-1">
              <span className="font-semibold">Motivul</span>
              <select
                name="motiv"
                defaultValue=""
                className="rounded border border-stone-400 px-3 py-2"
              >
                <option value="">Alege motivul</option>
                {Object.entries(RETURN_REASONS).map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="flex flex-col gap-1">
              <legend className="font-semibold">Cum îți dăm banii înapoi</legend>
              {Object.entries(REFUND_METHODS).map(([code, label]) => (
                <label key={code} className="flex items-center gap-2">
                  <input type="radio" name="rambursare" value={code} />
                  {label}
                </label>
              ))}
            </fieldset>
            <label className="flex flex-col gap-1">
              <span className="font-semibold">IBAN (doar pentru transfer bancar)</span>
              <input
                name="iban"
                autoComplete="off"
                className="rounded border border-stone-400 px-3 py-2"
              />
            </label>
            <button
              type="submit"
              className="self-start rounded bg-brand-700 px-6 py-2 font-semibold text-white"
            >
              Trimite cererea de retur
            </button>
          </Form>
        ))
      )}
      <section aria-labelledby="returns-title">
        <h2 id="returns-title" className="mb-2 text-xl font-bold">
          Cererile tale
        </h2>
        {loaderData.returns.length === 0 ? (
          <p>Nu ai cereri de retur.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {loaderData.returns.map((item) => (
              <li key={item.id} className="rounded border border-stone-200 p-3 text-sm">
                Returul nr. {item.id} pentru comanda nr. {item.number}:{" "}
                <strong>{item.statusLabel}</strong> · {formatLei(item.amount)} · {item.refundLabel}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
