// Where the shop delivers abroad: the EU and EEA, the neighbours and the countries with large
// Romanian communities. Romania is not here: an order for Romania is a delivery "address" or
// "pickup". No server code: the pages import it too.

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
}

/** In display order (Romanian collation), written sorted for the same reason as COUNTIES. */
export const COUNTRIES: readonly Country[] = [
  { code: "AL", name: "Albania" },
  { code: "AD", name: "Andorra" },
  { code: "AU", name: "Australia" },
  { code: "AT", name: "Austria" },
  { code: "BE", name: "Belgia" },
  { code: "BA", name: "Bosnia și Herțegovina" },
  { code: "BG", name: "Bulgaria" },
  { code: "CA", name: "Canada" },
  { code: "CZ", name: "Cehia" },
  { code: "CY", name: "Cipru" },
  { code: "HR", name: "Croația" },
  { code: "DK", name: "Danemarca" },
  { code: "CH", name: "Elveția" },
  { code: "EE", name: "Estonia" },
  { code: "FI", name: "Finlanda" },
  { code: "FR", name: "Franța" },
  { code: "GE", name: "Georgia" },
  { code: "DE", name: "Germania" },
  { code: "GR", name: "Grecia" },
  { code: "IE", name: "Irlanda" },
  { code: "IS", name: "Islanda" },
  { code: "IL", name: "Israel" },
  { code: "IT", name: "Italia" },
  { code: "JP", name: "Japonia" },
  { code: "LV", name: "Letonia" },
  { code: "LI", name: "Liechtenstein" },
  { code: "LT", name: "Lituania" },
  { code: "LU", name: "Luxemburg" },
  { code: "MK", name: "Macedonia de Nord" },
  { code: "MT", name: "Malta" },
  { code: "MC", name: "Monaco" },
  { code: "ME", name: "Muntenegru" },
  { code: "NO", name: "Norvegia" },
  { code: "NZ", name: "Noua Zeelandă" },
  { code: "NL", name: "Olanda" },
  { code: "PL", name: "Polonia" },
  { code: "PT", name: "Portugalia" },
  { code: "GB", name: "Regatul Unit" },
  { code: "MD", name: "Republica Moldova" },
  { code: "RS", name: "Serbia" },
  { code: "SK", name: "Slovacia" },
  { code: "SI", name: "Slovenia" },
  { code: "ES", name: "Spania" },
  { code: "US", name: "Statele Unite ale Americii" },
  { code: "SE", name: "Suedia" },
  { code: "TR", name: "Turcia" },
  { code: "UA", name: "Ucraina" },
  { code: "HU", name: "Ungaria" },
];

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

export function countryByCode(code: string): Country | undefined {
  return BY_CODE.get(code);
}

export function isCountryCode(code: string): boolean {
  return BY_CODE.has(code);
}

/** The country's name, or the code itself for one no longer listed (old stored data). */
export function countryName(code: string): string {
  return BY_CODE.get(code)?.name ?? code;
}
