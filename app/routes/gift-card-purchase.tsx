// /vouchercadou: buy a gift voucher. The form creates a draft row on the server and the browser's
// cart gets a line naming it by a random reference; the cart quote and the order price it from
// the row. Once the order is paid, the recipient gets the code by e-mail.
import { useEffect } from "react";
import { data } from "react-router";
import { addGiftCardLine, giftCardToCartLine } from "~/features/cart/cart-lines";
import { cartList } from "~/features/cart/cart-store";
import { GiftCardAdded, GiftCardForm } from "~/features/gift-cards/components/gift-card-form";
import { createGiftCardDraft } from "~/features/gift-cards/drafts.server";
import {
  lastSendDay,
  MESSAGE_MAX_LENGTH,
  parsePurchaseForm,
} from "~/features/gift-cards/purchase-form.server";
import { pageMeta } from "~/features/seo/meta";
import { readSetting } from "~/features/settings/settings.server";
import { todayInShop } from "~/lib/dates";
import { NO_STORE } from "~/lib/http";
import { formatLei } from "~/lib/money";
import { readForm } from "~/lib/request-body.server";
import { clientKey, enforceLimit } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Route } from "./+types/gift-card-purchase";

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await readSetting(context.db, "giftCards.purchase");
  const today = todayInShop();
  return data(
    {
      settings: {
        denominations: settings.denominations,
        min: settings.min,
        max: settings.max,
        validMonths: settings.validMonths,
        messageMaxLength: MESSAGE_MAX_LENGTH,
        // The days the recipient's day may be chosen from; null when the settings allow none.
        sendDays:
          settings.scheduleDays > 0 ? { first: today, last: lastSendDay(settings, today) } : null,
      },
      canonical: `${context.store.publicUrl}/vouchercadou`,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const settings = await readSetting(context.db, "giftCards.purchase");
  const now = new Date();
  const parsed = parsePurchaseForm(fields, settings, todayInShop(now));
  if (!parsed.ok) {
    return data(
      { created: null, errors: parsed.errors, values: fields },
      { status: 400, headers: NO_STORE },
    );
  }
  // Only a valid form stores a row: that is what the rule counts.
  await enforceLimit(
    context.db,
    THROTTLE_RULES.giftCardDraftPerClient,
    [clientKey(context.clientAddress)],
    "page",
  );
  const created = await createGiftCardDraft(context.db, parsed.values, now);
  return data({ created, errors: {}, values: {} }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ data: page }: Route.MetaArgs) {
  return pageMeta({
    title: "Voucher cadou — dăruiește cărți",
    description:
      "Dăruiește un voucher cadou pentru cărți: alegi valoarea, îl trimitem pe e-mail celui drag, cu mesajul tău.",
    canonical: page?.canonical ?? "/vouchercadou",
  });
}

export default function GiftCardPurchase({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const created = actionData?.created ?? null;
  useEffect(() => {
    // The cart lives in the browser: the line names the server's row by its reference only.
    if (created) cartList.update((lines) => addGiftCardLine(lines, giftCardToCartLine(created)));
  }, [created]);
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="font-serif text-3xl font-bold">Voucher cadou</h1>
      <p className="text-stone-700">
        Dăruiește cărți: alege valoarea, iar după ce plătești comanda (sau în ziua pe care o alegi)
        trimitem pe e-mail destinatarului un cod pe care îl folosește la comenzile din magazin, în{" "}
        {settings.validMonths} luni: fiecare comandă scade din el cât costă cărțile, până se termină
        valoarea. Voucherul se plătește întreg (reducerile și voucherele nu se aplică lui), nu se
        livrează prin curier și nu intră în pragul de transport gratuit. Valori între{" "}
        {formatLei(settings.min)} și {formatLei(settings.max)}.
      </p>
      {created ? (
        <GiftCardAdded card={created} />
      ) : (
        <GiftCardForm
          settings={settings}
          values={actionData?.values ?? {}}
          errors={actionData?.errors ?? {}}
        />
      )}
    </section>
  );
}
