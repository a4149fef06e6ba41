// The /vouchercadou form: the value (the shop's denominations or a sum typed in lei), who
// receives it and on which day, who sends it, a message. A plain form: the server checks every
// field and answers with a message next to each wrong one.
import { Form } from "react-router";
import { ChoiceGroup, FormErrorSummary, TextField } from "~/components/ui/form-field";
import { PageLink } from "~/components/ui/page-link";
import { formatCalendarDate } from "~/lib/dates";
import { formatLei } from "~/lib/money";
import { LEI_FORMS, plural } from "~/lib/plural";
import type { CreatedGiftCard } from "../types";

export interface GiftCardFormSettings {
  denominations: number[];
  min: number;
  max: number;
  validMonths: number;
  messageMaxLength: number;
  /** The days the buyer may choose for the recipient; null: the code leaves once paid. */
  sendDays: { first: string; last: string } | null;
}

/** "100 de lei" for whole lei, else the usual "49,99 lei". */
function leiLabel(bani: number): string {
  return bani % 100 === 0 ? plural(bani / 100, LEI_FORMS) : formatLei(bani);
}

export function GiftCardForm({
  settings,
  values,
  errors,
}: {
  settings: GiftCardFormSettings;
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
}) {
  const messageError = errors.message;
  return (
    <Form method="post" noValidate className="flex max-w-xl flex-col gap-6">
      <FormErrorSummary errors={errors} />
      <ChoiceGroup
        name="amount"
        legend="Valoarea voucherului"
        error={errors.amount}
        value={values.amount ?? String((settings.denominations[1] ?? settings.min) / 100)}
        options={[
          ...settings.denominations.map((bani) => ({
            value: String(bani / 100),
            label: leiLabel(bani),
          })),
          { value: "custom", label: "Altă sumă (scrie-o mai jos)" },
        ]}
      />
      <TextField
        name="customAmount"
        label="Altă sumă, în lei"
        hint={`Un număr întreg de lei, între ${leiLabel(settings.min)} și ${leiLabel(settings.max)}.`}
        inputMode="numeric"
        value={values.customAmount}
        error={errors.customAmount}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-semibold">Cui îl trimitem și când</legend>
        <TextField
          name="recipientName"
          label="Numele destinatarului"
          autoComplete="off"
          required
          value={values.recipientName}
          error={errors.recipientName}
        />
        <TextField
          name="recipientEmail"
          label="E-mailul destinatarului"
          type="email"
          autoComplete="off"
          required
          hint="Codul voucherului ajunge aici după ce plătești comanda."
          value={values.recipientEmail}
          error={errors.recipientEmail}
        />
        {settings.sendDays ? (
          <TextField
            name="sendOn"
            label="Ziua în care primește voucherul (opțional)"
            type="date"
            min={settings.sendDays.first}
            max={settings.sendDays.last}
            hint={`Lasă gol ca să-l trimitem imediat după plată, sau alege o zi până pe ${formatCalendarDate(settings.sendDays.last)}: codul pleacă în acea dimineață.`}
            value={values.sendOn}
            error={errors.sendOn}
          />
        ) : null}
      </fieldset>
      <TextField
        name="senderName"
        label="Numele tău"
        autoComplete="name"
        required
        hint="Îl scriem în e-mail, ca destinatarul să știe de la cine este voucherul."
        value={values.senderName}
        error={errors.senderName}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="f-message" className="text-sm font-semibold">
          Mesaj pentru destinatar (opțional)
        </label>
        <textarea
          id="f-message"
          name="message"
          rows={4}
          maxLength={settings.messageMaxLength}
          defaultValue={values.message ?? ""}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? "f-message-hint f-message-error" : "f-message-hint"}
          className={`w-full rounded border px-3 py-2 ${messageError ? "border-red-700" : "border-stone-400"}`}
        />
        <p id="f-message-hint" className="text-xs text-stone-600">
          Cel mult {settings.messageMaxLength} de caractere.
        </p>
        {messageError ? (
          <p id="f-message-error" className="text-sm text-red-800">
            {messageError}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="self-start rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Adaugă voucherul în coș
      </button>
    </Form>
  );
}

/** After the form: the voucher is in the cart; on to the cart, or another voucher. */
export function GiftCardAdded({ card }: { card: CreatedGiftCard }) {
  return (
    <div
      role="status"
      className="flex max-w-xl flex-col gap-3 rounded-lg border border-green-300 bg-green-50 p-4"
    >
      <p className="font-bold">Voucherul cadou a fost adăugat în coș.</p>
      <p>
        {formatLei(card.value)} pentru {card.recipientName} ({card.recipientEmail}).{" "}
        {card.sendOn
          ? `Îi trimitem codul pe e-mail pe ${formatCalendarDate(card.sendOn)}, dimineața, dacă plătești comanda până atunci.`
          : "După ce plătești comanda, îi trimitem codul pe e-mail."}
      </p>
      <div className="flex flex-wrap gap-4">
        <PageLink
          to="/cos/produse"
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Mergi la coș
        </PageLink>
        <a href="/vouchercadou" className="self-center text-brand-800 underline">
          Cumpără încă un voucher
        </a>
      </div>
    </div>
  );
}
