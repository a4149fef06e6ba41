// A job application from /cariere/{slug}: the fields and the CV are checked, then stored with the
// e-mails they cause in one transaction: to HR (CV attached) and the acknowledgement to the
// applicant, both through the outbox.
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { careerApplications } from "../../../db/schema-content";
import { mailboxOf } from "../../lib/mailbox";
import type { PublicStore } from "../../lib/store";
import { countHit } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { enqueueEmail } from "../email/outbox.server";
import { readSetting } from "../settings/settings.server";
import { applicationEmailKey } from "../uploads/upload-emails";
import { UPLOAD_MESSAGES } from "../uploads/upload-rules";
import { checkUploadedFile, storeUpload, type UploadForm } from "../uploads/uploads.server";
import {
  fieldErrors,
  multiLineText,
  textFields,
  visitorFields,
} from "../uploads/visitor-fields.server";
import { APPLICATION_LIMITS, CV_FIELD } from "./application-fields";
import { applicationReceivedEmail, applicationToHrEmail } from "./emails/application-emails";
import { applicationChannel, findPosition } from "./positions.server";

const TEXT_FIELDS = ["name", "email", "phone", "message", "consent"] as const;

const applicationSchema = z.object({
  name: visitorFields.name,
  email: visitorFields.email,
  phone: visitorFields.phone,
  message: multiLineText().pipe(
    z.string().max(APPLICATION_LIMITS.message, {
      error: `Mesajul poate avea cel mult ${APPLICATION_LIMITS.message} de caractere.`,
    }),
  ),
  consent: visitorFields.consent,
});

export type ApplicationField = (typeof TEXT_FIELDS)[number] | typeof CV_FIELD;
/** A field's message, or "form" for one about the whole form (a text too long to read). */
export type ApplicationErrors = Partial<Record<ApplicationField | "form", string>>;
export type ApplicationValues = Record<Exclude<ApplicationField, "cv" | "consent">, string>;

export type ApplicationResult =
  | {
      ok: true;
      applicationId: number;
      email: string;
      /** False when the mailbox had its acknowledgements for the day: the page says so. */
      acknowledged: boolean;
    }
  | { ok: false; reason: "not-found" | "closed" }
  | {
      ok: false;
      reason: "invalid";
      status: 400 | 413;
      errors: ApplicationErrors;
      values: ApplicationValues;
    }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export interface ApplicationOptions {
  store: PublicStore;
  /** `clientKey(context.clientAddress)`. */
  clientKey: string;
  now: Date;
}

export async function submitApplication(
  db: Database,
  slug: string,
  upload: UploadForm,
  { store, clientKey, now }: ApplicationOptions,
): Promise<ApplicationResult> {
  const position = await findPosition(db, slug);
  if (!position) return { ok: false, reason: "not-found" };
  if (applicationChannel(position) !== "form") return { ok: false, reason: "closed" };
  if (!upload.ok) {
    // The body was refused unread (too large, or too long a field): not even the text fields.
    return {
      ok: false,
      reason: "invalid",
      status: 413,
      errors:
        upload.refused === "file-too-large"
          ? { cv: UPLOAD_MESSAGES.tooLarge("cv") }
          : { form: UPLOAD_MESSAGES.formTooLarge },
      values: { name: "", email: "", phone: "", message: "" },
    };
  }
  const raw = textFields(upload.form, TEXT_FIELDS);
  const values = { name: raw.name, email: raw.email, phone: raw.phone, message: raw.message };
  const parsed = applicationSchema.safeParse(raw);
  const file = await checkUploadedFile(upload.form.get(CV_FIELD), "cv");
  if (!parsed.success || !file.ok) {
    const errors: ApplicationErrors = parsed.success ? {} : fieldErrors(parsed.error);
    if (!file.ok) errors.cv = file.message;
    return {
      ok: false,
      reason: "invalid",
      status: file.ok ? 400 : file.status,
      errors,
      values,
    };
  }
  // Counted once the application is complete: a visitor correcting a field is not held back.
  const verdict = await countHit(db, THROTTLE_RULES.careerApplicationPerClient, clientKey, {
    now,
  });
  if (!verdict.allowed) {
    return { ok: false, reason: "throttled", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const fields = parsed.data;
  // The acknowledgement goes to whatever address was typed: a mailbox gets a few a day, past
  // that the application is still taken (HR gets it) but the applicant is not written to.
  const acknowledge = await countHit(
    db,
    THROTTLE_RULES.uploadAcknowledgementPerMailbox,
    mailboxOf(fields.email),
    { now },
  );
  const hr = await readSetting(db, "careers.email");
  const applicationId = await db.transaction(async (tx) => {
    const uploadId = await storeUpload(tx, "cv", file.file);
    const [row] = await tx
      .insert(careerApplications)
      .values({
        positionId: position.id,
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        message: fields.message,
        uploadId,
        createdAt: now,
      })
      .returning({ id: careerApplications.id });
    if (!row) throw new Error("application not stored");
    const data = {
      applicationId: row.id,
      position: {
        slug: position.slug,
        name: position.name,
        departmentName: position.department.name,
      },
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      message: fields.message,
      file: { fileName: file.file.fileName, size: file.file.size },
      receivedAt: now,
    };
    await enqueueEmail(tx, {
      dedupeKey: applicationEmailKey(row.id, "hr"),
      to: hr.to ?? store.email,
      ...applicationToHrEmail(data, store),
      attachmentUploadIds: [uploadId],
    });
    if (acknowledge.allowed) {
      await enqueueEmail(tx, {
        dedupeKey: applicationEmailKey(row.id, "applicant"),
        to: fields.email,
        ...applicationReceivedEmail(data, store),
      });
    }
    return row.id;
  });
  return { ok: true, applicationId, email: fields.email, acknowledged: acknowledge.allowed };
}
