// The WOW offer's calls: the three books, and the visitor's one choice (a voucher code the cart
// quote applies). Parsed here, so a malformed answer never reaches the popup.
// zod/mini, as everywhere in the browser: the full API would add ~25 kB to this chunk.
import * as z from "zod/mini";
import { type ApiResult, errorMessage } from "./prize-api";

const productSchema = z.object({
  id: z.int(),
  title: z.string(),
  url: z.string(),
  mainImageUrl: z.nullable(z.string()),
  mainImageUrlWebP: z.nullable(z.string()),
  price: z.int(),
  wowBestsellerPrice: z.int(),
  lowestPriorPrice: z.int(),
});
export type WowOffer = z.infer<typeof productSchema>;

const choiceSchema = z.object({
  code: z.string(),
  productId: z.int(),
  wowBestsellerPrice: z.int(),
  repeated: z.boolean(),
});
export type WowChoice = z.infer<typeof choiceSchema>;

export function parseWowProducts(body: unknown): WowOffer[] {
  const parsed = z.array(productSchema).safeParse(body);
  return parsed.success ? parsed.data.slice(0, 3) : [];
}

export async function fetchWowProducts(): Promise<WowOffer[]> {
  const response = await fetch("/api/product/get-wow-bestseller-products");
  return response.ok ? parseWowProducts(await response.json()) : [];
}

export async function chooseWow(productId: number): Promise<ApiResult<WowChoice>> {
  let response: Response;
  try {
    response = await fetch(`/api/product/wow-bestseller/${productId}`, { method: "POST" });
  } catch {
    return { ok: false, message: "Nu am putut contacta magazinul. Încearcă din nou." };
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = choiceSchema.safeParse(body);
  if (!response.ok || !parsed.success) {
    return { ok: false, message: errorMessage(body) ?? "Nu a mers de data aceasta." };
  }
  return { ok: true, data: parsed.data };
}
