// "Ai deja un cont": sent instead of a confirmation when someone registers with an address that
// already has an account. The page answers the same either way, so only the mailbox's owner
// learns that the account exists.
import type { PublicStore } from "../../../lib/store";
import { commaName, type RenderedEmail } from "../../email/message-email-content";
import { renderMessageEmail } from "../../email/render-message-email";

export function alreadyRegisteredEmail(
  { firstName }: { firstName: string },
  store: PublicStore,
): RenderedEmail {
  return renderMessageEmail(
    {
      subject: `Ai deja un cont ${store.name}`,
      preview: "Cineva a încercat să creeze un cont nou cu adresa ta.",
      heading: `Ai deja un cont la noi${commaName(firstName)}`,
      blocks: [
        {
          kind: "paragraph",
          text: `Cineva, probabil chiar tu, a încercat să creeze un cont nou la ${store.name} cu această adresă de e-mail. Contul tău există deja, așa că nu am creat altul.`,
        },
        { kind: "paragraph", text: "Intră în cont cu parola pe care o ai:" },
        { kind: "button", label: "Intră în cont", href: `${store.publicUrl}/login` },
        {
          kind: "paragraph",
          text: "Nu-ți mai amintești parola? Cere un link pentru una nouă; îl primești pe această adresă:",
        },
        { kind: "button", label: "Resetează parola", href: `${store.publicUrl}/resetare-parola` },
      ],
      footnote:
        "Dacă nu ai încercat tu, nu trebuie să faci nimic: contul și parola ta au rămas neschimbate.",
    },
    store,
  );
}
