// Signed product ids for /addtocartenc/{encId} links (e-mails, ads): "<id base 36>.<MAC>", where
// the MAC is the first 16 bytes of HMAC-SHA256 over the id. Nobody without the key can make a link
// for another product, so a campaign link cannot be turned into one for any book in the shop.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "../../../db/client.server";
import { appSecretKey } from "../../lib/app-secret.server";
import { MAX_DATABASE_ID } from "../../lib/database-id";

const SECRET_NAME = "add-to-cart-link";
const KEY_BYTES = 32;
const MAC_BYTES = 16;
const MAX_ENCODED_LENGTH = 100;
const ENCODED = /^([0-9a-z]{1,7})\.([A-Za-z0-9_-]{22})$/;

function linkKey(db: Database): Promise<Buffer> {
  return appSecretKey(db, SECRET_NAME, KEY_BYTES);
}

function macOf(key: Buffer, id: number): Buffer {
  return createHmac("sha256", key).update(String(id)).digest().subarray(0, MAC_BYTES);
}

export async function encodeProductId(db: Database, productId: number): Promise<string> {
  if (!Number.isInteger(productId) || productId < 1 || productId > MAX_DATABASE_ID) {
    throw new RangeError(`Not a product id: ${productId}`);
  }
  const mac = macOf(await linkKey(db), productId);
  return `${productId.toString(36)}.${mac.toString("base64url")}`;
}

/** The product id an encId was made for, or null for anything not made by encodeProductId. */
export async function decodeProductId(db: Database, encId: string): Promise<number | null> {
  // Malformed input is turned away before touching the database.
  if (typeof encId !== "string" || encId.length > MAX_ENCODED_LENGTH) return null;
  const match = ENCODED.exec(encId);
  if (!match) return null;
  const [, idText = "", macText = ""] = match;
  const id = Number.parseInt(idText, 36);
  // One spelling per id: no leading zeros, no alternative base64 endings.
  if (id < 1 || id > MAX_DATABASE_ID || id.toString(36) !== idText) return null;
  const mac = Buffer.from(macText, "base64url");
  if (mac.length !== MAC_BYTES || mac.toString("base64url") !== macText) return null;
  return timingSafeEqual(mac, macOf(await linkKey(db), id)) ? id : null;
}
