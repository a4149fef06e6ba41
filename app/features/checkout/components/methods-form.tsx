// Step 2: the delivery methods offered for where the order goes, with their price for this
// cart, and the payment methods (a refused one says why).
import { Form } from "react-router";
import { ChoiceGroup, FormErrorSummary } from "~/components/ui/form-field";
import { formatLei } from "~/lib/money";
import type { DeliveryOption, PaymentOption } from "../methods";

export function MethodsForm({
  deliveryOptions,
  paymentOptions,
  values,
  errors,
}: {
  deliveryOptions: DeliveryOption[];
  paymentOptions: PaymentOption[];
  values: { delivery?: string; payment?: string };
  errors: Partial<Record<string, string>>;
}) {
  return (
    <Form method="post" noValidate className="flex flex-col gap-8">
      <FormErrorSummary errors={errors} />
      <ChoiceGroup
        name="delivery"
        legend="Metoda de livrare"
        value={
          values.delivery ?? (deliveryOptions.length === 1 ? deliveryOptions[0]?.code : undefined)
        }
        error={errors.delivery}
        options={deliveryOptions.map((option) => ({
          value: option.code,
          label: (
            <span className="flex flex-wrap justify-between gap-2">
              <span>
                <span className="font-semibold">{option.name}</span>
                <span className="block text-sm text-stone-700">
                  {option.description} ({option.days})
                </span>
              </span>
              <span className="font-semibold">
                {option.cost === 0 ? "Gratuit" : formatLei(option.cost)}
              </span>
            </span>
          ),
        }))}
      />
      <ChoiceGroup
        name="payment"
        legend="Metoda de plată"
        value={values.payment}
        error={errors.payment}
        options={paymentOptions.map((option) => ({
          value: option.code,
          disabled: option.refusal !== null,
          label: (
            <span className="flex flex-wrap justify-between gap-2">
              <span>
                <span className="font-semibold">{option.name}</span>
                <span className="block text-sm text-stone-700">
                  {option.refusal ?? option.description}
                </span>
              </span>
              {option.fee > 0 ? (
                <span className="font-semibold">+ {formatLei(option.fee)}</span>
              ) : null}
            </span>
          ),
        }))}
      />
      <div className="flex flex-wrap gap-4">
        <a
          href="/cos/detalii-comanda"
          className="rounded border border-stone-400 px-6 py-3 font-semibold"
        >
          Înapoi
        </a>
        <button
          type="submit"
          className="rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Continuă spre confirmare
        </button>
      </div>
    </Form>
  );
}
