// A manuscript from /publica-o-carte: the fields and the file are checked, then stored with the
// e-mails they cause in one transaction: the notice to the editorial address (without the file,
// which may be large) and the acknowledgement to the author, both through the outbox.
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { manuscriptSubmissions } from "../../../db/schema-content";
import { mailboxOf } from "../../lib/mailbox";
import type { PublicStore } from "../../lib/store";
import { countHit } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { enqueueEmail } from "../email/outbox.server";
import { readSetting, type SettingValue } from "../settings/settings.server";
import { manuscriptEmailKey } from "../uploads/upload-emails";
import { UPLOAD_MESSAGES } from "../uploads/upload-rules";
import { checkUploadedFile, storeUpload, type UploadForm } from "../uploads/uploads.server";
import {
  fieldErrors,
  multiLineText,
  oneLineText,
  textFields,
  visitorFields,
} from "../uploads/visitor-fields.server";
import { manuscriptReceivedEmail, manuscriptToEditorsEmail } from "./emails/manuscript-emails";
import { MANUSCRIPT_FIELD, MANUSCRIPT_LIMITS } from "./manuscript-fields";

const TEXT_FIELDS = [
  "authorName",
  "email",
  "phone",
  "title",
  "genre",
  "synopsis",
  "consent",
] as const;

export type ManuscriptSettings = SettingValue<"manuscripts.submissions">;

/** What the page shows: the genres of the form and the answer time promised. */
export async function manuscriptSettings(db: Database): Promise<ManuscriptSettings> {
  return readSetting(db, "manuscripts.submissions");
}

function submissionSchema(genres: readonly string[]) {
  return z.object({
    authorName: visitorFields.name,
    email: visitorFields.email,
    // Optional here: an author may prefer to be reached by e-mail only.
    phone: z.union([z.literal(""), visitorFields.phone]),
    title: oneLineText().pipe(
      z
        .string()
        .min(1, { error: "Scrie titlul cărții (unul provizoriu e în regulă)." })
        .max(MANUSCRIPT_LIMITS.title, {
          error: `Titlul poate avea cel mult ${MANUSCRIPT_LIMITS.title} de caractere.`,
        }),
    ),
    genre: z
      .string()
      .refine((value) => genres.includes(value), { error: "Alege genul cărții din listă." }),
    synopsis: multiLineText().pipe(
      z
        .string()
        .min(MANUSCRIPT_LIMITS.synopsisMin, {
          error: `Scrie un sinopsis de cel puțin ${MANUSCRIPT_LIMITS.synopsisMin} de caractere: despre ce e cartea?`,
        })
        .max(MANUSCRIPT_LIMITS.synopsisMax, {
          error: `Sinopsisul poate avea cel mult ${MANUSCRIPT_LIMITS.synopsisMax} de caractere.`,
        }),
    ),
    consent: visitorFields.consent,
  });
}

export type ManuscriptField = (typeof TEXT_FIELDS)[number] | typeof MANUSCRIPT_FIELD;
/** A field's message, or "form" for one about the whole form (a text too long to read). */
export type ManuscriptErrors = Partial<Record<ManuscriptField | "form", string>>;
export type ManuscriptValues = Record<
  Exclude<ManuscriptField, "consent" | typeof MANUSCRIPT_FIELD>,
  string
>;

export type ManuscriptResult =
  | {
      ok: true;
      submissionId: number;
      email: string;
      replyWithinWeeks: number;
      /** False when the mailbox had its acknowledgements for the day: the page says so. */
      acknowledged: boolean;
    }
  | {
      ok: false;
      reason: "invalid";
      status: 400 | 413;
      errors: ManuscriptErrors;
      values: ManuscriptValues;
    }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export interface ManuscriptOptions {
  store: PublicStore;
  /** `clientKey(context.clientAddress)`. */
  clientKey: string;
  now: Date;
}

const NO_VALUES: ManuscriptValues = {
  authorName: "",
  email: "",
  phone: "",
  title: "",
  genre: "",
  synopsis: "",
};

export async function submitManuscript(
  db: Database,
  upload: UploadForm,
  { store, clientKey, now }: ManuscriptOptions,
): Promise<ManuscriptResult> {
  if (!upload.ok) {
    // The body was refused unread (too large, or too long a field): not even the text fields.
    return {
      ok: false,
      reason: "invalid",
      status: 413,
      errors:
        upload.refused === "file-too-large"
          ? { [MANUSCRIPT_FIELD]: UPLOAD_MESSAGES.tooLarge("manuscript") }
          : { form: UPLOAD_MESSAGES.formTooLarge },
      values: NO_VALUES,
    };
  }
  const settings = await manuscriptSettings(db);
  const raw = textFields(upload.form, TEXT_FIELDS);
  const { consent: _, ...values } = raw;
  const parsed = submissionSchema(settings.genres).safeParse(raw);
  const file = await checkUploadedFile(upload.form.get(MANUSCRIPT_FIELD), "manuscript");
  if (!parsed.success || !file.ok) {
    const errors: ManuscriptErrors = parsed.success ? {} : fieldErrors(parsed.error);
    if (!file.ok) errors[MANUSCRIPT_FIELD] = file.message;
    return { ok: false, reason: "invalid", status: file.ok ? 400 : file.status, errors, values };
  }
  // Counted once the submission is complete: an author correcting a field is not held back.
  const verdict = await countHit(db, THROTTLE_RULES.manuscriptPerClient, clientKey, { now });
  if (!verdict.allowed) {
    return { ok: false, reason: "throttled", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const fields = parsed.data;
  // The acknowledgement goes to whatever address was typed: a mailbox gets a few a day, past
  // that the manuscript is still taken (the editors get it) but the author is not written to.
  const acknowledge = await countHit(
    db,
    THROTTLE_RULES.uploadAcknowledgementPerMailbox,
    mailboxOf(fields.email),
    { now },
  );
  const submissionId = await db.transaction(async (tx) => {
    const uploadId = await storeUpload(tx, "manuscript", file.file);
    const [row] = await tx
      .insert(manuscriptSubmissions)
      .values({
        authorName: fields.authorName,
        email: fields.email,
        phone: fields.phone,
        title: fields.title,
        genre: fields.genre,
        synopsis: fields.synopsis,
        uploadId,
        createdAt: now,
      })
      .returning({ id: manuscriptSubmissions.id });
    if (!row) throw new Error("manuscript not stored");
    const data = {
      submissionId: row.id,
      uploadId,
      ...fields,
      file: { fileName: file.file.fileName, size: file.file.size, sha256: file.file.sha256 },
      receivedAt: now,
      replyWithinWeeks: settings.replyWithinWeeks,
      editorialEmail: settings.to ?? store.email,
    };
    await enqueueEmail(tx, {
      dedupeKey: manuscriptEmailKey(row.id, "editorial"),
      to: data.editorialEmail,
      ...manuscriptToEditorsEmail(data, store),
    });
    if (acknowledge.allowed) {
      await enqueueEmail(tx, {
        dedupeKey: manuscriptEmailKey(row.id, "author"),
        to: fields.email,
        ...manuscriptReceivedEmail(data, store),
      });
    }
    return row.id;
  });
  return {
    ok: true,
    submissionId,
    email: fields.email,
    replyWithinWeeks: settings.replyWithinWeeks,
    acknowledged: acknowledge.allowed,
  };
}
