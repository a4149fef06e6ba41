// The demo blog: articles written for Coperta. Each one names the books it talks about by a rule
// over the generated catalogue (generate/blog-posts.ts), so that its list and its cards always
// show books that exist, whatever the seed's size: the list in the article is built from them.
import type { TopCategorySlug } from "./categories";

export type BookPick =
  /** Books of these exact titles, the first of each title in catalogue order. */
  | { kind: "titles"; titles: string[] }
  /** Published books of a top-level category, newest first or best-selling first. */
  | { kind: "category"; top: TopCategorySlug[]; order: "newest" | "bestsellers"; count: number }
  /** Published books of a publisher (by slug), newest first. */
  | { kind: "publisher"; slug: string; count: number };

export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  /** Days before the seed's reference date; negative: scheduled, not yet shown. */
  daysAgo: number;
  intro: string;
  /** The heading over the list of picked books. */
  listTitle: string;
  outro: string;
  pick: BookPick;
}

export const BLOG_POSTS: BlogPostSeed[] = [
  {
    slug: "clasici-romani-de-recitit",
    title: "Cinci clasici români pe care merită să-i recitești",
    excerpt:
      "Cărțile din programa școlară arată cu totul altfel la treizeci de ani. Am ales cinci romane și nuvele pe care le-am recitit cu plăcere și cu surprindere.",
    authorName: "Ioana Mărginean",
    daysAgo: 3,
    intro: `Le-am citit la școală, de multe ori în grabă, cu gândul la comentariul de a doua zi. Recitite fără presiunea notei, clasicii noștri se dovedesc mai îndrăzneți, mai amuzanți și mai triști decât ni-i aminteam.

Colegii din librărie au votat, iar lista de mai jos strânge titlurile care au adunat cele mai multe voturi. Le găsești pe toate și în edițiile noi ale Editurii Coperta.`,
    listTitle: "Lista noastră",
    outro: `Dacă ai timp pentru o singură carte în această lună, începe cu prima din listă: e scurtă, tensionată și nu o mai lași din mână. Iar dacă vrei mai multe, vezi selecția [Clasici români](/recomandare/clasici-romani).`,
    pick: {
      kind: "titles",
      titles: ["Moara cu noroc", "Ion", "Enigma Otiliei", "Moromeții", "Baltagul"],
    },
  },
  {
    slug: "povesti-pentru-copii-de-la-creanga-la-arghezi",
    title: "Povești pentru copii: de la Creangă la Arghezi",
    excerpt:
      "Ce le citim celor mici seara, înainte de culcare? Câteva povești românești care au trecut proba timpului și a generațiilor de copii.",
    authorName: "Andreea Lupu",
    daysAgo: 11,
    intro: `Seara, la lumina veiozei, o poveste bună face mai mult decât orice ecran. Ritmul frazelor lui Creangă, jocurile de cuvinte ale lui Arghezi și umorul lor blând îi prind pe copii și îi ajută să adoarmă liniștiți.

Am adunat mai jos câteva povești pe care părinții din echipa noastră le citesc acasă, cu recomandări de vârstă.`,
    listTitle: "Poveștile alese",
    outro: `Un sfat de la colegele noastre care sunt și mame: citiți aceeași poveste de mai multe ori. Copiii iubesc repetiția, iar voi veți descoperi de fiecare dată un detaliu nou. Mai multe titluri găsești în categoria [Cărți pentru copii](/carti/pentru-copii).`,
    pick: {
      kind: "titles",
      titles: [
        "Povestea lui Harap-Alb",
        "Capra cu trei iezi",
        "Amintiri din copilărie",
        "Cartea cu jucării",
      ],
    },
  },
  {
    slug: "noutati-in-dezvoltare-personala",
    title: "Noutăți în dezvoltare personală: ce citim luna aceasta",
    excerpt:
      "Obiceiuri mai bune, mai puțin stres și mai mult timp pentru ce contează: cele mai noi cărți de dezvoltare personală ajunse în librărie.",
    authorName: "Mihai Sârbu",
    daysAgo: 18,
    intro: `În fiecare lună primim zeci de cărți noi de dezvoltare personală. Unele repetă aceleași sfaturi, altele chiar te fac să schimbi ceva în felul în care lucrezi sau te odihnești.

Am răsfoit noutățile și am păstrat câteva titluri care ne-au convins prin exemple concrete și exerciții ușor de pus în practică.`,
    listTitle: "Cele mai noi titluri",
    outro: `Nu încerca să aplici totul deodată: alege un singur obicei, ține-l o lună și abia apoi adaugă altul. Toate titlurile din domeniu sunt în categoria [Dezvoltare personală](/carti/dezvoltare-personala).`,
    pick: { kind: "category", top: ["dezvoltare-personala"], order: "newest", count: 4 },
  },
  {
    slug: "din-culisele-editurii-coperta",
    title: "Din culisele Editurii Coperta: cum ajunge o carte la tipar",
    excerpt:
      "De la manuscris la raftul librăriei trec luni de muncă: lectură, redactare, corectură, copertă și tipar. Îți arătăm pe scurt drumul unei cărți.",
    authorName: "Radu Ene",
    daysAgo: 26,
    intro: `Un manuscris ajunge la noi, de cele mai multe ori, printr-un e-mail. Îl citesc doi redactori, independent unul de altul, și ne întâlnim să discutăm dacă povestea merită spusă și dacă știm cum să o spunem mai bine.

Dacă răspunsul este da, urmează luni de lucru: redactare, două runde de corectură, paginare, copertă și alegerea hârtiei. Cartea pleacă la tipografie cu cel puțin șapte zile lucrătoare înainte de apariție, ca să avem timp pentru probe și pentru livrarea în depozit.`,
    listTitle: "Cele mai noi apariții ale editurii",
    outro: `Ai scris o carte și crezi că i se potrivește editurii noastre? Află [cum ne trimiți manuscrisul](/publica-o-carte). Toate titlurile sunt pe pagina [Editurii Coperta](/editura/editura-coperta).`,
    pick: { kind: "publisher", slug: "editura-coperta", count: 4 },
  },
  {
    slug: "lecturi-in-limba-engleza",
    title: "Clasici în limba engleză pentru cine vrea să-și exerseze engleza",
    excerpt:
      "Citești în engleză, dar ți-e teamă de romanele lungi? Câțiva clasici cu fraze limpezi și povești care te țin în priză.",
    authorName: "Ioana Mărginean",
    daysAgo: 40,
    intro: `Cel mai bun exercițiu pentru engleza de zi cu zi este o carte pe care vrei să o termini. Clasicii de mai jos au intrigi cunoscute, așa că nu te pierzi în text, și un vocabular bogat, dar nu greu.

Sfatul nostru: nu te opri la fiecare cuvânt necunoscut. Subliniază-l și caută-l la sfârșitul capitolului; de cele mai multe ori îl vei fi înțeles deja din context.`,
    listTitle: "Cu ce să începi",
    outro: `Mai multe titluri, de la romane contemporane la cărți pentru copii, găsești în categoria [Cărți în limba engleză](/carti/carti-in-limba-engleza).`,
    pick: {
      kind: "titles",
      titles: ["A Christmas Carol", "The Picture of Dorian Gray", "Pride and Prejudice", "Dracula"],
    },
  },
  {
    slug: "romane-politiste-pentru-serile-de-iarna",
    title: "Romane polițiste și thrillere pentru serile lungi de iarnă",
    excerpt:
      "Afară e frig, în casă e cald, iar pe noptieră stă un thriller pe care nu-l poți lăsa din mână. Iată cele mai căutate romane polițiste din librărie.",
    authorName: "Mihai Sârbu",
    daysAgo: 55,
    intro: `Iarna este sezonul romanelor polițiste: nopțile sunt lungi, iar un mister bine construit te ține treaz mai bine decât o cafea.

Am verificat ce cumpără cititorii noștri și am păstrat titlurile care se vând cel mai bine în aceste săptămâni, de la anchete clasice la thrillere psihologice.`,
    listTitle: "Cele mai vândute",
    outro: `Pentru și mai multe mistere, vezi categoriile [Romane polițiste](/carti/politiste) și [Cărți horror](/carti/horror).`,
    pick: { kind: "category", top: ["politiste", "horror"], order: "bestsellers", count: 5 },
  },
  {
    slug: "recomandarile-de-sarbatori",
    title: "Recomandările librarilor pentru cadourile de sărbători",
    excerpt:
      "Cărțile pe care le vom pune sub brad anul acesta, alese de librarii Coperta pentru fiecare tip de cititor.",
    authorName: "Andreea Lupu",
    // Scheduled: it appears on the blog from its date on.
    daysAgo: -5,
    intro: `O carte aleasă cu grijă este cadoul care se deschide de două ori: când îl primești și când îl citești.

Librarii noștri au ales cărțile pe care le vor dărui anul acesta, pentru cititorii mari și mici.`,
    listTitle: "Alegerile librarilor",
    outro: `Nu știi ce să alegi? Un [voucher cadou](/vouchercadou) lasă alegerea în seama celui care îl primește.`,
    pick: { kind: "category", top: ["beletristica"], order: "bestsellers", count: 6 },
  },
];
