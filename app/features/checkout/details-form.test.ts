import { describe, expect, it } from "vitest";
import type { CheckoutDetails } from "./details";
import { detailsToFormValues, DETAILS_MESSAGES as M, parseDetailsForm } from "./details-form";

const CONTACT = {
  email: "ana.pop@example.ro",
  phone: "0721 234 567",
  firstName: "Ana",
  lastName: "Pop",
};

const CLUJ_ADDRESS = {
  deliveryKind: "address",
  county: "CJ",
  locality: "Cluj-Napoca",
  street: "Str. Memorandumului nr. 10, ap. 4",
  postalCode: "400114",
};

const COMPANY = {
  invoiceKind: "company",
  companyName: "Carte Bună S.R.L.",
  cui: "RO18547290",
  tradeRegister: "J40/1234/2020",
  companyCounty: "B",
  companyLocality: "București",
  companyStreet: "Bd. Unirii nr. 1",
};

function errorsOf(input: Record<string, unknown>) {
  const result = parseDetailsForm(input);
  if (result.ok) throw new Error("expected errors");
  return result.errors;
}

function detailsOf(input: Record<string, unknown>): CheckoutDetails {
  const result = parseDetailsForm(input);
  if (!result.ok) throw new Error(`unexpected errors: ${JSON.stringify(result.errors)}`);
  return result.details;
}

describe("parseDetailsForm: contact", () => {
  it("accepts a complete form, trimmed and normalised", () => {
    expect(
      detailsOf({
        email: " Ana.Pop@Example.RO ",
        phone: "+40 (0)721.234.567",
        firstName: "  Ştefania ",
        lastName: "Ţuţea-Popescu",
        ...CLUJ_ADDRESS,
        street: "  Str. Memorandumului   nr. 10,\n ap. 4 ",
      }),
    ).toEqual({
      email: "Ana.Pop@example.ro",
      phone: "+40721234567",
      firstName: "Ștefania",
      lastName: "Țuțea-Popescu",
      delivery: {
        kind: "address",
        county: "CJ",
        sector: null,
        locality: "Cluj-Napoca",
        street: "Str. Memorandumului nr. 10, ap. 4",
        postalCode: "400114",
      },
      invoice: { kind: "person" },
    });
  });

  it("names every missing contact field and the missing delivery choice, nothing else", () => {
    expect(errorsOf({})).toEqual({
      email: M.emailMissing,
      phone: M.phoneMissing,
      firstName: M.firstNameMissing,
      lastName: M.lastNameMissing,
      deliveryKind: M.deliveryKind,
    });
  });

  it("treats values that are not strings as absent", () => {
    const errors = errorsOf({ ...CLUJ_ADDRESS, email: ["a@b.ro"], phone: 721234567 });
    expect(errors).toEqual({
      email: M.emailMissing,
      phone: M.phoneMissing,
      firstName: M.firstNameMissing,
      lastName: M.lastNameMissing,
    });
  });

  it("explains a wrong e-mail, phone or name", () => {
    expect(
      errorsOf({
        ...CLUJ_ADDRESS,
        email: "ana@",
        phone: "0721 234",
        firstName: "Ana2",
        lastName: "P".repeat(61),
      }),
    ).toEqual({
      email: M.emailInvalid,
      phone: M.phoneInvalid,
      firstName: M.firstNameInvalid,
      lastName: M.lastNameInvalid,
    });
  });

  it("asks for a Romanian phone number when the order stays in Romania", () => {
    expect(errorsOf({ ...CONTACT, ...CLUJ_ADDRESS, phone: "+49 30 1234567" })).toEqual({
      phone: M.phoneNotRomanian,
    });
    expect(M.phoneInvalid).toBe("Numărul de telefon nu pare corect: scrie-l ca 07xx xxx xxx.");
  });
});

describe("parseDetailsForm: delivery to an address", () => {
  it("requires the sector in București only", () => {
    const bucharest = {
      ...CONTACT,
      ...CLUJ_ADDRESS,
      county: "B",
      locality: "București",
      postalCode: "030823",
    };
    expect(errorsOf(bucharest)).toEqual({ sector: "Alege sectorul." });
    expect(errorsOf({ ...bucharest, sector: "7" })).toEqual({ sector: M.sector });
    expect(detailsOf({ ...bucharest, sector: "3" }).delivery).toMatchObject({
      county: "B",
      sector: 3,
    });
    // A sector left over from an earlier choice of București is dropped.
    expect(detailsOf({ ...CONTACT, ...CLUJ_ADDRESS, sector: "3" }).delivery).toMatchObject({
      county: "CJ",
      sector: null,
    });
  });

  it("accepts county codes in any case and rejects unknown ones", () => {
    expect(detailsOf({ ...CONTACT, ...CLUJ_ADDRESS, county: "cj" }).delivery).toMatchObject({
      county: "CJ",
    });
    expect(errorsOf({ ...CONTACT, ...CLUJ_ADDRESS, county: "XX" })).toEqual({ county: M.county });
  });

  it("checks the postal code and the length of the locality and street", () => {
    expect(
      errorsOf({
        ...CONTACT,
        ...CLUJ_ADDRESS,
        postalCode: "40011",
        locality: "L".repeat(81),
        street: "S".repeat(201),
      }),
    ).toEqual({
      postalCode: "Codul poștal are 6 cifre.",
      locality: M.localityTooLong,
      street: M.streetTooLong,
    });
    expect(
      errorsOf({ ...CONTACT, ...CLUJ_ADDRESS, postalCode: "", locality: " ", street: "" }),
    ).toEqual({
      postalCode: M.postalCodeMissing,
      locality: M.localityMissing,
      street: M.streetMissing,
    });
    const longest = detailsOf({
      ...CONTACT,
      ...CLUJ_ADDRESS,
      locality: "L".repeat(80),
      street: "S".repeat(200),
    });
    expect(longest.delivery).toMatchObject({ locality: "L".repeat(80), street: "S".repeat(200) });
  });

  it("refuses a postal code of another county, or in București of another sector", () => {
    expect(errorsOf({ ...CONTACT, ...CLUJ_ADDRESS, postalCode: "700057" })).toEqual({
      postalCode: "Codul poștal nu este al județului ales: verifică-le pe amândouă.",
    });
    const bucharest = { ...CONTACT, ...CLUJ_ADDRESS, county: "B", locality: "București" };
    expect(errorsOf({ ...bucharest, sector: "1", postalCode: "030823" })).toEqual({
      postalCode: "Codul poștal nu este al sectorului ales: verifică-le pe amândouă.",
    });
    // An Ilfov code is no sector's.
    expect(errorsOf({ ...bucharest, sector: "1", postalCode: "077190" })).toEqual({
      postalCode: M.postalCodeElsewhere,
    });
    expect(detailsOf({ ...bucharest, sector: "3", postalCode: "030823" }).delivery).toMatchObject({
      county: "B",
      sector: 3,
      postalCode: "030823",
    });
  });
});

describe("parseDetailsForm: pickup point", () => {
  const pickup = { ...CONTACT, deliveryKind: "pickup", pickupCounty: "IS", pickupPointId: "17" };

  it("keeps the county and the point, ignoring any address fields", () => {
    expect(detailsOf({ ...pickup, county: "XX", postalCode: "1" }).delivery).toEqual({
      kind: "pickup",
      county: "IS",
      pickupPointId: 17,
    });
  });

  it("requires a county and a positive whole number for the point", () => {
    expect(errorsOf({ ...pickup, pickupCounty: "" })).toEqual({ pickupCounty: M.pickupCounty });
    for (const id of ["", "0", "-3", "1.5", "abc", "99999999999"]) {
      expect(errorsOf({ ...pickup, pickupPointId: id }), id).toEqual({
        pickupPointId: M.pickupPointId,
      });
    }
  });
});

describe("parseDetailsForm: delivery abroad", () => {
  const abroad = {
    ...CONTACT,
    phone: "+49 30 1234567",
    deliveryKind: "international",
    country: "de",
    region: "",
    locality: "Berlin",
    street: "Unter den Linden 5",
    postalCode: "10117",
  };

  it("accepts a foreign phone number and postal code, with the region optional", () => {
    expect(detailsOf(abroad)).toMatchObject({
      phone: "+49301234567",
      delivery: {
        kind: "international",
        country: "DE",
        region: "",
        locality: "Berlin",
        street: "Unter den Linden 5",
        postalCode: "10117",
      },
    });
  });

  it("refuses Romania and unknown countries, and explains the phone format abroad", () => {
    expect(errorsOf({ ...abroad, country: "RO" })).toEqual({ country: M.country });
    expect(errorsOf({ ...abroad, country: "ZZ", phone: "30 1234567", postalCode: "#" })).toEqual({
      country: M.country,
      phone: M.phoneInvalidAbroad,
      postalCode: M.postalCodeAbroadInvalid,
    });
  });
});

describe("parseDetailsForm: invoice", () => {
  const base = { ...CONTACT, ...CLUJ_ADDRESS };

  it("invoices a person when no choice was made, and refuses unknown kinds", () => {
    expect(detailsOf(base).invoice).toEqual({ kind: "person" });
    expect(errorsOf({ ...base, invoiceKind: "state" })).toEqual({ invoiceKind: M.invoiceKind });
  });

  it("invoices a company with a verified CUI", () => {
    expect(detailsOf({ ...base, ...COMPANY, tradeRegister: " j40/1234/2020 " }).invoice).toEqual({
      kind: "company",
      companyName: "Carte Bună S.R.L.",
      cui: "18547290",
      vatPayer: true,
      tradeRegister: "J40/1234/2020",
      address: { county: "B", locality: "București", street: "Bd. Unirii nr. 1" },
    });
    expect(detailsOf({ ...base, ...COMPANY, cui: "14399840" }).invoice).toMatchObject({
      cui: "14399840",
      vatPayer: false,
    });
  });

  it("takes a company without a trade register number, but not with a wrong one", () => {
    expect(detailsOf({ ...base, ...COMPANY, tradeRegister: "" }).invoice).toMatchObject({
      tradeRegister: "",
    });
    expect(errorsOf({ ...base, ...COMPANY, tradeRegister: "J99/1/2020" })).toEqual({
      tradeRegister: M.tradeRegisterInvalid,
    });
  });

  it("explains a wrong CUI and each missing company field", () => {
    expect(errorsOf({ ...base, ...COMPANY, cui: "RO18547291" })).toEqual({
      cui: "CUI-ul nu este valid: verifică cifrele.",
    });
    expect(errorsOf({ ...base, invoiceKind: "company" })).toEqual({
      companyName: M.companyNameMissing,
      cui: M.cuiMissing,
      companyCounty: M.companyCounty,
      companyLocality: M.companyLocalityMissing,
      companyStreet: M.companyStreetMissing,
    });
  });
});

describe("detailsToFormValues", () => {
  const cases: [string, Record<string, unknown>][] = [
    [
      "an address in București",
      { ...CONTACT, ...CLUJ_ADDRESS, county: "B", sector: "6", postalCode: "060042" },
    ],
    ["an address elsewhere", { ...CONTACT, ...CLUJ_ADDRESS }],
    [
      "a pickup point",
      { ...CONTACT, deliveryKind: "pickup", pickupCounty: "B", pickupPointId: "3" },
    ],
    [
      "an address abroad",
      {
        ...CONTACT,
        phone: "+44 20 7946 0958",
        deliveryKind: "international",
        country: "GB",
        region: "Greater London",
        locality: "London",
        street: "221B Baker Street",
        postalCode: "nw1 6xe",
      },
    ],
    ["a company that pays VAT", { ...CONTACT, ...CLUJ_ADDRESS, ...COMPANY }],
    ["a company that does not", { ...CONTACT, ...CLUJ_ADDRESS, ...COMPANY, cui: "361757" }],
  ];

  it.each(cases)("refills the form so that it gives back the same details: %s", (_, input) => {
    const details = detailsOf(input);
    const values = detailsToFormValues(details);
    for (const value of Object.values(values)) expect(typeof value).toBe("string");
    expect(parseDetailsForm(values)).toEqual({ ok: true, details });
  });

  it("writes the CUI back with its RO prefix and only the fields of the chosen kinds", () => {
    const values = detailsToFormValues(detailsOf({ ...CONTACT, ...CLUJ_ADDRESS, ...COMPANY }));
    expect(values.cui).toBe("RO18547290");
    expect(values.sector).toBe("");
    expect(values).not.toHaveProperty("pickupPointId");
    expect(values).not.toHaveProperty("country");
  });
});
