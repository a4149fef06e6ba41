// The two e-mails of a job application: to HR, with the CV attached and everything the applicant
// wrote; and the acknowledgement to the applicant.
import { formatShopDateTime } from "../../../lib/dates";
import type { PublicStore } from "../../../lib/store";
import {
  commaName,
  type MessageEmailBlock,
  type RenderedEmail,
} from "../../email/message-email-content";
import { renderMessageEmail } from "../../email/render-message-email";
import { formatFileSize } from "../../uploads/upload-rules";
import { CAREERS_PATH, careerPositionPath } from "../paths";

export interface ApplicationEmailData {
  applicationId: number;
  position: { slug: string; name: string; departmentName: string };
  name: string;
  email: string;
  phone: string;
  message: string;
  file: { fileName: string; size: number };
  receivedAt: Date;
}

export function applicationToHrEmail(
  data: ApplicationEmailData,
  store: PublicStore,
): RenderedEmail {
  const lines = data.message
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const message: MessageEmailBlock[] = lines.length
    ? [
        { kind: "paragraph", text: "Mesajul candidatului:" },
        ...lines.map((text): MessageEmailBlock => ({ kind: "paragraph", text })),
      ]
    : [{ kind: "paragraph", text: "Candidatul nu a scris un mesaj." }];
  return renderMessageEmail(
    {
      subject: `Candidatură nouă: ${data.position.name} — ${data.name}`,
      preview: `${data.name} a aplicat pentru ${data.position.name}; CV-ul este atașat.`,
      heading: "Candidatură nouă",
      blocks: [
        {
          kind: "paragraph",
          text: `Post: ${data.position.name} (departamentul ${data.position.departmentName}), ${store.publicUrl}${careerPositionPath(data.position.slug)}`,
        },
        { kind: "paragraph", text: `Nume: ${data.name}` },
        { kind: "paragraph", text: `E-mail: ${data.email}` },
        { kind: "paragraph", text: `Telefon: ${data.phone}` },
        ...message,
        {
          kind: "paragraph",
          text: `CV-ul este atașat: ${data.file.fileName} (${formatFileSize(data.file.size)}). Candidatura nr. ${data.applicationId}, primită pe ${formatShopDateTime(data.receivedAt)}.`,
        },
        { kind: "button", label: "Răspunde candidatului", href: `mailto:${data.email}` },
      ],
      footnote:
        "Ai primit acest e-mail pentru că adresa ta primește candidaturile trimise din pagina Cariere (setarea careers.email). Candidatul și-a dat acordul ca datele să fie folosite doar pentru recrutare.",
    },
    store,
  );
}

export function applicationReceivedEmail(
  data: ApplicationEmailData,
  store: PublicStore,
): RenderedEmail {
  const firstName = data.name.trim().split(/\s+/)[0] ?? "";
  return renderMessageEmail(
    {
      subject: `Am primit candidatura ta pentru ${data.position.name}`,
      preview: "Mulțumim! Colegii noștri o citesc cu atenție.",
      heading: `Mulțumim${commaName(firstName)}!`,
      blocks: [
        {
          kind: "paragraph",
          text: `Am primit candidatura ta pentru postul ${data.position.name} din departamentul ${data.position.departmentName}, împreună cu CV-ul (${data.file.fileName}).`,
        },
        {
          kind: "paragraph",
          text: "Colegii noștri citesc fiecare candidatură. Dacă profilul tău se potrivește, te contactăm la această adresă de e-mail sau la telefonul din formular pentru o discuție. Nu e nevoie să trimiți candidatura din nou.",
        },
        {
          kind: "button",
          label: "Vezi celelalte posturi",
          href: `${store.publicUrl}${CAREERS_PATH}`,
        },
      ],
      footnote: `Ai primit acest e-mail pentru că cineva a trimis o candidatură cu această adresă pe ${store.publicUrl}. Dacă nu ai fost tu, scrie-ne la ${store.email} și ștergem datele.`,
    },
    store,
  );
}
