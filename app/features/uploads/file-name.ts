// The name an uploaded file is stored and e-mailed under. It comes from the visitor, so it is
// reduced to plain characters: no folders, control characters, quotes or leading dots, a bounded
// length, and the extension of the type the bytes really are. It is a label, never a path.
import { stripDiacritics } from "../../lib/slug";
import { DOCUMENT_TYPES, type DocumentType } from "./upload-rules";

export const MAX_FILE_NAME_LENGTH = 100;

const FALLBACK_STEM = "document";

export function safeFileName(original: string, type: DocumentType): string {
  const extension = DOCUMENT_TYPES[type].extension;
  // Whatever came before the last slash of either kind is a folder (a path trick or an old browser).
  const base = original.split(/[/\\]/).pop() ?? "";
  const plain = stripDiacritics(base.normalize("NFKC"))
    // Control characters and quotes go; anything else unusual becomes an underscore.
    .replace(/[\p{Cc}\p{Cf}"'`]/gu, "")
    .replace(/[^A-Za-z0-9 ._()-]+/g, "_")
    .replace(/\s+/g, " ")
    .trim();
  const stem = plain
    .replace(/\.(pdf|docx?|rtf|odt|txt)$/i, "")
    // No hidden files and no "..": leading dots, spaces and underscores go.
    .replace(/^[.\s_]+/, "")
    .replace(/[.\s]+$/, "");
  const room = MAX_FILE_NAME_LENGTH - extension.length - 1;
  const bounded = stem.slice(0, room).replace(/[.\s]+$/, "");
  return `${bounded || FALLBACK_STEM}.${extension}`;
}
