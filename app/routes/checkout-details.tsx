// /cos/detalii-comanda, step 1 of checkout. Entered from the cart (intent "enter": the cart's
// lines are held for the reservation time), then contact, delivery address and invoice.

import { data, redirect } from "react-router";
import { applySavedAddress, saveCheckoutAddress } from "~/features/account/address-book.server";
import {
  checkoutStartValues,
  readCheckoutAccount,
  savedAddressOptions,
} from "~/features/account/checkout-account.server";
import { CheckoutLoginLink } from "~/features/account/components/checkout-login-link";
import { isHeld, saveDetails } from "~/features/checkout/checkout.server";
import {
  backToCart,
  requireCheckout,
  requireOpenCheckout,
} from "~/features/checkout/checkout-request.server";
import { CheckoutFrame } from "~/features/checkout/components/checkout-frame";
import { DetailsForm } from "~/features/checkout/components/details-form";
import { submittedDetails, toFormFields } from "~/features/checkout/details-fields";
import { detailsToFormValues, parseDetailsForm } from "~/features/checkout/details-form";
import { enterCheckoutFromForm } from "~/features/checkout/enter-checkout.server";
import { findPickupPoint, listAllPickupPoints } from "~/features/checkout/pickup-points.server";
import { privatePageMeta } from "~/features/seo/meta";
import { NO_STORE } from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/checkout-details";

export const handle = { checkoutStep: 1 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const [state, pickupPoints, account] = await Promise.all([
    requireOpenCheckout(request, context.db, now),
    listAllPickupPoints(context.db),
    readCheckoutAccount(context.db, request, now),
  ]);
  // Logged in: the account's contact and default address start the form, its book is offered.
  const accepted = state.details ? detailsToFormValues(state.details) : null;
  const values = account ? checkoutStartValues(account, accepted) : (accepted ?? {});
  return data(
    {
      reservedUntil: state.reservedUntil.getTime(),
      remaining: state.reservedUntil.getTime() - now.getTime(),
      reachable: (state.details ? (state.methods ? 3 : 2) : 1) as 1 | 2 | 3,
      values: toFormFields(values, values.deliveryKind) as Record<string, string>,
      pickupPoints,
      savedAddresses: account ? savedAddressOptions(account.addresses) : [],
      loggedIn: account !== null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const now = new Date();
  if (fields.intent === "enter") {
    return enterCheckoutFromForm(
      request,
      context,
      { lines: fields.lines, giftCards: fields.giftCards },
      now,
    );
  }

  // An expired hold still takes the details: they wait for the shopper's return from the cart.
  const state = await requireCheckout(request, context.db);
  const account =
    fields.savedAddress || fields.saveAddress
      ? await readCheckoutAccount(context.db, request, now)
      : null;
  const submitted = account ? applySavedAddress(fields, account.addresses) : fields;
  const parsed = parseDetailsForm(submittedDetails(submitted));
  let errors = parsed.ok ? {} : parsed.errors;
  if (parsed.ok && parsed.details.delivery.kind === "pickup") {
    const point = await findPickupPoint(context.db, parsed.details.delivery.pickupPointId);
    if (!point || point.county !== parsed.details.delivery.county) {
      errors = { pickupPointId: "Punctul ales nu mai este disponibil: alege altul." };
    }
  }
  if (!parsed.ok || Object.keys(errors).length > 0) {
    return data(
      {
        errors: toFormFields(errors, fields.deliveryKind),
        values: submitted,
      },
      { status: 400, headers: NO_STORE },
    );
  }
  await saveDetails(context.db, state.tokenHash, parsed.details, now);
  const delivery = parsed.details.delivery;
  if (account && fields.saveAddress === "da" && delivery.kind === "address") {
    await saveCheckoutAddress(context.db, account.customerId, delivery, now);
  }
  if (!isHeld(state, now)) return backToCart("expired");
  return redirect("/cos/detalii-comanda-2", { status: 303, headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Date de livrare — Finalizează comanda");
}

export default function CheckoutDetails({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  return (
    <CheckoutFrame
      account={<CheckoutLoginLink back="/cos/detalii-comanda" />}
      step={1}
      reachable={loaderData.reachable}
      reservedUntil={loaderData.reservedUntil}
      remaining={loaderData.remaining}
      title="Date de livrare și facturare"
    >
      <DetailsForm
        key={actionData ? "after-submit" : "loaded"}
        values={values}
        errors={actionData?.errors ?? {}}
        pickupPoints={loaderData.pickupPoints}
        savedAddresses={loaderData.savedAddresses}
        offerSaveAddress={loaderData.loggedIn}
      />
    </CheckoutFrame>
  );
}
