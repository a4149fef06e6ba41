// The type of an uploaded document, read from its bytes: a PDF starts with "%PDF-"; a DOCX is a
// ZIP archive whose central directory lists word/document.xml and [Content_Types].xml. Any other
// ZIP (an archive, a spreadsheet, a macro-enabled document) is refused. Names and the browser's
// declared type are never trusted: they are whatever the sender wrote.
import type { DocumentType } from "./upload-rules";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** A Word document has a few dozen parts; a directory far longer is not one we want to walk. */
const MAX_ENTRIES = 10_000;
/** The parts that hold VBA macros and their data, lower-cased. */
const MACRO_PARTS = ["vbaproject.bin", "vbadata.xml"];

export function detectDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, PDF_MAGIC)) return "pdf";
  if (isDocx(bytes)) return "docx";
  return null;
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);
}

function isDocx(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < END_RECORD_SIZE + 30 || view.getUint32(0, true) !== ZIP_LOCAL_HEADER) {
    return false;
  }
  const names = centralDirectoryNames(view);
  if (!names) return false;
  return (
    names.has("word/document.xml") &&
    names.has("[content_types].xml") &&
    // Macros (a .docm renamed): refused, they are what makes an office file dangerous to open.
    // Word finds its parts whatever their case and wherever the relationships point, so any
    // macro part in any folder counts.
    ![...names].some((name) => MACRO_PARTS.some((part) => name.endsWith(part)))
  );
}

/**
 * The entry names of a ZIP's central directory, lower-cased (OPC part names are compared without
 * case), or null when it cannot be read (or is ZIP64).
 */
function centralDirectoryNames(view: DataView): Set<string> | null {
  const end = findEndRecord(view);
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const start = view.getUint32(end + 16, true);
  // 0xffff / 0xffffffff mean ZIP64, which no word processor writes for a document this size.
  if (entries === 0xffff || start === 0xffffffff || entries > MAX_ENTRIES) return null;
  if (start + size > end) return null;
  const names = new Set<string>();
  const decoder = new TextDecoder("utf-8", { fatal: false });
  let at = start;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > end) return null;
    const name = decoder.decode(new Uint8Array(view.buffer, view.byteOffset + at + 46, nameLength));
    names.add(name.toLowerCase());
    at = nameEnd + extraLength + commentLength;
  }
  return names;
}

/** The offset of the end-of-central-directory record: the last 22 bytes plus any comment. */
function findEndRecord(view: DataView): number {
  const last = view.byteLength - END_RECORD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) !== ZIP_END_OF_DIRECTORY) continue;
    // The comment length must reach exactly to the end, or this is a signature inside the data.
    if (at + END_RECORD_SIZE + view.getUint16(at + 20, true) === view.byteLength) return at;
  }
  return -1;
}
