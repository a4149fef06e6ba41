// The two e-mails of a manuscript: the notice to the editorial address (the file is not attached,
// it may be 20 MB: the notice says how to fetch it), and the acknowledgement to the author.
import { formatShopDateTime } from "../../../lib/dates";
import type { PublicStore } from "../../../lib/store";
import {
  commaName,
  type MessageEmailBlock,
  type RenderedEmail,
} from "../../email/message-email-content";
import { renderMessageEmail } from "../../email/render-message-email";
import { formatFileSize, UPLOAD_LIMITS } from "../../uploads/upload-rules";
import { weeksLabel as weeks } from "../manuscript-fields";

export interface ManuscriptEmailData {
  submissionId: number;
  uploadId: number;
  authorName: string;
  email: string;
  phone: string;
  title: string;
  genre: string;
  synopsis: string;
  file: { fileName: string; size: number; sha256: string };
  receivedAt: Date;
  replyWithinWeeks: number;
  /** Where the editors read manuscripts (the setting's `to`, else the shop's address). */
  editorialEmail: string;
}

export function manuscriptToEditorsEmail(
  data: ManuscriptEmailData,
  store: PublicStore,
): RenderedEmail {
  const synopsis = data.synopsis
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text): MessageEmailBlock => ({ kind: "paragraph", text }));
  return renderMessageEmail(
    {
      subject: `Manuscris nou: „${data.title}” de ${data.authorName}`,
      preview: `${data.genre}. ${data.authorName} a trimis un manuscris prin formularul editurii.`,
      heading: "Manuscris nou",
      blocks: [
        { kind: "paragraph", text: `Titlu: ${data.title}` },
        { kind: "paragraph", text: `Gen: ${data.genre}` },
        { kind: "paragraph", text: `Autor: ${data.authorName}` },
        { kind: "paragraph", text: `E-mail: ${data.email}` },
        { kind: "paragraph", text: `Telefon: ${data.phone || "nu a fost dat"}` },
        { kind: "paragraph", text: "Sinopsis:" },
        ...synopsis,
        {
          kind: "paragraph",
          text: `Fișierul nu este atașat (poate avea până la ${formatFileSize(UPLOAD_LIMITS.manuscript.maxBytes)}): ${data.file.fileName}, ${formatFileSize(data.file.size)}, SHA-256 ${data.file.sha256}. Îl descarci din folderul magazinului cu: npm run uploads -- get ${data.uploadId} "${data.file.fileName}"`,
        },
        {
          kind: "paragraph",
          text: `Trimiterea nr. ${data.submissionId}, primită pe ${formatShopDateTime(data.receivedAt)}. Autorului i-am promis un răspuns în ${weeks(data.replyWithinWeeks)}.`,
        },
        { kind: "button", label: "Răspunde autorului", href: `mailto:${data.email}` },
      ],
      footnote:
        "Ai primit acest e-mail pentru că adresa ta primește manuscrisele trimise din pagina Publică o carte (setarea manuscripts.submissions).",
    },
    store,
  );
}

export function manuscriptReceivedEmail(
  data: ManuscriptEmailData,
  store: PublicStore,
): RenderedEmail {
  const firstName = data.authorName.trim().split(/\s+/)[0] ?? "";
  return renderMessageEmail(
    {
      // Fixed: the address was typed by whoever sent the form, so what they typed stays in the
      // body (escaped) and out of the subject a stranger's inbox lists.
      subject: "Am primit manuscrisul tău",
      preview: `Îți răspundem în cel mult ${weeks(data.replyWithinWeeks)}.`,
      heading: `Mulțumim${commaName(firstName)}!`,
      blocks: [
        {
          kind: "paragraph",
          text: `Manuscrisul „${data.title}” (${data.file.fileName}) a ajuns la redacția editurii ${store.name}. Îl citim integral și îți răspundem în cel mult ${weeks(data.replyWithinWeeks)}, oricare ar fi decizia.`,
        },
        {
          kind: "paragraph",
          // The e-mail comes from the shop's sending address: a reply would reach the orders
          // inbox, so the editors' address is named instead.
          text: `Până atunci, nu e nevoie să ni-l trimiți din nou. Dacă îl revizuiești între timp sau primești o ofertă de la altă editură, scrie-ne la ${data.editorialEmail} și pomenește numărul trimiterii, ${data.submissionId}.`,
        },
      ],
      footnote: `Ai primit acest e-mail pentru că cineva a trimis un manuscris cu această adresă pe ${store.publicUrl}. Dacă nu ai fost tu, scrie-ne la ${store.email} și ștergem datele.`,
    },
    store,
  );
}
