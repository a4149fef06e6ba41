// Campaign rules (content_pages of kind "rules"), served as pages and as generated PDFs and
// listed in the footer. The campaigns are the demo's own: their periods come from the seed's
// calendar (the same windows as their landings), or are "the period shown on the site".
import type { PageSeed } from "./content-pages";

export interface RulesDates {
  /** The current Black Friday's year and its first and last day, "5 decembrie 2026". */
  blackFriday: { year: number; from: string; to: string };
  /** The book-fair campaign's year and days. */
  bookFair: { year: number; from: string; to: string };
}

const ORGANISER = `## 1. Organizatorul

Campania este organizată de Coperta Librărie și Editură S.R.L. („Organizatorul”), ale cărei date de identificare sunt afișate pe pagina [Contact](/contact) a site-ului. Campania se desfășoară exclusiv online, pe site-ul Coperta, conform prezentului regulament, obligatoriu pentru toți participanții.`;

/** The closing sections, numbered on from `n`. */
const commonEnd = (n: number) => `## ${n}. Protecția datelor personale

Datele participanților sunt prelucrate de Organizator numai pentru desfășurarea campaniei și pentru îndeplinirea obligațiilor legale, conform Regulamentului (UE) 2016/679 și [Termenilor și condițiilor](/ajutor) site-ului.

## ${n + 1}. Litigii

Eventualele neînțelegeri se rezolvă pe cale amiabilă; în caz contrar, de instanțele competente de la sediul Organizatorului. Consumatorii se pot adresa și ANPC sau entităților de soluționare alternativă a litigiilor.

## ${n + 2}. Dispoziții finale

Regulamentul este disponibil gratuit pe site, pe toată durata campaniei. Organizatorul îl poate modifica prin act adițional, publicat pe site înainte de a intra în vigoare.`;

function blackFriday({ year, from, to }: RulesDates["blackFriday"]): PageSeed {
  return {
    slug: `regulament-black-friday-${year}`,
    kind: "rules",
    title: `Regulamentul campaniei Black Friday ${year}`,
    description: `Regulamentul oficial al campaniei Black Friday ${year} la Coperta: perioada, produsele participante, prețurile și condițiile de comandă.`,
    position: 1,
    body: `${ORGANISER}

## 2. Perioada campaniei

Campania se desfășoară între ${from}, ora 00:00, și ${to}, ora 23:59 (ora României), sau până la epuizarea stocurilor produselor participante, dacă aceasta intervine mai devreme.

## 3. Produsele participante

Participă produsele afișate pe pagina campaniei, [Black Friday ${year}](/black-friday-${year}), în limita stocului disponibil. Prețul redus este afișat pe pagina fiecărui produs, împreună cu prețul de dinainte de reducere și cu cel mai mic preț practicat în ultimele 30 de zile înainte de campanie.

## 4. Participanții

Poate participa orice persoană fizică cu vârsta de cel puțin 18 ani sau persoană juridică ce plasează o comandă pe site în perioada campaniei, cu livrare în România sau în străinătate.

## 5. Mecanismul campaniei

1. Prețurile reduse se aplică automat în coș, fără cod promoțional.
2. Reducerile de campanie nu se cumulează cu vouchere sau cu alte reduceri, cu excepția creditului din cont și a punctelor de fidelitate.
3. Numărul de exemplare dintr-un titlu pe care îl poate cumpăra un client poate fi limitat; limita este afișată pe pagina produsului.
4. Prețul aplicat este cel din momentul plasării comenzii. Comenzile neplătite cu cardul în timpul afișat pe pagina comenzii se anulează, iar produsele revin în stoc.

## 6. Livrarea și returul

Comenzile din campanie se livrează în condițiile obișnuite, descrise în secțiunea [Livrare](/ajutor?section=2). Din cauza volumului mare, termenul de expediere se poate prelungi cu până la 3 zile lucrătoare. Dreptul de retur în 30 de zile se aplică și produselor cumpărate în campanie.

${commonEnd(7)}`,
  };
}

function bookFair({ year, from, to }: RulesDates["bookFair"]): PageSeed {
  return {
    slug: `regulament-pret-de-targ-${year}`,
    kind: "rules",
    title: `Regulamentul campaniei „Prețuri de târg” ${year}`,
    description: `Regulamentul campaniei „Prețuri de târg” ${year}: prețuri de târg de carte la titlurile participante, timp de zece zile.`,
    position: 2,
    body: `${ORGANISER}

## 2. Perioada campaniei

Campania „Prețuri de târg” se desfășoară între ${from} și ${to}, inclusiv, pe durata târgului de carte organizat online de Coperta.

## 3. Produsele participante și prețurile

Participă titlurile afișate pe pagina campaniei [Târgul de carte Coperta](/campanie/targul-de-carte), la prețul de târg afișat pe pagina fiecărui produs. Pentru fiecare produs redus este afișat și cel mai mic preț practicat în ultimele 30 de zile înainte de campanie.

## 4. Condiții

1. Prețul de târg se aplică automat, fără cod, pentru comenzile plasate în perioada campaniei.
2. Prețurile de târg nu se cumulează cu voucherele sau cu alte campanii; se pot folosi creditul din cont și punctele de fidelitate.
3. Campania se desfășoară în limita stocului. Organizatorul nu garantează disponibilitatea tuturor titlurilor pe toată durata campaniei.
4. Pachetele promoționale participă doar dacă sunt afișate pe pagina campaniei.

## 5. Livrarea și returul

Comenzile se livrează și se pot returna în condițiile obișnuite ale site-ului, descrise în secțiunile [Livrare](/ajutor?section=2) și [Politica de retur](/ajutor?section=4).

${commonEnd(6)}`,
  };
}

const AMBASSADOR: PageSeed = {
  slug: "regulament-ambasador-literar",
  kind: "rules",
  title: "Regulamentul programului „Ambasador literar”",
  description:
    "Regulamentul programului „Ambasador literar”: recomanzi cărți prietenilor cu un cod personal și primești credit în cont pentru comenzile lor.",
  position: 3,
  body: `${ORGANISER}

## 2. Perioada programului

Programul „Ambasador literar” se desfășoară în perioada afișată pe site, pe pagina programului și în contul fiecărui participant. Organizatorul anunță pe site, cu cel puțin 7 zile înainte, încheierea sau suspendarea programului.

## 3. Cine poate deveni ambasador

Poate participa orice persoană fizică cu vârsta de cel puțin 18 ani, cu domiciliul sau reședința în România, care are un cont pe site și cel puțin o comandă livrată. Nu pot participa angajații Organizatorului și rudele lor de gradul întâi.

## 4. Mecanismul programului

1. Ambasadorul primește în cont un cod personal de recomandare.
2. Un prieten care plasează prima sa comandă pe site cu acest cod primește reducerea afișată pe pagina programului.
3. Pentru fiecare comandă plasată cu codul său și livrată, ambasadorul primește credit în cont, în valoarea afișată pe pagina programului, după expirarea termenului de retur al comenzii.
4. Creditul poate fi folosit la comenzile următoare și nu poate fi preschimbat în bani.

## 5. Limite și conduită

1. Codul nu se poate folosi pentru comenzile proprii ale ambasadorului.
2. Este interzisă promovarea codului prin mesaje nesolicitate (spam), prin reclame plătite care folosesc numele Coperta sau prin site-uri de cupoane.
3. Organizatorul poate anula creditul obținut prin încălcarea regulamentului și poate exclude participantul din program.

## 6. Taxe

Creditul acordat constituie o reducere comercială la cumpărăturile următoare. Dacă o recompensă ar depăși pragul de la care legea cere reținerea impozitului, Organizatorul îl reține și îl virează, conform Codului fiscal.

${commonEnd(7)}`,
};

export function campaignRules(dates: RulesDates): PageSeed[] {
  return [blackFriday(dates.blackFriday), bookFair(dates.bookFair), AMBASSADOR];
}
