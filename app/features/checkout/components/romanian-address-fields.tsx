// County (with București's sectors), locality, postal code and street: the address in Romania as
// checkout's step 1 and the account's address book both ask for it (the same field names, read by
// parseDetailsForm).
import { SelectField, TextField } from "~/components/ui/form-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { BUCHAREST, BUCHAREST_SECTORS, COUNTIES } from "../counties";
import { DETAILS_LIMITS } from "../details-form";

export interface RomanianAddressValues {
  county?: string | undefined;
  sector?: string | undefined;
  locality?: string | undefined;
  postalCode?: string | undefined;
  street?: string | undefined;
}

export function RomanianAddressFields({
  values,
  errors,
  county,
  onCountyChange,
}: {
  values: RomanianAddressValues;
  errors: Partial<Record<string, string>>;
  /** The county chosen now (the sector shows for București once the page runs scripts). */
  county: string;
  onCountyChange: (county: string) => void;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <SelectField
        name="county"
        label="Județ"
        value={values.county}
        error={errors.county}
        onChange={onCountyChange}
      >
        <option value="">Alege județul</option>
        {COUNTIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {!hydrated || county === BUCHAREST ? (
        <SelectField
          name="sector"
          label="Sector (doar București)"
          value={values.sector}
          error={errors.sector}
        >
          <option value="">Alege sectorul</option>
          {BUCHAREST_SECTORS.map((sector) => (
            <option key={sector} value={String(sector)}>
              Sectorul {sector}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        name="locality"
        maxLength={DETAILS_LIMITS.locality}
        label="Localitate"
        value={values.locality}
        error={errors.locality}
        autoComplete="address-level2"
      />
      <TextField
        name="postalCode"
        label="Cod poștal"
        value={values.postalCode}
        error={errors.postalCode}
        autoComplete="postal-code"
        inputMode="numeric"
      />
      <div className="sm:col-span-2">
        <TextField
          name="street"
          maxLength={DETAILS_LIMITS.street}
          label="Strada, numărul, blocul, scara, etajul, apartamentul"
          value={values.street}
          error={errors.street}
          autoComplete="street-address"
        />
      </div>
    </>
  );
}
