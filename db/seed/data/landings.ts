// Texts and selections of the demo landing pages. A landing lists either hand-picked books
// (`picks`) or the books of a rule (category, maximum price, format, order, limit).
import type { TopCategorySlug } from "./categories";

export type LandingKind = "top" | "landing" | "recomandare" | "campanie";
export type LandingOrder = "bestsellers" | "newest" | "price-asc";
/** Which books a hand-picked landing gets (see generate/landings.ts). */
export type LandingPicks = "holiday-reads" | "booksellers-choice" | "romanian-classics";

export interface LandingSeed {
  kind: LandingKind;
  slug: string;
  title: string;
  intro: string;
  bannerText: string;
  bannerColor: string;
  /** Active window in days from the reference date, first and last day included; none = always. */
  window?: { from: number; to: number };
  rule?: {
    category?: TopCategorySlug;
    /** Bani. */
    maxPrice?: number;
    order: LandingOrder;
    limit: number;
  };
  picks?: { from: LandingPicks; count: number };
}

export const LANDINGS: LandingSeed[] = [
  {
    kind: "top",
    slug: "top-10-romane-de-dragoste",
    title: "Top 10 romane de dragoste",
    intro:
      "Cele mai iubite romane de dragoste ale momentului, alese de cititorii noștri. De la povești care îți frâng inima la comedii romantice care te fac să zâmbești, clasamentul urmează vânzările din magazin.",
    bannerText: "Top 10 romane de dragoste",
    bannerColor: "#b0304a",
    rule: { category: "romane-de-dragoste-romantice", order: "bestsellers", limit: 10 },
  },
  {
    kind: "top",
    slug: "top-carti-sub-20-lei",
    title: "Top cărți sub 20 de lei",
    intro:
      "Cărțile bune nu trebuie să fie scumpe. Am strâns aici cele mai căutate titluri care costă cel mult 20 de lei, ca să-ți poți umple raftul fără grijă.",
    bannerText: "Cărți sub 20 de lei",
    bannerColor: "#2f6b3a",
    rule: { maxPrice: 2000, order: "bestsellers", limit: 60 },
  },
  {
    kind: "top",
    slug: "top-dezvoltare-personala",
    title: "Top 20 cărți de dezvoltare personală",
    intro:
      "Cărțile care îi ajută pe cititorii noștri să-și schimbe obiceiurile, să-și folosească mai bine timpul și să se cunoască mai bine. Clasamentul se actualizează zilnic, după vânzări.",
    bannerText: "Top dezvoltare personală",
    bannerColor: "#1f5f8b",
    rule: { category: "dezvoltare-personala", order: "bestsellers", limit: 20 },
  },
  {
    kind: "landing",
    slug: "vacanta-cu-carti",
    title: "Vacanță cu cărți",
    intro:
      "Ce pui în bagaj anul acesta? Librarii noștri au ales 24 de romane captivante, numai bune de citit pe plajă, la munte sau în tren. Povești de dragoste, mistere și aventuri pentru toate gusturile.",
    bannerText: "24 de cărți pentru vacanța ta",
    bannerColor: "#e08a1e",
    picks: { from: "holiday-reads", count: 24 },
  },
  {
    kind: "landing",
    slug: "carti-pentru-copii-curiosi",
    title: "Cărți pentru copii curioși",
    intro:
      "Povești, enciclopedii și cărți de activități pentru micii exploratori. Am adunat cele mai noi titluri pentru copii, de la primele cărți cartonate până la romanele pentru 12 ani.",
    bannerText: "Pentru micii cititori",
    bannerColor: "#6a4fb3",
    rule: { category: "pentru-copii", order: "newest", limit: 60 },
  },
  {
    kind: "recomandare",
    slug: "recomandarile-librarilor",
    title: "Recomandările librarilor",
    intro:
      "În fiecare lună, librarii Coperta aleg douăsprezece cărți pe care le-au citit și le-au îndrăgit. Sunt cărțile pe care le-am dărui prietenilor noștri cei mai buni.",
    bannerText: "Alese de librarii noștri",
    bannerColor: "#93361a",
    picks: { from: "booksellers-choice", count: 12 },
  },
  {
    kind: "recomandare",
    slug: "clasici-romani",
    title: "Clasici români",
    intro:
      "Marii scriitori ai literaturii române, în ediții îngrijite și la prețuri prietenoase. De la Creangă și Eminescu la Rebreanu și Preda, cărțile care ne-au format merită recitite de plăcere.",
    bannerText: "Clasicii literaturii române",
    bannerColor: "#5a3e2b",
    picks: { from: "romanian-classics", count: 60 },
  },
  {
    kind: "campanie",
    slug: "reducere-extra-cititori",
    title: "Reducere extra pentru cititori",
    intro:
      "Pentru o perioadă limitată, cele mai vândute cărți din magazin au prețuri și mai mici. Alege-ți acum lecturile preferate și bucură-te de reducerea extra până la finalul campaniei.",
    bannerText: "Reducere extra la bestselleruri",
    bannerColor: "#c2410c",
    window: { from: -5, to: 24 },
    rule: { order: "bestsellers", limit: 60 },
  },
  {
    kind: "campanie",
    slug: "targul-de-carte",
    title: "Târgul de carte Coperta",
    intro:
      "Timp de zece zile am adus târgul de carte la tine acasă, cu prețuri de târg la sute de titluri. Campania s-a încheiat, dar cărțile te așteaptă în continuare în magazin.",
    bannerText: "Prețuri de târg",
    bannerColor: "#0f766e",
    window: { from: -60, to: -51 },
    rule: { order: "price-asc", limit: 60 },
  },
];

/** Past Black Friday campaigns (kind black-friday), each with its own page. */
export const PAST_BLACK_FRIDAY_YEARS = [2023, 2024, 2025];

/** The current campaign runs around the reference date, so that a fresh demo shows it. */
export const CURRENT_BLACK_FRIDAY_WINDOW = { from: -7, to: 10 };

export const BLACK_FRIDAY_RULE = { order: "bestsellers", limit: 60 } as const;
export const BLACK_FRIDAY_COLORS = { current: "#c8102e", past: "#111111" };

export function blackFridayTexts(year: number) {
  return {
    title: `Black Friday ${year}`,
    intro: `Black Friday ${year} la Coperta: cele mai mari reduceri ale anului la sute de cărți, de la bestselleruri la clasici. Stocurile sunt limitate, așa că nu amâna lecturile pe care le-ai pus deoparte.`,
    bannerText: `BLACK FRIDAY ${year} · cele mai mari reduceri ale anului`,
  };
}
