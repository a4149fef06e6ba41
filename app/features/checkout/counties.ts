// Romania's 41 counties and București, for the address selects of checkout. No server code: the
// pages import it too.
import type { CountyCode } from "./details";

export interface County {
  /** As on number plates: "AB", "CJ", "B" for București. */
  code: CountyCode;
  name: string;
}

export const BUCHAREST: CountyCode = "B";

export const BUCHAREST_SECTORS = [1, 2, 3, 4, 5, 6] as const;

/**
 * In display order: București first (most orders go there), then the counties by Romanian
 * collation. Written already sorted rather than sorted at load, so that the server and every
 * browser render the same order whatever their collation data.
 */
export const COUNTIES: readonly County[] = [
  { code: "B", name: "București" },
  { code: "AB", name: "Alba" },
  { code: "AR", name: "Arad" },
  { code: "AG", name: "Argeș" },
  { code: "BC", name: "Bacău" },
  { code: "BH", name: "Bihor" },
  { code: "BN", name: "Bistrița-Năsăud" },
  { code: "BT", name: "Botoșani" },
  { code: "BV", name: "Brașov" },
  { code: "BR", name: "Brăila" },
  { code: "BZ", name: "Buzău" },
  { code: "CS", name: "Caraș-Severin" },
  { code: "CL", name: "Călărași" },
  { code: "CJ", name: "Cluj" },
  { code: "CT", name: "Constanța" },
  { code: "CV", name: "Covasna" },
  { code: "DB", name: "Dâmbovița" },
  { code: "DJ", name: "Dolj" },
  { code: "GL", name: "Galați" },
  { code: "GR", name: "Giurgiu" },
  { code: "GJ", name: "Gorj" },
  { code: "HR", name: "Harghita" },
  { code: "HD", name: "Hunedoara" },
  { code: "IL", name: "Ialomița" },
  { code: "IS", name: "Iași" },
  { code: "IF", name: "Ilfov" },
  { code: "MM", name: "Maramureș" },
  { code: "MH", name: "Mehedinți" },
  { code: "MS", name: "Mureș" },
  { code: "NT", name: "Neamț" },
  { code: "OT", name: "Olt" },
  { code: "PH", name: "Prahova" },
  { code: "SM", name: "Satu Mare" },
  { code: "SJ", name: "Sălaj" },
  { code: "SB", name: "Sibiu" },
  { code: "SV", name: "Suceava" },
  { code: "TR", name: "Teleorman" },
  { code: "TM", name: "Timiș" },
  { code: "TL", name: "Tulcea" },
  { code: "VS", name: "Vaslui" },
  { code: "VL", name: "Vâlcea" },
  { code: "VN", name: "Vrancea" },
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
