// /account/cont-sters: where deleting the account lands (the session is gone by then). The
// browser forgets the login it kept (`user`, `email`), as after a logout.

import { useEffect } from "react";
import { clearLogin } from "~/features/account/login-state";
import { privatePageMeta } from "~/features/seo/meta";
import { NO_STORE } from "~/lib/http";

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Contul a fost șters");
}

export default function AccountDeleted() {
  useEffect(() => {
    clearLogin();
  }, []);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 py-8">
      <h1 className="font-serif text-3xl font-bold">Contul a fost șters</h1>
      <p>
        Am șters datele contului tău: adresele, lista de favorite, creditul și punctele de bonus,
        sesiunile deschise. Comenzile plasate rămân în evidența contabilă, așa cum cere legea, fără
        adresa de e-mail și numărul de telefon.
      </p>
      <p>Îți mulțumim că ai citit cu noi. Te poți întoarce oricând cu un cont nou.</p>
      <p>
        <a href="/" className="font-semibold text-brand-700 underline">
          Înapoi la librărie
        </a>
      </p>
    </section>
  );
}
