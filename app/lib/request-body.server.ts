// Every request body the app reads goes through here: bytes are counted as they arrive, so a body
// streamed without a Content-Length (chunked) stops at the limit like a declared one, and the
// shopper gets 413 instead of the server holding hundreds of megabytes. Nothing else may call
// request.text(), .json(), .formData(), .arrayBuffer() or .blob() (a test checks).
import { apiError } from "./api.server";
import { MultipartRefusal, parseMultipart } from "./multipart-form.server";

/** JSON calls: a cart of 100 lines is ~3 KB. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Plain forms (checkout details, account data): text fields only. */
export const FORM_BODY_LIMIT = 64 * 1024;

const TOO_LARGE_MESSAGE = "Cererea este prea mare.";

/**
 * 413 with the JSON error shape. What is left of the body is not read into memory: after the
 * answer the server discards it for a bounded time (server/bad-requests.ts), so that a client
 * still sending reads the 413 rather than a reset connection.
 */
export function payloadTooLarge(): Response {
  return apiError(413, "payload_too_large", TOO_LARGE_MESSAGE);
}

/** The body's bytes, at most `maxBytes` of them; more throws the 413 answer. */
export async function readBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) throw payloadTooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      // Not cancelled: cancelling destroys the socket, and the client would see a reset.
      if (total > maxBytes) throw payloadTooLarge();
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

// Text from a body is text PostgreSQL can store. U+0000 never reaches the app: text columns cannot
// hold it (the statement fails) and nothing a shopper types contains it, so strings read from
// bodies lose it (addresses with it are refused before the app, server/bad-requests.ts). A lone
// UTF-16 surrogate (JSON's "\ud800" without its pair) is not text at all, and jsonb refuses it:
// it becomes U+FFFD, as undecodable bytes already do.
const NUL = "\u0000";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Only JSON's escapes can put either into a parsed string: `\u0000`, `\uD800`…`\uDFFF`. */
const SUSPECT_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

const withoutNul = (text: string) => (text.includes(NUL) ? text.replaceAll(NUL, "") : text);
const storableText = (text: string) => withoutNul(text).replace(LONE_SURROGATE, "\uFFFD");
const storableStrings = (_key: string, value: unknown) =>
  typeof value === "string" ? storableText(value) : value;

/** `application/json`, or a structured `+json` type such as `application/merge-patch+json`. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * A JSON body, or a thrown 415 (not sent as JSON), 400 (not JSON) or 413 (too large) answer.
 * Strings carry no NUL and no lone surrogate.
 *
 * The type is required: a form of another site can post `text/plain` that happens to parse as
 * JSON (`<input name='{"email":"…","x":"' value='"}'>`) without the browser asking us first, and
 * the browser keeps the cookies the answer sets (a login there set the sender's session in the
 * visitor's browser). A JSON type makes it a CORS request, which the shop never allows.
 */
export async function readJson(request: Request, maxBytes = JSON_BODY_LIMIT): Promise<unknown> {
  if (!JSON_TYPE.test(request.headers.get("Content-Type") ?? "")) {
    throw apiError(
      415,
      "unsupported_media_type",
      "Trimite corpul cererii ca JSON (Content-Type: application/json).",
    );
  }
  const text = new TextDecoder().decode(await readBody(request, maxBytes));
  try {
    // The reviver runs only for the rare body that spells one of those escapes.
    return JSON.parse(text, SUSPECT_ESCAPE.test(text) ? storableStrings : undefined);
  } catch {
    throw apiError(400, "invalid_json", "Corpul cererii nu este JSON valid.");
  }
}

const MULTIPART_TYPE = /^multipart\/form-data\b/i;
const unreadableForm = () => apiError(400, "invalid_form", "Formularul trimis nu poate fi citit.");

/**
 * A urlencoded or multipart form, or a thrown 400 (not a form) or 413 (too large: bytes, or parts
 * and fields past multipart-form.server.ts's limits) answer. Names, text values and file names
 * carry no NUL.
 */
export async function readForm(request: Request, maxBytes = FORM_BODY_LIMIT): Promise<FormData> {
  const bytes = await readBody(request, maxBytes);
  const type = request.headers.get("Content-Type") ?? "";
  let form: FormData;
  if (MULTIPART_TYPE.test(type)) {
    try {
      form = await parseMultipart(bytes, type);
    } catch (error) {
      if (error instanceof MultipartRefusal && error.reason !== "unreadable") {
        throw payloadTooLarge();
      }
      throw unreadableForm();
    }
  } else {
    try {
      form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
    } catch {
      throw unreadableForm();
    }
  }
  return formWithoutNul(form);
}

function formWithoutNul(form: FormData): FormData {
  let clean = true;
  for (const [name, value] of form) {
    if (name.includes(NUL) || (typeof value === "string" ? value : value.name).includes(NUL)) {
      clean = false;
      break;
    }
  }
  if (clean) return form;
  const cleaned = new FormData();
  for (const [name, value] of form) {
    if (typeof value === "string") cleaned.append(withoutNul(name), withoutNul(value));
    else cleaned.append(withoutNul(name), value, withoutNul(value.name));
  }
  return cleaned;
}
