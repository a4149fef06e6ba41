// The contact form: a message is stored and e-mailed to the shop's inbox in one transaction (the
// outbox delivers it). Robots that fill the hidden trap field are told it went, and nothing is
// kept; valid messages count against the client's throttle.
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { contactMessages } from "../../../db/schema-content";
import type { PublicStore } from "../../lib/store";
import { countHit, clientKey as foldClientKey } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { enqueueEmail } from "../email/outbox.server";
import { readCompany } from "./company.server";
import {
  CONTACT_SUBJECTS,
  type ContactErrors,
  type ContactField,
  type ContactSubject,
  type ContactValues,
  HONEYPOT_FIELD,
  CONTACT_LIMITS as LIMITS,
  CONTACT_MESSAGES as MESSAGES,
} from "./contact-fields";
import { contactMessageEmail } from "./emails/contact-message";

export interface ContactOptions {
  now: Date;
  store: PublicStore;
  /** `clientKey(context.clientAddress)`; a bare address is folded the same way. */
  clientKey: string;
}

export type ContactOutcome =
  | { ok: true }
  | { ok: false; reason: "invalid"; errors: ContactErrors; values: ContactValues }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number; values: ContactValues };

const FIELDS: readonly ContactField[] = ["name", "email", "subject", "orderNumber", "message"];
const SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [
  ContactSubject,
  ...ContactSubject[],
];

/** Control characters (a NUL cannot even be stored) go; the message keeps its line breaks. */
const oneLine = (value: string) =>
  value
    .replace(/\s+/gu, " ")
    .replace(/\p{Cc}/gu, "")
    .trim();
const multiLine = (value: string) =>
  value
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n]/gu, "")
    .trim();

const contactSchema = z.object({
  name: z
    .string()
    .transform(oneLine)
    .pipe(z.string().min(1, MESSAGES.nameMissing).max(LIMITS.name, MESSAGES.nameTooLong)),
  email: z
    .string()
    .transform(oneLine)
    .pipe(
      z
        .string()
        .min(1, MESSAGES.emailMissing)
        .max(LIMITS.email, MESSAGES.emailInvalid)
        .pipe(z.email(MESSAGES.emailInvalid)),
    ),
  subject: z.enum(SUBJECT_VALUES, MESSAGES.subjectMissing),
  // Optional; "#100245" and "nr. 100245" are read as 100245.
  orderNumber: z
    .string()
    .transform((value) => oneLine(value).replace(/^(?:nr\.?|#)\s*/i, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{0,12}$/, MESSAGES.orderNumberInvalid)
        .transform((digits) => digits || null),
    ),
  message: z
    .string()
    .transform(multiLine)
    .pipe(
      z
        .string()
        .min(LIMITS.messageMin, MESSAGES.messageTooShort)
        .max(LIMITS.message, MESSAGES.messageTooLong),
    ),
});

export type ContactInput = z.output<typeof contactSchema>;

function formValues(form: FormData): ContactValues {
  const values = {} as ContactValues;
  for (const field of FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The form's fields checked, with one Romanian message per wrong field. */
export function validateContact(
  values: ContactValues,
): { ok: true; input: ContactInput } | { ok: false; errors: ContactErrors } {
  const parsed = contactSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export async function submitContactForm(
  db: Database,
  form: FormData,
  { now, store, clientKey }: ContactOptions,
): Promise<ContactOutcome> {
  const values = formValues(form);
  const trap = form.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap !== "") return { ok: true };
  const valid = validateContact(values);
  if (!valid.ok) return { ok: false, reason: "invalid", errors: valid.errors, values };
  const verdict = await countHit(db, THROTTLE_RULES.contactPerClient, [foldClientKey(clientKey)], {
    now,
  });
  if (!verdict.allowed) {
    return { ok: false, reason: "throttled", retryAfterSeconds: verdict.retryAfterSeconds, values };
  }
  const { inbox } = await readCompany(db, store);
  const { input } = valid;
  const subjectLabel =
    CONTACT_SUBJECTS.find((subject) => subject.value === input.subject)?.label ?? input.subject;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        subject: subjectLabel,
        orderNumber: input.orderNumber,
        message: input.message,
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("contact message not stored");
    await enqueueEmail(tx, {
      dedupeKey: `contact:${row.id}`,
      to: inbox,
      ...contactMessageEmail({ ...input, id: row.id, subjectLabel, sentAt: now }, store),
    });
  });
  return { ok: true };
}
