// The step-1 form of checkout (/cos/detalii-comanda): from what the shopper submitted to the
// CheckoutDetails the server keeps, with one Romanian message per wrong field; and back, to
// refill the form. No server code: the pages import it too.
import { BUCHAREST, isBucharestSector, isCountyCode, postalCodeFitsCounty } from "./counties";
import { isCountryCode } from "./countries";
import type { CheckoutDetails, Delivery, FieldErrors, Invoice } from "./details";
import {
  parseCui,
  parseEmail,
  parseForeignPostalCode,
  parsePersonName,
  parsePhone,
  parseRomanianPostalCode,
  parseTradeRegister,
  squeezeSpaces,
  toCommaBelow,
} from "./identity-rules";

/** The form's field names, which are also the keys of its errors. */
export type DetailsField =
  | "email"
  | "phone"
  | "firstName"
  | "lastName"
  | "deliveryKind"
  | "county"
  | "sector"
  | "locality"
  | "street"
  | "postalCode"
  | "pickupCounty"
  | "pickupPointId"
  | "country"
  | "region"
  | "invoiceKind"
  | "companyName"
  | "cui"
  | "tradeRegister"
  | "companyCounty"
  | "companyLocality"
  | "companyStreet";

/** Longest free text accepted, in characters (the inputs carry the same maxLength). */
export const DETAILS_LIMITS = {
  locality: 80,
  street: 200,
  region: 80,
  companyName: 120,
} as const;

export const DETAILS_MESSAGES = {
  emailMissing: "Scrie adresa de e-mail.",
  emailInvalid: "Adresa de e-mail nu pare corectă: verifică ce ai scris.",
  phoneMissing: "Scrie numărul de telefon, ca să te poată suna curierul.",
  phoneInvalid: "Numărul de telefon nu pare corect: scrie-l ca 07xx xxx xxx.",
  phoneNotRomanian: "Pentru livrarea în România scrie un număr românesc: 07xx xxx xxx.",
  phoneInvalidAbroad:
    "Numărul de telefon nu pare corect: scrie-l cu prefixul țării, de exemplu +49 30 1234567.",
  firstNameMissing: "Scrie prenumele.",
  firstNameInvalid:
    "Prenumele poate avea doar litere, spații, cratime, apostrofuri și puncte (cel mult 60).",
  lastNameMissing: "Scrie numele de familie.",
  lastNameInvalid:
    "Numele poate avea doar litere, spații, cratime, apostrofuri și puncte (cel mult 60).",
  deliveryKind: "Alege unde livrăm comanda.",
  county: "Alege județul.",
  sector: "Alege sectorul.",
  localityMissing: "Scrie localitatea.",
  localityTooLong: `Localitatea are cel mult ${DETAILS_LIMITS.locality} de caractere.`,
  streetMissing: "Scrie strada și numărul (și blocul, scara, apartamentul, dacă e cazul).",
  streetTooLong: `Adresa are cel mult ${DETAILS_LIMITS.street} de caractere.`,
  postalCodeMissing: "Scrie codul poștal.",
  postalCodeInvalid: "Codul poștal are 6 cifre.",
  postalCodeElsewhere: "Codul poștal nu este al județului ales: verifică-le pe amândouă.",
  postalCodeOtherSector: "Codul poștal nu este al sectorului ales: verifică-le pe amândouă.",
  postalCodeAbroadInvalid: "Codul poștal nu pare corect: verifică ce ai scris.",
  pickupCounty: "Alege județul în care ridici coletul.",
  pickupPointId: "Alege punctul de ridicare.",
  country: "Alege țara.",
  regionTooLong: `Regiunea are cel mult ${DETAILS_LIMITS.region} de caractere.`,
  invoiceKind: "Alege pe cine facturăm: o persoană fizică sau o firmă.",
  companyNameMissing: "Scrie denumirea firmei.",
  companyNameTooLong: `Denumirea firmei are cel mult ${DETAILS_LIMITS.companyName} de caractere.`,
  cuiMissing: "Scrie CUI-ul firmei.",
  cuiInvalid: "CUI-ul nu este valid: verifică cifrele.",
  tradeRegisterInvalid:
    "Numărul de la Registrul Comerțului nu pare corect: scrie-l ca J40/1234/2020.",
  companyCounty: "Alege județul sediului.",
  companyLocalityMissing: "Scrie localitatea sediului.",
  companyStreetMissing: "Scrie adresa sediului.",
} as const;

export type DetailsFormResult =
  | { ok: true; details: CheckoutDetails }
  | { ok: false; errors: FieldErrors };

const M = DETAILS_MESSAGES;

/** Reads the submitted fields and collects one message per wrong field. */
class FieldReader {
  readonly errors: Partial<Record<DetailsField, string>> = {};

  constructor(private readonly input: Record<string, unknown>) {}

  /** The trimmed value; anything that is not a string (a JSON number, an array) is absent. */
  raw(field: DetailsField): string {
    const value = this.input[field];
    return typeof value === "string" ? value.trim() : "";
  }

  fail(field: DetailsField, message: string): null {
    this.errors[field] = message;
    return null;
  }

  /** Free text: spaces squeezed, control characters dropped, diacritics normalised. */
  text(
    field: DetailsField,
    max: number,
    messages: { missing?: string; tooLong: string },
  ): string | null {
    const value = toCommaBelow(squeezeSpaces(this.raw(field)).replace(/\p{Cc}/gu, ""));
    if (!value && messages.missing) return this.fail(field, messages.missing);
    if (value.length > max) return this.fail(field, messages.tooLong);
    return value;
  }

  county(field: DetailsField, message: string): string | null {
    const code = this.raw(field).toUpperCase();
    return isCountyCode(code) ? code : this.fail(field, message);
  }

  name(field: "firstName" | "lastName", missing: string, invalid: string): string | null {
    const value = this.raw(field);
    if (!value) return this.fail(field, missing);
    return parsePersonName(value) ?? this.fail(field, invalid);
  }
}

function readDelivery(form: FieldReader): Delivery | null {
  const kind = form.raw("deliveryKind");
  if (kind === "address") {
    const county = form.county("county", M.county);
    let sector: number | null = null;
    if (county === BUCHAREST) {
      const value = form.raw("sector");
      sector = /^\d$/.test(value) && isBucharestSector(Number(value)) ? Number(value) : null;
      if (sector === null) form.fail("sector", M.sector);
    }
    const locality = form.text("locality", DETAILS_LIMITS.locality, {
      missing: M.localityMissing,
      tooLong: M.localityTooLong,
    });
    const street = form.text("street", DETAILS_LIMITS.street, {
      missing: M.streetMissing,
      tooLong: M.streetTooLong,
    });
    const postal = form.raw("postalCode");
    const postalCode = postal
      ? (parseRomanianPostalCode(postal) ?? form.fail("postalCode", M.postalCodeInvalid))
      : form.fail("postalCode", M.postalCodeMissing);
    if (county === null || locality === null || street === null || postalCode === null) return null;
    if (county === BUCHAREST && sector === null) return null;
    if (!postalCodeFitsCounty(postalCode, county, sector)) {
      const sectorOnly = county === BUCHAREST && postalCodeFitsCounty(postalCode, county, null);
      form.fail("postalCode", sectorOnly ? M.postalCodeOtherSector : M.postalCodeElsewhere);
      return null;
    }
    return { kind, county, sector, locality, street, postalCode };
  }
  if (kind === "pickup") {
    const county = form.county("pickupCounty", M.pickupCounty);
    // Only the shape: whether the point exists and is open is the server's check.
    const id = form.raw("pickupPointId");
    const pickupPointId =
      /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647
        ? Number(id)
        : form.fail("pickupPointId", M.pickupPointId);
    if (county === null || pickupPointId === null) return null;
    return { kind, county, pickupPointId };
  }
  if (kind === "international") {
    const code = form.raw("country").toUpperCase();
    const country = isCountryCode(code) ? code : form.fail("country", M.country);
    const region = form.text("region", DETAILS_LIMITS.region, { tooLong: M.regionTooLong });
    const locality = form.text("locality", DETAILS_LIMITS.locality, {
      missing: M.localityMissing,
      tooLong: M.localityTooLong,
    });
    const street = form.text("street", DETAILS_LIMITS.street, {
      missing: M.streetMissing,
      tooLong: M.streetTooLong,
    });
    const postal = form.raw("postalCode");
    const postalCode = postal
      ? (parseForeignPostalCode(postal) ?? form.fail("postalCode", M.postalCodeAbroadInvalid))
      : form.fail("postalCode", M.postalCodeMissing);
    if (
      country === null ||
      region === null ||
      locality === null ||
      street === null ||
      postalCode === null
    ) {
      return null;
    }
    return { kind, country, region, locality, street, postalCode };
  }
  return form.fail("deliveryKind", M.deliveryKind);
}

function readInvoice(form: FieldReader): Invoice | null {
  // Most shoppers never open the invoice section: no choice means a person.
  const kind = form.raw("invoiceKind") || "person";
  if (kind === "person") return { kind };
  if (kind !== "company") return form.fail("invoiceKind", M.invoiceKind);
  const companyName = form.text("companyName", DETAILS_LIMITS.companyName, {
    missing: M.companyNameMissing,
    tooLong: M.companyNameTooLong,
  });
  const cuiText = form.raw("cui");
  const cui = cuiText ? parseCui(cuiText) : null;
  if (!cuiText) form.fail("cui", M.cuiMissing);
  else if (!cui?.ok) form.fail("cui", M.cuiInvalid);
  // Schools, libraries and associations have a CUI but no trade register number.
  const registerText = form.raw("tradeRegister");
  const tradeRegister = registerText
    ? (parseTradeRegister(registerText) ?? form.fail("tradeRegister", M.tradeRegisterInvalid))
    : "";
  const county = form.county("companyCounty", M.companyCounty);
  const locality = form.text("companyLocality", DETAILS_LIMITS.locality, {
    missing: M.companyLocalityMissing,
    tooLong: M.localityTooLong,
  });
  const street = form.text("companyStreet", DETAILS_LIMITS.street, {
    missing: M.companyStreetMissing,
    tooLong: M.streetTooLong,
  });
  if (
    companyName === null ||
    !cui?.ok ||
    tradeRegister === null ||
    county === null ||
    locality === null ||
    street === null
  ) {
    return null;
  }
  return {
    kind,
    companyName,
    cui: cui.digits,
    vatPayer: cui.vatPayer,
    tradeRegister,
    address: { county, locality, street },
  };
}

function readPhone(form: FieldReader, international: boolean): string | null {
  const value = form.raw("phone");
  if (!value) return form.fail("phone", M.phoneMissing);
  const result = parsePhone(value, international);
  if (result.ok) return result.phone;
  if (result.reason === "not-romanian") return form.fail("phone", M.phoneNotRomanian);
  return form.fail("phone", international ? M.phoneInvalidAbroad : M.phoneInvalid);
}

/**
 * Parses step 1 as submitted (a URL-encoded form read with Object.fromEntries, or a JSON body).
 * Only the fields of the chosen delivery and invoice kinds are read; the others are ignored.
 */
export function parseDetailsForm(input: Record<string, unknown>): DetailsFormResult {
  const form = new FieldReader(input);
  const email = form.raw("email");
  const parsedEmail = email
    ? (parseEmail(email) ?? form.fail("email", M.emailInvalid))
    : form.fail("email", M.emailMissing);
  const firstName = form.name("firstName", M.firstNameMissing, M.firstNameInvalid);
  const lastName = form.name("lastName", M.lastNameMissing, M.lastNameInvalid);
  const delivery = readDelivery(form);
  const phone = readPhone(form, form.raw("deliveryKind") === "international");
  const invoice = readInvoice(form);
  if (
    parsedEmail === null ||
    phone === null ||
    firstName === null ||
    lastName === null ||
    delivery === null ||
    invoice === null
  ) {
    return { ok: false, errors: form.errors };
  }
  return {
    ok: true,
    details: { email: parsedEmail, phone, firstName, lastName, delivery, invoice },
  };
}

type FormValues = Partial<Record<DetailsField, string>>;

function deliveryValues(delivery: Delivery): FormValues {
  switch (delivery.kind) {
    case "address":
      return {
        county: delivery.county,
        sector: delivery.sector === null ? "" : String(delivery.sector),
        locality: delivery.locality,
        street: delivery.street,
        postalCode: delivery.postalCode,
      };
    case "pickup":
      return { pickupCounty: delivery.county, pickupPointId: String(delivery.pickupPointId) };
    case "international":
      return {
        country: delivery.country,
        region: delivery.region,
        locality: delivery.locality,
        street: delivery.street,
        postalCode: delivery.postalCode,
      };
  }
}

function invoiceValues(invoice: Invoice): FormValues {
  if (invoice.kind === "person") return {};
  return {
    companyName: invoice.companyName,
    cui: `${invoice.vatPayer ? "RO" : ""}${invoice.cui}`,
    tradeRegister: invoice.tradeRegister,
    companyCounty: invoice.address.county,
    companyLocality: invoice.address.locality,
    companyStreet: invoice.address.street,
  };
}

/** The form's values for details accepted earlier: parseDetailsForm gives the same details back. */
export function detailsToFormValues(details: CheckoutDetails): Record<string, string> {
  const values: FormValues = {
    email: details.email,
    phone: displayPhone(details.phone),
    firstName: details.firstName,
    lastName: details.lastName,
    deliveryKind: details.delivery.kind,
    invoiceKind: details.invoice.kind,
    ...deliveryValues(details.delivery),
    ...invoiceValues(details.invoice),
  };
  return values as Record<string, string>;
}

/** "+40722123456" → "0722 123 456", as Romanians write it; other numbers as stored. */
function displayPhone(phone: string): string {
  const national = /^\+40(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return national ? `0${national[1]} ${national[2]} ${national[3]}` : phone;
}
