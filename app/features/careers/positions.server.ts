// The departments and their positions, as /cariere lists them and /cariere/{slug} shows one.
// Operators edit them in the database (README, "Careers and manuscripts").
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { careerDepartments, careerPositions } from "../../../db/schema-content";
import type { DepartmentListing, PositionDetails } from "./types";

/** Every department in its order, each with its positions (closed ones too, marked so). */
export async function listDepartments(db: Database): Promise<DepartmentListing[]> {
  const [departments, positions] = await Promise.all([
    db
      .select({
        id: careerDepartments.id,
        slug: careerDepartments.slug,
        name: careerDepartments.name,
        description: careerDepartments.description,
        image: careerDepartments.image,
      })
      .from(careerDepartments)
      .orderBy(asc(careerDepartments.position), asc(careerDepartments.id)),
    db
      .select({
        departmentId: careerPositions.departmentId,
        slug: careerPositions.slug,
        name: careerPositions.name,
        description: careerPositions.description,
        open: careerPositions.open,
      })
      .from(careerPositions)
      .orderBy(asc(careerPositions.position), asc(careerPositions.id)),
  ]);
  return departments.map(({ id, ...department }) => ({
    ...department,
    image: safeImagePath(department.image),
    positions: positions
      .filter((position) => position.departmentId === id)
      .map(({ departmentId: _, ...position }) => position),
  }));
}

/** How a position takes applications: our form, an outside one, or none (closed). */
export function applicationChannel(
  position: Pick<PositionDetails, "open" | "externalFormUrl">,
): "form" | "external" | "closed" {
  if (!position.open) return "closed";
  return position.externalFormUrl ? "external" : "form";
}

export async function findPosition(
  db: Database,
  slug: string,
): Promise<PositionDetails | undefined> {
  const [row] = await db
    .select({
      id: careerPositions.id,
      slug: careerPositions.slug,
      name: careerPositions.name,
      description: careerPositions.description,
      departmentSlug: careerDepartments.slug,
      departmentName: careerDepartments.name,
      objectivesTitle: careerPositions.objectivesTitle,
      objectives: careerPositions.objectives,
      responsibilitiesTitle: careerPositions.responsibilitiesTitle,
      responsibilities: careerPositions.responsibilities,
      externalFormUrl: careerPositions.externalFormUrl,
      open: careerPositions.open,
    })
    .from(careerPositions)
    .innerJoin(careerDepartments, eq(careerDepartments.id, careerPositions.departmentId))
    .where(eq(careerPositions.slug, slug));
  if (!row) return undefined;
  const { departmentSlug, departmentName, ...position } = row;
  return {
    ...position,
    department: { slug: departmentSlug, name: departmentName },
    objectives: stringList(position.objectives),
    responsibilities: stringList(position.responsibilities),
    externalFormUrl: safeExternalUrl(position.externalFormUrl),
  };
}

/** jsonb edited by hand may hold anything: only its strings are shown. */
function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "")
    : [];
}

/** Only http(s) links leave the shop: a mistyped or `javascript:` value is no link at all. */
function safeExternalUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A picture of the shop's own (/…, not //host/…), or none. */
function safeImagePath(value: string | null): string | null {
  return value && /^\/(?!\/)[\w./-]+$/.test(value) ? value : null;
}
