// Step 1: contact, where the order goes, who is invoiced. A plain form that works without
// JavaScript (every section shown); with it, only the chosen delivery and invoice sections show.
import { Fragment, useState } from "react";
import { Form } from "react-router";
import { ChoiceGroup, FormErrorSummary, SelectField, TextField } from "~/components/ui/form-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { COUNTIES } from "../counties";
import { COUNTRIES } from "../countries";
import type { FieldErrors } from "../details";
import { DETAILS_LIMITS } from "../details-form";
import { NAME_MAX } from "../identity-rules";
import { RomanianAddressFields } from "./romanian-address-fields";

export interface PickupPointOption {
  id: number;
  county: string;
  name: string;
  locality: string;
  address: string;
}

/** An address of a logged-in shopper's address book: the select's text, the fields it fills. */
export interface SavedAddressOption {
  id: string;
  text: string;
  fields: Record<string, string>;
}

const EMPTY_ADDRESS = { county: "", sector: "", locality: "", street: "", postalCode: "" };

export function DetailsForm({
  values,
  errors,
  pickupPoints,
  savedAddresses = [],
  offerSaveAddress = false,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  pickupPoints: PickupPointOption[];
  /** Offered as "Adresă salvată" (without JavaScript the server applies the choice). */
  savedAddresses?: SavedAddressOption[];
  /** Logged in: "Salvează adresa în cont". */
  offerSaveAddress?: boolean;
}) {
  const hydrated = useHydrated();
  const [deliveryKind, setDeliveryKind] = useState(values.deliveryKind || "address");
  const [invoiceKind, setInvoiceKind] = useState(values.invoiceKind || "person");
  const [county, setCounty] = useState(values.county ?? "");
  const [pickupCounty, setPickupCounty] = useState(values.pickupCounty ?? "");
  // A saved address chosen in the browser: the address inputs are drawn again with its values.
  const [filled, setFilled] = useState<{ n: number; fields: Record<string, string> } | null>(null);
  const address = filled?.fields ?? values;
  const chooseSaved = (id: string) => {
    const fields = savedAddresses.find((option) => option.id === id)?.fields ?? EMPTY_ADDRESS;
    setCounty(fields.county ?? "");
    setFilled((previous) => ({ n: (previous?.n ?? 0) + 1, fields }));
  };
  const shows = (kind: string, chosen: string) => !hydrated || kind === chosen;
  const countyOptions = COUNTIES.map((c) => (
    <option key={c.code} value={c.code}>
      {c.name}
    </option>
  ));
  const visiblePoints = pickupPoints.filter(
    (point) => !hydrated || !pickupCounty || point.county === pickupCounty,
  );
  return (
    <Form method="post" noValidate className="flex flex-col gap-8">
      <input type="hidden" name="intent" value="details" />
      <FormErrorSummary errors={errors} />
      <section aria-labelledby="contact-title" className="grid gap-4 sm:grid-cols-2">
        <h2 id="contact-title" className="text-xl font-bold sm:col-span-2">
          Date de contact
        </h2>
        <TextField
          name="firstName"
          maxLength={NAME_MAX}
          label="Prenume"
          value={values.firstName}
          error={errors.firstName}
          autoComplete="given-name"
          required
        />
        <TextField
          name="lastName"
          maxLength={NAME_MAX}
          label="Nume"
          value={values.lastName}
          error={errors.lastName}
          autoComplete="family-name"
          required
        />
        <TextField
          name="email"
          type="email"
          label="E-mail"
          value={values.email}
          error={errors.email}
          autoComplete="email"
          required
          hint="Aici trimitem confirmarea comenzii."
        />
        <TextField
          name="phone"
          type="tel"
          label="Telefon"
          value={values.phone}
          error={errors.phone}
          autoComplete="tel"
          required
          inputMode="tel"
          hint="Curierul te sună înainte de livrare."
        />
      </section>

      <section aria-labelledby="delivery-title" className="flex flex-col gap-4">
        <h2 id="delivery-title" className="text-xl font-bold">
          Livrare
        </h2>
        <ChoiceGroup
          name="deliveryKind"
          legend="Unde livrăm comanda?"
          value={deliveryKind}
          onChange={setDeliveryKind}
          error={errors.deliveryKind}
          options={[
            { value: "address", label: "La o adresă din România" },
            { value: "pickup", label: "Într-un punct de ridicare (locker sau magazin partener)" },
            { value: "international", label: "În afara României" },
          ]}
        />
        {shows("address", deliveryKind) ? (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold">Adresa de livrare în România</legend>
            {savedAddresses.length > 0 ? (
              <div className="sm:col-span-2">
                <SelectField
                  name="savedAddress"
                  label="Adresă salvată"
                  value={values.savedAddress}
                  onChange={chooseSaved}
                  hint="Alege una din cont; dacă scrii altă adresă mai jos, o folosim pe aceea."
                >
                  <option value="">Altă adresă</option>
                  {savedAddresses.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.text}
                    </option>
                  ))}
                </SelectField>
              </div>
            ) : null}
            <Fragment key={filled?.n ?? 0}>
              <RomanianAddressFields
                values={address}
                errors={errors}
                county={county}
                onCountyChange={setCounty}
              />
            </Fragment>
            {offerSaveAddress ? (
              <label className="flex items-start gap-2 text-sm sm:col-span-2">
                <input
                  type="checkbox"
                  name="saveAddress"
                  value="da"
                  defaultChecked={values.saveAddress === "da"}
                  className="mt-1"
                />
                <span>Salvează adresa în cont</span>
              </label>
            ) : null}
          </fieldset>
        ) : null}
        {shows("pickup", deliveryKind) ? (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold">Punctul de ridicare</legend>
            <SelectField
              name="pickupCounty"
              label="Județul punctului"
              value={values.pickupCounty}
              error={errors.pickupCounty}
              onChange={setPickupCounty}
            >
              <option value="">Alege județul</option>
              {countyOptions}
            </SelectField>
            <SelectField
              name="pickupPointId"
              label="Punctul de ridicare"
              value={values.pickupPointId}
              error={errors.pickupPointId}
            >
              <option value="">Alege punctul</option>
              {visiblePoints.map((point) => (
                <option key={point.id} value={String(point.id)}>
                  {point.locality}: {point.name}, {point.address}
                </option>
              ))}
            </SelectField>
          </fieldset>
        ) : null}
        {shows("international", deliveryKind) ? (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold">Adresa de livrare în străinătate</legend>
            <SelectField name="country" label="Țara" value={values.country} error={errors.country}>
              <option value="">Alege țara</option>
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <TextField
              name="region"
              maxLength={DETAILS_LIMITS.region}
              label="Regiune sau stat (opțional)"
              value={values.region}
              error={errors.region}
              autoComplete="address-level1"
            />
            <TextField
              name="intlLocality"
              maxLength={DETAILS_LIMITS.locality}
              label="Localitate"
              value={values.intlLocality}
              error={errors.intlLocality}
            />
            <TextField
              name="intlPostalCode"
              label="Cod poștal"
              value={values.intlPostalCode}
              error={errors.intlPostalCode}
            />
            <div className="sm:col-span-2">
              <TextField
                name="intlStreet"
                maxLength={DETAILS_LIMITS.street}
                label="Adresa"
                value={values.intlStreet}
                error={errors.intlStreet}
              />
            </div>
          </fieldset>
        ) : null}
      </section>

      <section aria-labelledby="invoice-title" className="flex flex-col gap-4">
        <h2 id="invoice-title" className="text-xl font-bold">
          Factura
        </h2>
        <ChoiceGroup
          name="invoiceKind"
          legend="Pe cine facturăm?"
          value={invoiceKind}
          onChange={setInvoiceKind}
          error={errors.invoiceKind}
          options={[
            { value: "person", label: "Persoană fizică (numele și adresa de livrare)" },
            { value: "company", label: "Persoană juridică (firmă)" },
          ]}
        />
        {shows("company", invoiceKind) ? (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold">Datele firmei</legend>
            <TextField
              name="companyName"
              maxLength={DETAILS_LIMITS.companyName}
              label="Denumirea firmei"
              value={values.companyName}
              error={errors.companyName}
              autoComplete="organization"
            />
            <TextField
              name="cui"
              label="CUI"
              value={values.cui}
              error={errors.cui}
              hint="Cu RO în față dacă firma este plătitoare de TVA."
            />
            <TextField
              name="tradeRegister"
              label="Nr. Registrul Comerțului"
              value={values.tradeRegister}
              error={errors.tradeRegister}
              hint="De exemplu J40/1234/2020."
            />
            <SelectField
              name="companyCounty"
              label="Județul sediului"
              value={values.companyCounty}
              error={errors.companyCounty}
            >
              <option value="">Alege județul</option>
              {countyOptions}
            </SelectField>
            <TextField
              name="companyLocality"
              maxLength={DETAILS_LIMITS.locality}
              label="Localitatea sediului"
              value={values.companyLocality}
              error={errors.companyLocality}
            />
            <TextField
              name="companyStreet"
              maxLength={DETAILS_LIMITS.street}
              label="Adresa sediului"
              value={values.companyStreet}
              error={errors.companyStreet}
            />
          </fieldset>
        ) : null}
      </section>
      <button
        type="submit"
        className="self-start rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Continuă spre livrare și plată
      </button>
    </Form>
  );
}
