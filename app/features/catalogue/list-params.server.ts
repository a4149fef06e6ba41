// Parsing of the book lists' query parameters (server side: zod stays out of the browser bundle).

import { z } from "zod";
import { parsePageNumber } from "../../lib/page-number";
import {
  AVAILABILITY_PARAMS,
  FORMAT_PARAMS,
  type ListParams,
  ORDER_PARAMS,
  type OrderParam,
} from "./list-params";

const MAX_VALUES = 20;
const slugValue = z.string().regex(/^[a-z0-9-]{1,200}$/);
const languageValue = z.string().regex(/^[a-z]{2}$/);
/** Lei with an optional decimal part ("20", "19,99", "19.99") → bani. */
const leiValue = z
  .string()
  .regex(/^\d{1,6}([.,]\d{1,2})?$/)
  .transform((v) => Math.round(Number(v.replace(",", ".")) * 100));

function values<T>(params: URLSearchParams, name: string, schema: z.ZodType<T>): T[] {
  const out: T[] = [];
  for (const raw of params.getAll(name).flatMap((v) => v.split(","))) {
    const parsed = schema.safeParse(raw.trim());
    if (parsed.success && !out.includes(parsed.data)) out.push(parsed.data);
    if (out.length >= MAX_VALUES) break;
  }
  return out.sort();
}

function oneOf<K extends string>(map: Record<K, unknown>) {
  return z.string().refine((v): v is K => Object.hasOwn(map, v)) as unknown as z.ZodType<K>;
}

// Built once: a list page is parsed on every request, and building zod schemas costs more than
// running them.
const orderValue = oneOf(ORDER_PARAMS);
const formatValue = oneOf(FORMAT_PARAMS);
const availabilityValue = oneOf(AVAILABILITY_PARAMS);

export function parseListParams(
  search: URLSearchParams,
  defaultOrder: OrderParam = "cele-mai-vandute",
): ListParams {
  const order = orderValue.safeParse(search.get("ordonare") ?? "");
  const page = parsePageNumber(search.get("pagina"), 100_000);
  const priceMin = leiValue.safeParse(search.get("pret-minim") ?? "");
  const priceMax = leiValue.safeParse(search.get("pret-maxim") ?? "");
  return {
    order: order.success ? order.data : defaultOrder,
    page: page ?? 1,
    authors: values(search, "autor", slugValue),
    publishers: values(search, "editura", slugValue),
    formats: values(search, "tip-produs", formatValue),
    languages: values(search, "limba", languageValue),
    availability: values(search, "disponibilitate", availabilityValue),
    ...(priceMin.success ? { priceMin: priceMin.data } : {}),
    ...(priceMax.success ? { priceMax: priceMax.data } : {}),
  };
}
