// /account/Return: start a return for lines of a delivered order (30 days), and follow returns.

import { data } from "react-router";
import { requireCustomer, sameOrigin } from "~/features/account/account-request.server";
import { ReturnForm } from "~/features/account/components/return-form";
import { ReturnList } from "~/features/account/components/return-list";
import { RETURN_DAYS } from "~/features/account/returns";
import { listReturns, returnableOrders, startReturn } from "~/features/account/returns.server";
import { privatePageMeta } from "~/features/seo/meta";
import { FOREIGN_FORM_MESSAGE, NO_STORE } from "~/lib/http";
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
    context.store,
  );
  return result.ok
    ? data({ errors: {}, done: true }, { headers: NO_STORE })
    : data({ errors: result.errors, done: false }, { status: 400, headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Retururi");
}

export default function AccountReturns({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  return (
    <section className="flex flex-col gap-8">
      <h1 className="font-serif text-3xl font-bold">Retururi</h1>
      <p>
        Poți returna produsele primite în cel mult {RETURN_DAYS} de zile de la livrare. Primești
        înapoi ce ai plătit pentru ele, iar punctele de bonus primite pe ele se retrag.
      </p>
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
        loaderData.orders.map((order) => <ReturnForm key={order.publicId} order={order} />)
      )}
      <ReturnList returns={loaderData.returns} />
    </section>
  );
}
