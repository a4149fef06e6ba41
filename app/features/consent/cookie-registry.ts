// Every cookie and browser storage key the shop itself sets, with its category, purpose and
// lifetime: the cookie policy page (/politica-cookies) is generated from this list, and a test
// (cookie-registry.test.ts) scans the source for cookie and storage names and fails when one is
// missing here, so the page cannot drift from the code. Trackers an operator configures set
// their own cookies; the page lists those trackers from the settings.
import type { ConsentCategory } from "./consent-cookie";

export interface RegistryEntry {
  name: string;
  storage: "cookie" | "localStorage" | "sessionStorage";
  category: ConsentCategory;
  /** Who writes it: the server (a Set-Cookie answer) or the page's scripts. */
  setBy: "server" | "browser";
  /** Romanian, for the policy page. */
  purpose: string;
  /** Romanian, for the policy page. */
  lifetime: string;
}

const SIX_HOURS = "6 ore";
const TWO_DAYS = "2 zile";
const UNTIL_CLEARED = "Până ștergi datele site-ului din browser";
const SESSION = "Până închizi browserul";

const firstTime = (name: string, popup: string): RegistryEntry => ({
  name,
  storage: "cookie",
  category: "necessary",
  setBy: "browser",
  purpose: `Ține minte că ai văzut ${popup}, ca să nu apară din nou prea curând.`,
  lifetime: SIX_HOURS,
});

const clickId = (name: string, purpose: string): RegistryEntry => ({
  name,
  storage: "cookie",
  category: "marketing",
  setBy: "browser",
  purpose,
  lifetime: TWO_DAYS,
});

const local = (name: string, purpose: string, lifetime = UNTIL_CLEARED): RegistryEntry => ({
  name,
  storage: "localStorage",
  category: "necessary",
  setBy: "browser",
  purpose,
  lifetime,
});

export const COOKIE_REGISTRY: readonly RegistryEntry[] = [
  {
    name: "coperta_consent",
    storage: "cookie",
    category: "necessary",
    setBy: "server",
    purpose:
      "Alegerea ta privind cookie-urile: versiunea politicii, data și categoriile acceptate.",
    lifetime: "Durata de păstrare a alegerii, de mai sus",
  },
  {
    name: "sesiune",
    storage: "cookie",
    category: "necessary",
    setBy: "server",
    purpose: "Te ține autentificat în paginile contului. Inaccesibil scripturilor paginii.",
    lifetime: "30 de zile de la ultima folosire",
  },
  {
    name: "coperta_device",
    storage: "cookie",
    category: "necessary",
    setBy: "server",
    purpose:
      "Ține minte că te-ai autentificat din acest browser, ca să nu rămâi blocat când altcineva încearcă parole greșite pe contul tău. Inaccesibil scripturilor paginii.",
    lifetime: "Un an de la ultima autentificare",
  },
  {
    name: "checkout",
    storage: "cookie",
    category: "necessary",
    setBy: "server",
    purpose: "Leagă pașii finalizării comenzii de coșul trimis. Inaccesibil scripturilor paginii.",
    lifetime: "24 de ore",
  },
  {
    name: "coperta_visitor",
    storage: "cookie",
    category: "necessary",
    setBy: "server",
    purpose:
      "Un cod aleator pentru regula „un premiu, un vot, o alegere pe vizitator” din campanii; păstrăm doar amprenta lui.",
    lifetime: "1 an",
  },
  {
    name: "voucher",
    storage: "cookie",
    category: "necessary",
    setBy: "browser",
    purpose: "Codul voucherului câștigat sau ales într-o campanie, aplicat în coș și la comandă.",
    lifetime: "6 ore (voucherele din campanii) sau o zi",
  },
  {
    name: "wheelOfFortunePrizeId",
    storage: "cookie",
    category: "necessary",
    setBy: "browser",
    purpose: "Premiul câștigat la roata norocului, ca să-l poți folosi.",
    lifetime: SIX_HOURS,
  },
  {
    name: "fortuneCookiePrizeId",
    storage: "cookie",
    category: "necessary",
    setBy: "browser",
    purpose: "Premiul găsit în prăjitura cu răvaș, ca să-l poți folosi.",
    lifetime: SIX_HOURS,
  },
  {
    name: "wowBestsellerId",
    storage: "cookie",
    category: "necessary",
    setBy: "browser",
    purpose: "Cartea aleasă în oferta WOW, la prețul ei special.",
    lifetime: SIX_HOURS,
  },
  firstTime("wheelOfFortuneFirstTime", "roata norocului"),
  firstTime("fortuneCookieFirstTime", "prăjitura cu răvaș"),
  firstTime("popupPriceWowFirstTime", "oferta WOW"),
  firstTime("dayOfferPopupFirstTime", "oferta zilei"),
  firstTime("puzzleFirstTime", "puzzle-ul"),
  clickId(
    "fbcid",
    "Clicul din reclama Facebook sau Instagram prin care ai ajuns (fbclid), ca să aflăm dacă reclama a adus o comandă.",
  ),
  clickId("googleId", "Clicul din reclama Google prin care ai ajuns (gclid)."),
  clickId("tiktokid", "Clicul din reclama TikTok prin care ai ajuns (ttclid)."),
  clickId("mailid", "E-mailul sau campania de e-mail din care ai ajuns la noi."),
  clickId("twoperformantid", "Că ai ajuns prin rețeaua de afiliere 2Performant."),
  clickId("klaviyoid", "Identificatorul din linkurile e-mailurilor Klaviyo (_kx)."),
  local("Cos", "Cărțile din coș."),
  local("Wishlist", "Lista ta de favorite."),
  local("Recent", "Ultimele 20 de cărți văzute, afișate ca „văzute recent”."),
  local(
    "user",
    "Codul de autentificare al contului, trimis la cererile contului.",
    "Până ieși din cont (expiră după 30 de zile fără folosire)",
  ),
  local("email", "Adresa de e-mail a contului autentificat.", "Până ieși din cont"),
  local("firstname", "Prenumele, pentru salutul din antet.", "Până ieși din cont"),
  local(
    "WishlistMerged",
    "Că lista de favorite din browser a fost unită o dată cu cea din cont, la această autentificare.",
  ),
  local("popupVoteazaGalaClosed", "Că ai închis invitația la votul galei, ca să nu mai apară."),
  {
    name: "popupNuntaClosed",
    storage: "sessionStorage",
    category: "necessary",
    setBy: "browser",
    purpose: "Că ai închis promoția de nuntă.",
    lifetime: SESSION,
  },
  {
    name: "coperta_chunkReloadAt",
    storage: "sessionStorage",
    category: "necessary",
    setBy: "browser",
    purpose:
      "Momentul ultimei reîncărcări automate a paginii după o actualizare a magazinului, ca să nu se reîncarce în buclă.",
    lifetime: SESSION,
  },
];

export const CATEGORY_LABELS: Record<ConsentCategory, string> = {
  necessary: "Necesare",
  analytics: "Analiză",
  marketing: "Marketing",
};
