// The e-mails of a return, one for each step the shopper waits on: the request received, approved
// (where the parcel goes), the money given back, or refused. What comes back is told as the
// returns page tells it (returnParts).
import type { PublicStore } from "../../../lib/store";
import {
  commaName,
  type MessageEmailBlock,
  type RenderedEmail,
} from "../../email/message-email-content";
import { renderMessageEmail } from "../../email/render-message-email";
import { RETURN_DAYS, type ReturnRefund, returnParts } from "../returns";

export type ReturnEmailStep = "requested" | "approved" | "refunded" | "rejected";

export interface ReturnEmailDetails extends ReturnRefund {
  id: number;
  /** The order's number. */
  number: number;
  firstName: string;
  /** Where approved parcels go (the company's working address); null: ask the shop. */
  returnAddress: string | null;
}

/** Days the shopper has to send the parcel from the return request (the policy page). */
export const SEND_WITHIN_DAYS = 14;

const paragraph = (text: string): MessageEmailBlock => ({ kind: "paragraph", text });

export function returnEmail(
  step: ReturnEmailStep,
  details: ReturnEmailDetails,
  store: PublicStore,
): RenderedEmail {
  const what = `returul nr. ${details.id} (comanda nr. ${details.number})`;
  const parts = returnParts(details).join("; ");
  const page = {
    kind: "button" as const,
    label: "Vezi retururile tale",
    href: `${store.publicUrl}/account/Return`,
  };
  const content = {
    requested: {
      subject: `Am primit cererea de retur nr. ${details.id}`,
      preview: "Îți scriem când o aprobăm, cu adresa la care trimiți coletul.",
      blocks: [
        paragraph(`Am primit cererea ta pentru ${what}. Vei primi înapoi: ${parts}.`),
        paragraph(
          "Îți scriem când o aprobăm, cu adresa la care trimiți coletul. Până atunci, păstrează cărțile în starea în care le-ai primit.",
        ),
      ],
    },
    approved: {
      subject: `Returul nr. ${details.id} a fost aprobat: trimite coletul`,
      preview: `Trimite coletul în cel mult ${SEND_WITHIN_DAYS} zile de la cererea de retur.`,
      blocks: [
        paragraph(
          details.returnAddress
            ? `Am aprobat ${what}. Trimite coletul, prin curierul ales de tine, în cel mult ${SEND_WITHIN_DAYS} zile de la cererea de retur, la adresa: ${store.legalName}, ${details.returnAddress}. Scrie pe colet „Retur nr. ${details.id}”.`
            : `Am aprobat ${what}. Sună-ne la ${store.phone} sau scrie-ne la ${store.email} și îți spunem unde trimiți coletul, în cel mult ${SEND_WITHIN_DAYS} zile de la cererea de retur.`,
        ),
        paragraph(
          `Când ajunge coletul, îți dăm înapoi: ${parts}. Costul trimiterii este al tău, cu excepția cazului în care cartea a ajuns deteriorată sau greșită.`,
        ),
      ],
    },
    refunded: {
      subject: `Ți-am dat banii înapoi pentru returul nr. ${details.id}`,
      preview: "Returul tău este încheiat.",
      blocks: [
        paragraph(
          `Am primit coletul pentru ${what} și ți-am dat înapoi: ${parts}. O plată pe card sau un transfer bancar pot ajunge în câteva zile lucrătoare.`,
        ),
      ],
    },
    rejected: {
      subject: `Cererea de retur nr. ${details.id} a fost refuzată`,
      preview: "Îți explicăm de ce, la telefon sau pe e-mail.",
      blocks: [
        paragraph(
          `Nu am putut aproba ${what}: produsele pot fi returnate în ${RETURN_DAYS} de zile de la livrare, în starea în care au ajuns. Sună-ne la ${store.phone} sau scrie-ne la ${store.email} și îți explicăm.`,
        ),
      ],
    },
  }[step];
  return renderMessageEmail(
    {
      subject: content.subject,
      preview: content.preview,
      heading: `Salut${commaName(details.firstName)}!`,
      blocks: [...content.blocks, page],
      footnote: `Ai primit acest e-mail pentru că ai cerut un retur din contul tău ${store.name}.`,
    },
    store,
  );
}
