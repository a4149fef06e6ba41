// Romania's 41 counties and București, for the address selects of checkout. No server code: the
// pages import it too.
import type { CountyCode } from "./details";

export interface County {
  /** As on number plates: "AB", "CJ", "B" for București. */
  code: CountyCode;
  name: string;
  /**
   * The first two digits of the county's postal codes (Poșta Română's six-digit codes); București
   * has none of its own: its codes start with its sector's, 01 to 06.
   */
  postalPrefix: string | null;
}

export const BUCHAREST: CountyCode = "B";

export const BUCHAREST_SECTORS = [1, 2, 3, 4, 5, 6] as const;

/**
 * In display order: București first (most orders go there), then the counties by Romanian
 * collation. Written already sorted rather than sorted at load, so that the server and every
 * browser render the same order whatever their collation data.
 */
export const COUNTIES: readonly County[] = [
  { code: "B", name: "București", postalPrefix: null },
  { code: "AB", name: "Alba", postalPrefix: "51" },
  { code: "AR", name: "Arad", postalPrefix: "31" },
  { code: "AG", name: "Argeș", postalPrefix: "11" },
  { code: "BC", name: "Bacău", postalPrefix: "60" },
  { code: "BH", name: "Bihor", postalPrefix: "41" },
  { code: "BN", name: "Bistrița-Năsăud", postalPrefix: "42" },
  { code: "BT", name: "Botoșani", postalPrefix: "71" },
  { code: "BV", name: "Brașov", postalPrefix: "50" },
  { code: "BR", name: "Brăila", postalPrefix: "81" },
  { code: "BZ", name: "Buzău", postalPrefix: "12" },
  { code: "CS", name: "Caraș-Severin", postalPrefix: "32" },
  { code: "CL", name: "Călărași", postalPrefix: "91" },
  { code: "CJ", name: "Cluj", postalPrefix: "40" },
  { code: "CT", name: "Constanța", postalPrefix: "90" },
  { code: "CV", name: "Covasna", postalPrefix: "52" },
  { code: "DB", name: "Dâmbovița", postalPrefix: "13" },
  { code: "DJ", name: "Dolj", postalPrefix: "20" },
  { code: "GL", name: "Galați", postalPrefix: "80" },
  { code: "GR", name: "Giurgiu", postalPrefix: "08" },
  { code: "GJ", name: "Gorj", postalPrefix: "21" },
  { code: "HR", name: "Harghita", postalPrefix: "53" },
  { code: "HD", name: "Hunedoara", postalPrefix: "33" },
  { code: "IL", name: "Ialomița", postalPrefix: "92" },
  { code: "IS", name: "Iași", postalPrefix: "70" },
  { code: "IF", name: "Ilfov", postalPrefix: "07" },
  { code: "MM", name: "Maramureș", postalPrefix: "43" },
  { code: "MH", name: "Mehedinți", postalPrefix: "22" },
  { code: "MS", name: "Mureș", postalPrefix: "54" },
  { code: "NT", name: "Neamț", postalPrefix: "61" },
  { code: "OT", name: "Olt", postalPrefix: "23" },
  { code: "PH", name: "Prahova", postalPrefix: "10" },
  { code: "SM", name: "Satu Mare", postalPrefix: "44" },
  { code: "SJ", name: "Sălaj", postalPrefix: "45" },
  { code: "SB", name: "Sibiu", postalPrefix: "55" },
  { code: "SV", name: "Suceava", postalPrefix: "72" },
  { code: "TR", name: "Teleorman", postalPrefix: "14" },
  { code: "TM", name: "Timiș", postalPrefix: "30" },
  { code: "TL", name: "Tulcea", postalPrefix: "82" },
  { code: "VS", name: "Vaslui", postalPrefix: "73" },
  { code: "VL", name: "Vâlcea", postalPrefix: "24" },
  { code: "VN", name: "Vrancea", postalPrefix: "62" },
];

const BY_CODE = new Map(COUNTIES.map((county) => [county.code, county]));

export function countyByCode(code: string): County | undefined {
  return BY_CODE.get(code);
}

export function isCountyCode(code: string): code is CountyCode {
  return BY_CODE.has(code);
}

/** The county's name, or the code itself for a code that is not one (old stored data). */
export function countyName(code: string): string {
  return BY_CODE.get(code)?.name ?? code;
}

export function isBucharestSector(value: number): boolean {
  return (BUCHAREST_SECTORS as readonly number[]).includes(value);
}

/**
 * Whether a six-digit postal code belongs to the county and, in București, to the sector (any
 * sector when `sector` is null): a code typed for another county sends the parcel to the wrong
 * sorting centre.
 */
export function postalCodeFitsCounty(
  postalCode: string,
  county: CountyCode,
  sector: number | null,
): boolean {
  if (county === BUCHAREST) {
    const sectors = sector === null ? BUCHAREST_SECTORS : [sector];
    return sectors.some((each) => postalCode.startsWith(`0${each}`));
  }
  const prefix = BY_CODE.get(county)?.postalPrefix;
  return typeof prefix === "string" && postalCode.startsWith(prefix);
}
