// Signed product ids for /addtocartenc/{encId} links (e-mails, ads): "<id base 36>.<MAC>", where
// the MAC is the first 16 bytes of HMAC-SHA256 over the id. Nobody without the key can make a link
// for another product, so a campaign link cannot be turned into one for any book in the shop.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { appSecrets } from "../../../db/schema";

const SECRET_NAME = "add-to-cart-link";
const KEY_BYTES = 32;
const MAC_BYTES = 16;
const MAX_ENCODED_LENGTH = 100;
const MAX_PRODUCT_ID = 2_147_483_647;
const ENCODED = /^([0-9a-z]{1,7})\.([A-Za-z0-9_-]{22})$/;

// Only a cache: the key lives in app_secrets, so every instance and every restart agrees.
const keys = new WeakMap<Database, Promise<Buffer>>();

function linkKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreateKey(db);
    keys.set(db, key);
    // A failed read (database down) must be retried next time, not remembered.
    key.catch(() => keys.delete(db));
  }
  return key;
}

async function readKey(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SECRET_NAME));
  return row?.value;
}

async function loadOrCreateKey(db: Database): Promise<Buffer> {
  let value = await readKey(db);
  if (value === undefined) {
    // Instances starting together may all get here: the first insert wins, all read that one.
    await db
      .insert(appSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(KEY_BYTES).toString("base64url") })
      .onConflictDoNothing();
    value = await readKey(db);
  }
  const key = Buffer.from(value ?? "", "base64url");
  if (key.length < KEY_BYTES) {
    throw new Error(
      `app_secrets "${SECRET_NAME}" must hold at least ${KEY_BYTES} bytes, base64url`,
    );
  }
  return key;
}

function macOf(key: Buffer, id: number): Buffer {
  return createHmac("sha256", key).update(String(id)).digest().subarray(0, MAC_BYTES);
}

export async function encodeProductId(db: Database, productId: number): Promise<string> {
  if (!Number.isInteger(productId) || productId < 1 || productId > MAX_PRODUCT_ID) {
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
  if (id < 1 || id > MAX_PRODUCT_ID || id.toString(36) !== idText) return null;
  const mac = Buffer.from(macText, "base64url");
  if (mac.length !== MAC_BYTES || mac.toString("base64url") !== macText) return null;
  return timingSafeEqual(mac, macOf(await linkKey(db), id)) ? id : null;
}
