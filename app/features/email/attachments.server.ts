// The files an outbox e-mail carries are read from `uploads` when it is sent, not copied into the
// row: the outbox stays small, and a file erased meanwhile (an applicant's data deleted) is never
// sent on.
import { inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { uploads } from "../../../db/schema-content";
import { type MailAttachment, PermanentMailError } from "./transport.server";

/** The uploads `ids` as attachments, in that order; a missing one gives the e-mail up. */
export async function loadAttachments(
  db: Database,
  ids: readonly number[],
): Promise<MailAttachment[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: uploads.id,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      data: uploads.data,
    })
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    // No retry brings it back; sending without it would pass for the complete e-mail.
    if (!row) throw new PermanentMailError(`attachment upload ${id} no longer exists`);
    return { filename: row.fileName, contentType: row.contentType, content: row.data };
  });
}
