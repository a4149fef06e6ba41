// /account/Return: start a return for lines of a delivered order (30 days), and follow returns.

import { data } from "react-router";
import { requireCustomer, sameOrigin } from "~/features/account/account-request.server";
import {
  ReturnForm,
  type ReturnFormErrors,
  type ReturnFormValues,
} from "~/features/account/components/return-form";
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
      { errors: { order: FOREIGN_FORM_MESSAGE } as ReturnFormErrors, done: false, sent: null },
      { status: 403, headers: NO_STORE },
    );
  }
  const quantities: Record<number, number> = {};
  const typedQuantities: Record<string, string> = {};
  for (const [name, value] of form) {
    const id = /^cantitate-(\d{1,10})$/.exec(name)?.[1];
    if (id && typeof value === "string" && /^\d{1,3}$/.test(value)) {
      quantities[Number(id)] = Number(value);
      typedQuantities[id] = value;
    }
  }
  const text = (name: string) => String(form.get(name) ?? "");
  const orderPublicId = text("comanda");
  const values: ReturnFormValues = {
    quantities: typedQuantities,
    reason: text("motiv"),
    refundMethod: text("rambursare"),
    iban: text("iban"),
  };
  const result = await startReturn(
    context.db,
    customer.customerId,
    {
      orderPublicId,
      quantities,
      reason: values.reason,
      refundMethod: values.refundMethod,
      iban: values.iban,
    },
    new Date(),
    context.store,
  );
  // A refusal sends back what was typed, and for which order's form: without JavaScript the page
  // is rendered anew, and would otherwise come back empty.
  return result.ok
    ? data({ errors: {} as ReturnFormErrors, done: true, sent: null }, { headers: NO_STORE })
    : data(
        { errors: result.errors, done: false, sent: { orderPublicId, values } },
        { status: 400, headers: NO_STORE },
      );
}

const NO_ERRORS: ReturnFormErrors = {};

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Retururi");
}

export default function AccountReturns({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? NO_ERRORS;
  // The refused order's form shows its own messages; the others (an order no longer offered, a
  // foreign form) have only the alert above the forms.
  const refused = actionData?.sent?.orderPublicId;
  const inForm = loaderData.orders.some((order) => order.publicId === refused);
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
      {!inForm && Object.values(errors).some(Boolean) ? (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {Object.values(errors).map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {loaderData.orders.length === 0 ? (
        <p>Nu ai comenzi livrate în ultimele {RETURN_DAYS} de zile care să poată fi returnate.</p>
      ) : (
        loaderData.orders.map((order) =>
          order.publicId === refused ? (
            <ReturnForm
              key={order.publicId}
              order={order}
              values={actionData?.sent?.values}
              errors={errors}
            />
          ) : (
            <ReturnForm key={order.publicId} order={order} />
          ),
        )
      )}
      <ReturnList returns={loaderData.returns} />
    </section>
  );
}
