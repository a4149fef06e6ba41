// What the contact page receives of the company: its name and the lines of its data, in order.

export interface CompanyEntry {
  term: string;
  value: string;
  /** tel: or mailto: for the phone and the e-mail. */
  href?: string;
}

export interface CompanyDetails {
  legalName: string;
  entries: CompanyEntry[];
}
