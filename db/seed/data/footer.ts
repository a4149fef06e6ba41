// The footer's fixed links, by section (footer_links.section). The Noutati and Bestsellers
// sections are not here: the shop lists them from the catalogue.
import type { TopCategorySlug } from "./categories";

export interface FixedLink {
  label: string;
  url: string;
}

/** Section "categorii": links to /carti/{slug}. */
export const FOOTER_CATEGORIES: { slug: TopCategorySlug; label: string }[] = [
  { slug: "beletristica", label: "Beletristică" },
  { slug: "dezvoltare-personala", label: "Dezvoltare personală" },
  { slug: "horror", label: "Cărți horror" },
  { slug: "romane-de-dragoste-romantice", label: "Romane de dragoste" },
  { slug: "politiste", label: "Romane polițiste" },
  { slug: "fantasy", label: "Fantasy" },
  { slug: "psihologie", label: "Psihologie" },
  { slug: "nutritie-si-sanatate", label: "Nutriție și sănătate" },
  { slug: "sarcina", label: "Sarcină și parenting" },
  { slug: "educatie-financiara", label: "Educație financiară" },
  { slug: "management", label: "Management" },
  { slug: "marketing", label: "Marketing" },
  { slug: "istorie", label: "Istorie" },
  { slug: "pentru-copii", label: "Cărți pentru copii" },
];

/** Section "autori": classic authors by display name; their slugs come from the contributors. */
export const FOOTER_AUTHORS: string[] = [
  "Ion Creangă",
  "Mihai Eminescu",
  "Ion Luca Caragiale",
  "Ioan Slavici",
  "Liviu Rebreanu",
  "Mihail Sadoveanu",
  "George Călinescu",
  "Camil Petrescu",
  "Marin Preda",
  "Mircea Eliade",
  "Lucian Blaga",
  "Tudor Arghezi",
  "Nichita Stănescu",
  "George Coșbuc",
  "George Bacovia",
  "Panait Istrati",
  "Vasile Alecsandri",
  "Octavian Goga",
  "Alexandru Macedonski",
  "Duiliu Zamfirescu",
  "Hortensia Papadat-Bengescu",
  "Max Blecher",
  "Emil Cioran",
  "Mateiu Caragiale",
  "Jane Austen",
  "Charles Dickens",
  "Oscar Wilde",
  "Bram Stoker",
];

export const FOOTER_TOP_BOOKS: FixedLink[] = [
  { label: "Cele mai vândute cărți", url: "/carti?ordonare=cele-mai-vandute" },
  { label: "Cărți sub 20 de lei", url: "/carti?pret-maxim=20" },
  { label: "Pachete promoționale", url: "/carti?tip-produs=pachet-promotional" },
  { label: "Cărți de top", url: "/carti-de-top" },
  { label: "Lansări lunare", url: "/lansari-lunare" },
  { label: "Noutăți", url: "/carti/noutati" },
];

/** Section "ajutor-online": the help page's sections are numbered as in the spec (no 5). */
export const FOOTER_HELP: FixedLink[] = [
  { label: "Cum comand", url: "/ajutor?section=1" },
  { label: "Livrare", url: "/ajutor?section=2" },
  { label: "Metode de plată", url: "/ajutor?section=3" },
  { label: "Politica de retur", url: "/ajutor?section=4" },
  { label: "Întrebări frecvente", url: "/ajutor?section=6" },
  { label: "Termeni și condiții", url: "/ajutor" },
  { label: "Contact", url: "/contact" },
  { label: "Politica de cookies", url: "/politica-cookies" },
];

// The EU's online dispute resolution platform (ec.europa.eu/consumers/odr) closed on 20 July 2025
// (Regulation (EU) 2024/3228): no link to it any more; ANPC and its SAL page remain.
export const FOOTER_LEGAL: FixedLink[] = [
  { label: "ANPC", url: "https://anpc.ro/" },
  { label: "Soluționarea alternativă a litigiilor", url: "https://anpc.ro/ce-este-sal/" },
];

/**
 * Section "despre": the shop and its publishing house. The publisher's page is named by its slug
 * (the shop's own imprint, data/publishers.ts) and checked against the generated publishers.
 */
export const FOOTER_ABOUT: (FixedLink | { label: string; publisher: string })[] = [
  { label: "Despre noi", url: "/despre-noi" },
  { label: "Editura Coperta", publisher: "editura-coperta" },
  { label: "Blog", url: "/blog" },
  { label: "Publică o carte", url: "/publica-o-carte" },
  { label: "Cariere", url: "/cariere" },
  { label: "Newsletter", url: "/newsletter" },
  { label: "Voucher cadou", url: "/vouchercadou" },
];

/** The shop.socialLinks setting: the demo shop's pages on social networks. */
export const SOCIAL_LINKS = [
  { name: "Facebook", url: "https://www.facebook.com/librariacoperta" },
  { name: "Instagram", url: "https://www.instagram.com/librariacoperta" },
  { name: "TikTok", url: "https://www.tiktok.com/@librariacoperta" },
  { name: "YouTube", url: "https://www.youtube.com/@librariacoperta" },
];
