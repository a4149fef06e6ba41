// What a visitor may upload, per purpose: the file types and the size. Browser-safe (the forms
// show the limits), so nothing here reads the database.

export type UploadPurpose = "cv" | "manuscript";

/** The document types we accept, as detected from the bytes (never from the name or the browser). */
export const DOCUMENT_TYPES = {
  pdf: { contentType: "application/pdf", extension: "pdf" },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
  },
} as const;

export type DocumentType = keyof typeof DOCUMENT_TYPES;

const MIB = 1024 * 1024;

/**
 * Per purpose: the largest file. A CV is a few pages (5 MB leaves room for a scanned one); a
 * manuscript is a whole book, with images at most (20 MB). The request body is held in memory
 * once while it is read, which is acceptable at these sizes.
 */
export const UPLOAD_LIMITS: Record<UploadPurpose, { maxBytes: number }> = {
  cv: { maxBytes: 5 * MIB },
  manuscript: { maxBytes: 20 * MIB },
};

/** Room for the text fields and multipart framing of an upload form, on top of the file. */
export const UPLOAD_FORM_OVERHEAD_BYTES = 256 * 1024;

/** The `accept` attribute of a file input: a hint to the browser's picker, not a check. */
export const DOCUMENT_ACCEPT =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * "5 MB", "1,2 MB", "340 KB", "16 B": Romanian decimal comma, binary units as people read them;
 * bytes under 1 KB (a 16-byte file is not "1 KB").
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes < 1024) return `${kilobytes} KB`;
  const megabytes = Math.round((bytes / MIB) * 10) / 10;
  return `${String(megabytes).replace(".", ",")} MB`;
}

export const UPLOAD_MESSAGES = {
  wrongType: "Acceptăm doar fișiere PDF sau DOCX.",
  missing: (purpose: UploadPurpose) =>
    `Atașează ${purpose === "cv" ? "CV-ul" : "manuscrisul"} (PDF sau DOCX, cel mult ${formatFileSize(UPLOAD_LIMITS[purpose].maxBytes)}).`,
  tooLarge: (purpose: UploadPurpose) =>
    `Fișierul depășește ${formatFileSize(UPLOAD_LIMITS[purpose].maxBytes)}. Trimite un fișier mai mic.`,
  /** A body refused for its text (a field over its size, too many fields), not for the file. */
  formTooLarge:
    "Formularul are un text prea lung sau prea multe câmpuri. Scurtează mesajul și trimite din nou.",
} as const;
