// The company data on /contact and the inbox of the contact form, from the `shop.company`
// setting; without it, the identity the environment gives (STORE_LEGAL_NAME, STORE_LEGAL_LINE,
// STORE_PHONE, STORE_EMAIL), so the page never shows invented data.
import type { Database } from "../../../db/client.server";
import { formatLei } from "../../lib/money";
import type { PublicStore } from "../../lib/store";
import { readSetting } from "../settings/settings.server";
import type { CompanyDetails, CompanyEntry } from "./types";

export interface Company {
  details: CompanyDetails;
  /** Where contact form messages go: the setting's contactEmail, else STORE_EMAIL. */
  inbox: string;
}

export async function readCompany(db: Database, store: PublicStore): Promise<Company> {
  const company = await readSetting(db, "shop.company");
  if (!company) {
    return {
      details: {
        legalName: store.legalName,
        entries: [
          { term: "Date de înregistrare", value: store.legalLine },
          phoneEntry(store.phone),
          emailEntry(store.email),
        ],
      },
      inbox: store.email,
    };
  }
  return {
    details: {
      legalName: company.legalName,
      entries: [
        { term: "CUI", value: company.taxId },
        { term: "Nr. de ordine în Registrul Comerțului", value: company.tradeRegister },
        { term: "Capital social", value: formatLei(company.shareCapital) },
        { term: "Sediul social", value: company.registeredOffice },
        { term: "Punct de lucru", value: company.workingAddress },
        phoneEntry(company.phone),
        emailEntry(company.email),
        { term: "Program", value: company.workingHours },
      ],
    },
    inbox: company.contactEmail ?? store.email,
  };
}

function phoneEntry(phone: string): CompanyEntry {
  return { term: "Telefon", value: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}` };
}

function emailEntry(email: string): CompanyEntry {
  return { term: "E-mail", value: email, href: `mailto:${email}` };
}
