// The courier pickup points a shopper can choose at checkout: only active ones, whatever was
// chosen before (a point that closed is not offered, and an order cannot be sent to it).
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { pickupPoints } from "../../../db/schema-orders";
import { COUNTIES } from "./counties";

export interface PickupPoint {
  id: number;
  /** County code, as in counties.ts. */
  county: string;
  locality: string;
  name: string;
  address: string;
  courier: string;
}

const columns = {
  id: pickupPoints.id,
  county: pickupPoints.county,
  locality: pickupPoints.locality,
  name: pickupPoints.name,
  address: pickupPoints.address,
  courier: pickupPoints.courier,
};

// Sorted here rather than by the database, whose collation (PGlite's, a server's) may not be
// Romanian; ties keep the order the points were entered in.
const collator = new Intl.Collator("ro", { sensitivity: "base", numeric: true });
const countyOrder = new Map(COUNTIES.map((county, index) => [county.code, index]));

function byPlace(a: PickupPoint, b: PickupPoint): number {
  return (
    (countyOrder.get(a.county) ?? COUNTIES.length) -
      (countyOrder.get(b.county) ?? COUNTIES.length) ||
    collator.compare(a.locality, b.locality) ||
    a.id - b.id
  );
}

/** The active points of one county, by locality. */
export async function listPickupPoints(db: Database, county: string): Promise<PickupPoint[]> {
  const rows = await db
    .select(columns)
    .from(pickupPoints)
    .where(and(eq(pickupPoints.county, county), eq(pickupPoints.isActive, true)));
  return rows.sort(byPlace);
}

/** Every active point, by county (in display order) and locality: for the page without JavaScript. */
export async function listAllPickupPoints(db: Database): Promise<PickupPoint[]> {
  const rows = await db.select(columns).from(pickupPoints).where(eq(pickupPoints.isActive, true));
  return rows.sort(byPlace);
}

/** An active point, or null for an unknown or closed one. */
export async function findPickupPoint(db: Database, id: number): Promise<PickupPoint | null> {
  const [row] = await db
    .select(columns)
    .from(pickupPoints)
    .where(and(eq(pickupPoints.id, id), eq(pickupPoints.isActive, true)))
    .limit(1);
  return row ?? null;
}
