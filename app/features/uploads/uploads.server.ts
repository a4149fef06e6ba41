// Reading a form that carries a file, checking the file, and keeping it: uploads live in the
// database (bytea), so every instance e-mails and serves the same bytes, with a SHA-256 to tell
// copies apart and to check what an operator fetched.
import { createHash } from "node:crypto";
import { arrayContains, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { careerApplications, manuscriptSubmissions, uploads } from "../../../db/schema-content";
import { outboxEmails } from "../../../db/schema-orders";
import { formThrottled } from "../../lib/http";
import { FORM_BODY_LIMIT, readForm } from "../../lib/request-body.server";
import { countHit, tooManyRequestsMessage } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { detectDocumentType } from "./document-type";
import { safeFileName } from "./file-name";
import {
  APPLICATION_EMAILS,
  applicationEmailKey,
  MANUSCRIPT_EMAILS,
  manuscriptEmailKey,
} from "./upload-emails";
import {
  DOCUMENT_TYPES,
  type DocumentType,
  UPLOAD_FORM_OVERHEAD_BYTES,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type UploadPurpose,
} from "./upload-rules";

export type UploadForm =
  | { ok: true; form: FormData }
  /** Refused unread: the body over the file's room, or its text (a field too long, too many). */
  | { ok: false; refused: "file-too-large" | "form-too-large" };

/**
 * Counts a post to an upload form before its body is read (uploadPostPerClient): over the limit,
 * the form's 429 answer (its body is then discarded unread, server/bad-requests.ts), else null.
 */
export async function uploadPostRefused(db: Database, client: string) {
  const post = await countHit(db, THROTTLE_RULES.uploadPostPerClient, client);
  if (post.allowed) return null;
  return formThrottled(
    { formError: tooManyRequestsMessage(post.retryAfterSeconds) },
    post.retryAfterSeconds,
  );
}

/**
 * The posted form, read with room for one file of `purpose` and its text fields. A body over that,
 * or with a text field or parts past the multipart limits, is not a thrown 413 here but a typed
 * outcome: the page answers with the file's message or the form's.
 */
export async function readUploadForm(
  request: Request,
  purpose: UploadPurpose,
): Promise<UploadForm> {
  // Only a multipart body carries a file: any other form gets the limit of plain forms. A 20 MB
  // urlencoded body of empty fields took the parser two seconds, with the process waiting.
  const multipart = /^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "");
  const limit = multipart
    ? UPLOAD_LIMITS[purpose].maxBytes + UPLOAD_FORM_OVERHEAD_BYTES
    : FORM_BODY_LIMIT;
  try {
    return { ok: true, form: await readForm(request, limit) };
  } catch (error) {
    if (!(error instanceof Response && error.status === 413)) throw error;
    // readForm answers 413 both for too many bytes and for a multipart body past its parts or
    // field size. A body whose declared length fits was refused for the latter: its text, not
    // its file (browsers always declare it). Only a multipart body can carry a file at all.
    const declared = request.headers.get("Content-Length");
    const fits = declared !== null && Number(declared) <= limit;
    return { ok: false, refused: multipart && !fits ? "file-too-large" : "form-too-large" };
  }
}

export interface CheckedFile {
  type: DocumentType;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
}

export type FileCheck =
  | { ok: true; file: CheckedFile }
  | { ok: false; status: 400 | 413; message: string };

/** A form field's file, checked: present, within the purpose's size, a real PDF or DOCX. */
export async function checkUploadedFile(
  value: FormDataEntryValue | null,
  purpose: UploadPurpose,
): Promise<FileCheck> {
  // A form sent without a file chosen still carries the field: an empty, unnamed file.
  if (value === null || typeof value === "string" || value.size === 0) {
    return { ok: false, status: 400, message: UPLOAD_MESSAGES.missing(purpose) };
  }
  if (value.size > UPLOAD_LIMITS[purpose].maxBytes) {
    return { ok: false, status: 413, message: UPLOAD_MESSAGES.tooLarge(purpose) };
  }
  const bytes = new Uint8Array(await value.arrayBuffer());
  const type = detectDocumentType(bytes);
  if (!type) return { ok: false, status: 400, message: UPLOAD_MESSAGES.wrongType };
  return {
    ok: true,
    file: {
      type,
      fileName: safeFileName(value.name, type),
      contentType: DOCUMENT_TYPES[type].contentType,
      size: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
    },
  };
}

/** Stores a checked file; `db` may be the transaction that records what it belongs to. */
export async function storeUpload(
  db: Database,
  purpose: UploadPurpose,
  file: CheckedFile,
): Promise<number> {
  const [row] = await db
    .insert(uploads)
    .values({
      purpose,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      sha256: file.sha256,
      data: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error("upload not stored");
  return row.id;
}

const uploadSummary = {
  id: uploads.id,
  purpose: uploads.purpose,
  fileName: uploads.fileName,
  contentType: uploads.contentType,
  size: uploads.size,
  sha256: uploads.sha256,
  createdAt: uploads.createdAt,
};

export type UploadSummary = Awaited<ReturnType<typeof listUploads>>[number];

/**
 * The latest uploads, newest first, without their bytes, each with what it came with (the
 * operator CLI's listing).
 */
export async function listUploads(db: Database, limit: number) {
  return db
    .select({
      ...uploadSummary,
      applicationId: careerApplications.id,
      applicant: careerApplications.name,
      manuscriptId: manuscriptSubmissions.id,
      manuscriptTitle: manuscriptSubmissions.title,
      author: manuscriptSubmissions.authorName,
    })
    .from(uploads)
    .leftJoin(careerApplications, eq(careerApplications.uploadId, uploads.id))
    .leftJoin(manuscriptSubmissions, eq(manuscriptSubmissions.uploadId, uploads.id))
    .orderBy(desc(uploads.id))
    .limit(limit);
}

/**
 * Erases an upload and, with it (cascade), the application or manuscript it came with: what an
 * applicant or author asking for their data to be deleted gets. The e-mails they caused lose
 * what the visitor wrote (the rows stay for their dedupe keys) and one not yet sent never goes.
 * Returns whether the upload existed.
 */
export async function deleteUpload(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const applications = await tx
      .select({ id: careerApplications.id })
      .from(careerApplications)
      .where(eq(careerApplications.uploadId, id));
    const manuscripts = await tx
      .select({ id: manuscriptSubmissions.id })
      .from(manuscriptSubmissions)
      .where(eq(manuscriptSubmissions.uploadId, id));
    const keys = [
      ...applications.flatMap((row) =>
        APPLICATION_EMAILS.map((e) => applicationEmailKey(row.id, e)),
      ),
      ...manuscripts.flatMap((row) => MANUSCRIPT_EMAILS.map((e) => manuscriptEmailKey(row.id, e))),
    ];
    const pending = sql`${outboxEmails.status} = 'pending'`;
    await tx
      .update(outboxEmails)
      .set({
        subject: "",
        html: "",
        text: "",
        attachmentUploadIds: [],
        // Given up rather than sent empty; the sender skips a row no longer pending.
        status: sql`case when ${pending} then 'failed' else ${outboxEmails.status} end`,
        lastError: sql`case when ${pending} then 'upload deleted' else ${outboxEmails.lastError} end`,
      })
      .where(
        or(
          arrayContains(outboxEmails.attachmentUploadIds, [id]),
          keys.length > 0 ? inArray(outboxEmails.dedupeKey, keys) : undefined,
        ),
      );
    // The acknowledgement's recipient is the visitor's own address; the staff's notices keep theirs.
    const acknowledgements = [
      ...applications.map((row) => applicationEmailKey(row.id, "applicant")),
      ...manuscripts.map((row) => manuscriptEmailKey(row.id, "author")),
    ];
    if (acknowledgements.length > 0) {
      await tx
        .update(outboxEmails)
        .set({ recipient: `deleted-upload-${id}@invalid` })
        .where(inArray(outboxEmails.dedupeKey, acknowledgements));
    }
    const deleted = await tx
      .delete(uploads)
      .where(eq(uploads.id, id))
      .returning({ id: uploads.id });
    return deleted.length > 0;
  });
}

/** One upload with its bytes, or undefined. */
export async function findUpload(db: Database, id: number) {
  const [row] = await db
    .select({ ...uploadSummary, data: uploads.data })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row;
}
