// The demo shop's company data (the `shop.company` setting shown on /contact): the same identity
// as the STORE_* defaults, with the details only the contact page shows. Invented numbers.
export const DEMO_COMPANY = {
  legalName: "Coperta Librărie și Editură S.R.L.",
  taxId: "RO41235870",
  tradeRegister: "J40/11235/2019",
  // Bani: 20.000 lei.
  shareCapital: 2_000_000,
  registeredOffice: "Str. Tipografilor nr. 11, sector 1, București",
  workingAddress: "Str. Fabrica de Glucoză nr. 5, sector 2, București (depozit și birouri)",
  phone: "021 310 45 67",
  email: "contact@coperta.ro",
  workingHours: "Luni – vineri, 09:30 – 17:30",
  contactEmail: "contact@coperta.ro",
};
