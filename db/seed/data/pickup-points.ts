// Demo pickup points: lockers and partner shops in every county seat, two in each sector of
// București. Invented places on streets that most Romanian towns have; fixed, so that a seeded
// pickup point id means the same point in every demo database.
import { BUCHAREST, COUNTIES } from "../../../app/features/checkout/counties";
import type { pickupPoints } from "../../schema-orders";

export type PickupPointRow = typeof pickupPoints.$inferInsert & { id: number };

type PointSeed = Pick<PickupPointRow, "courier" | "name" | "address">;

const OWN_LOCKERS = "Coperta";

/** The county seat of every county but București, by county code. */
export const COUNTY_SEATS: Record<string, string> = {
  AB: "Alba Iulia",
  AR: "Arad",
  AG: "Pitești",
  BC: "Bacău",
  BH: "Oradea",
  BN: "Bistrița",
  BT: "Botoșani",
  BV: "Brașov",
  BR: "Brăila",
  BZ: "Buzău",
  CS: "Reșița",
  CL: "Călărași",
  CJ: "Cluj-Napoca",
  CT: "Constanța",
  CV: "Sfântu Gheorghe",
  DB: "Târgoviște",
  DJ: "Craiova",
  GL: "Galați",
  GR: "Giurgiu",
  GJ: "Târgu Jiu",
  HR: "Miercurea Ciuc",
  HD: "Deva",
  IL: "Slobozia",
  IS: "Iași",
  IF: "Buftea",
  MM: "Baia Mare",
  MH: "Drobeta-Turnu Severin",
  MS: "Târgu Mureș",
  NT: "Piatra Neamț",
  OT: "Slatina",
  PH: "Ploiești",
  SJ: "Zalău",
  SM: "Satu Mare",
  SB: "Sibiu",
  SV: "Suceava",
  TR: "Alexandria",
  TM: "Timișoara",
  TL: "Tulcea",
  VL: "Râmnicu Vâlcea",
  VS: "Vaslui",
  VN: "Focșani",
};

const BUCHAREST_POINTS: PointSeed[] = [
  {
    courier: OWN_LOCKERS,
    name: "Locker Coperta – Piața Victoriei",
    address: "Calea Victoriei nr. 155, Sector 1",
  },
  {
    courier: "Sameday easybox",
    name: "easybox – Piața Domenii",
    address: "Bd. Ion Mihalache nr. 72, Sector 1",
  },
  { courier: "FANbox", name: "FANbox – Piața Obor", address: "Șos. Colentina nr. 2, Sector 2" },
  {
    courier: "Cargus Ship & Go",
    name: "Punct partener – Librăria Lacul Tei",
    address: "Bd. Lacul Tei nr. 56, Sector 2",
  },
  {
    courier: OWN_LOCKERS,
    name: "Locker Coperta – Piața Unirii",
    address: "Bd. Unirii nr. 70, Sector 3",
  },
  {
    courier: "Sameday easybox",
    name: "easybox – Titan",
    address: "Bd. Nicolae Grigorescu nr. 40, Sector 3",
  },
  { courier: "FANbox", name: "FANbox – Piața Sudului", address: "Șos. Berceni nr. 2, Sector 4" },
  {
    courier: "Cargus Ship & Go",
    name: "Punct partener – Papetăria Tineretului",
    address: "Bd. Tineretului nr. 9, Sector 4",
  },
  {
    courier: "Sameday easybox",
    name: "easybox – Piața Rahova",
    address: "Calea Rahovei nr. 266, Sector 5",
  },
  {
    courier: "Cargus Ship & Go",
    name: "Punct partener – Centrul de Copiere 13 Septembrie",
    address: "Calea 13 Septembrie nr. 90, Sector 5",
  },
  {
    courier: OWN_LOCKERS,
    name: "Locker Coperta – Drumul Taberei",
    address: "Bd. Timișoara nr. 26, Sector 6",
  },
  {
    courier: "FANbox",
    name: "FANbox – Piața Gorjului",
    address: "Bd. Iuliu Maniu nr. 115, Sector 6",
  },
];

/** Outside București, the n-th point of a county seat follows the n-th of these patterns. */
const SEAT_PATTERNS: { courier: string; name: string; street: string }[] = [
  { courier: "Sameday easybox", name: "easybox – Gară", street: "Str. Gării" },
  { courier: "FANbox", name: "FANbox – Centru", street: "Str. Mihai Eminescu" },
  {
    courier: "Cargus Ship & Go",
    name: "Punct partener – Librăria Centrală",
    street: "Str. Unirii",
  },
  {
    courier: OWN_LOCKERS,
    name: "Locker Coperta – Piața Centrală",
    street: "Str. Nicolae Bălcescu",
  },
];

/** Every pickup point of the demo shop, with its id, București first, then by county. */
export function buildPickupPoints(): PickupPointRow[] {
  const rows: PickupPointRow[] = [];
  const add = (county: string, locality: string, point: PointSeed) =>
    rows.push({ id: rows.length + 1, county, locality, isActive: true, ...point });
  for (const point of BUCHAREST_POINTS) add(BUCHAREST, "București", point);
  COUNTIES.forEach(({ code }, countyIndex) => {
    if (code === BUCHAREST) return;
    const seat = COUNTY_SEATS[code];
    if (!seat) throw new Error(`Pickup points: no county seat for ${code}`);
    // Two to four points a county, varying by county so that lists are not all alike.
    const count = 2 + (countyIndex % 3);
    SEAT_PATTERNS.slice(0, count).forEach(({ courier, name, street }, index) => {
      const number = 1 + ((countyIndex * 7 + index * 13) % 60);
      add(code, seat, { courier, name, address: `${street} nr. ${number}` });
    });
  });
  return rows;
}
