// The category tree. Top-level slugs are fixed: the menu and the footer link to them.

export type TopCategorySlug =
  | "beletristica"
  | "dezvoltare-personala"
  | "horror"
  | "romane-de-dragoste-romantice"
  | "politiste"
  | "fantasy"
  | "psihologie"
  | "nutritie-si-sanatate"
  | "sarcina"
  | "educatie-financiara"
  | "management"
  | "marketing"
  | "istorie"
  | "pentru-copii"
  | "carti-in-limba-engleza";

export interface SubCategorySeed {
  name: string;
  description: string;
  /** Subtitle that books of this sub-category often carry ("versuri", "teatru"...). */
  subtitle?: string;
}

export interface TopCategorySeed {
  slug: TopCategorySlug;
  name: string;
  icon: string;
  description: string;
  /** Share of the invented books that fall in this category. */
  weight: number;
  /** Share of its invented authors who are foreign (their books are translated). */
  foreignShare: number;
  children: SubCategorySeed[];
}

/** One sub-category a line: name ; description [; subtitle]. */
function subs(text: string): SubCategorySeed[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [name = "", description = "", subtitle] = line.split(";").map((part) => part.trim());
      return subtitle ? { name, description, subtitle } : { name, description };
    });
}

export const CATEGORY_TREE: TopCategorySeed[] = [
  {
    slug: "beletristica",
    name: "Beletristică",
    icon: "book-open",
    description:
      "Romane, povestiri, poezie și teatru, de la clasicii literaturii române la autori noi.",
    weight: 18,
    foreignShare: 0.45,
    children: subs(`
      Literatură română ; Proza românească, de la marii clasici la vocile contemporane.
      Literatură universală ; Romane traduse din toate colțurile lumii, în ediții îngrijite.
      Poezie ; Volume de versuri pentru cititorii care caută muzica din cuvinte. ; versuri
      Teatru ; Piese de teatru de citit acasă sau de pus în scenă. ; teatru
      Proză scurtă ; Nuvele, povestiri și schițe pentru lecturi într-o singură seară. ; povestiri
      Eseuri ; Eseuri literare și filosofice despre om, cultură și lume. ; eseuri
    `),
  },
  {
    slug: "dezvoltare-personala",
    name: "Dezvoltare personală",
    icon: "sprout",
    description:
      "Cărți care te ajută să-ți cunoști puterile, să-ți clădești obiceiuri bune și să crești.",
    weight: 10,
    foreignShare: 0.4,
    children: subs(`
      Motivație și succes ; Idei și povești care îți dau curajul să începi și răbdarea să continui.
      Comunicare și relații ; Cum să asculți, să vorbești și să construiești relații sănătoase.
      Mindfulness și echilibru ; Practici simple pentru o minte mai liniștită și o viață mai așezată.
      Productivitate ; Metode verificate pentru a face mai mult, cu mai puțin stres.
      Spiritualitate ; Cărți despre sens, credință și căutările interioare ale omului.
    `),
  },
  {
    slug: "horror",
    name: "Horror",
    icon: "ghost",
    description:
      "Povești care te țin treaz noaptea: case bântuite, blesteme vechi și frici fără nume.",
    weight: 4,
    foreignShare: 0.55,
    children: subs(`
      Horror clasic ; Marile povești de groază care au definit genul.
      Thriller psihologic ; Tensiune, secrete și minți tulburate, până la ultima pagină.
      Supranatural ; Blesteme, strigoi și puteri care nu se supun legilor lumii.
      Povești cu fantome ; Case vechi, glasuri din trecut și umbre care nu-și găsesc liniștea.
    `),
  },
  {
    slug: "romane-de-dragoste-romantice",
    name: "Romane de dragoste",
    icon: "heart",
    description:
      "Povești de iubire pentru toate gusturile, de la comedii romantice la drame istorice.",
    weight: 9,
    foreignShare: 0.55,
    children: subs(`
      Romance contemporan ; Iubiri din zilele noastre, în orașe mari și în locuri de vacanță.
      Romance istoric ; Povești de dragoste în saloane, castele și vremuri de demult.
      Comedie romantică ; Întâlniri stângace, replici amuzante și finaluri fericite.
      Romance young adult ; Primele iubiri și marile emoții ale adolescenței.
    `),
  },
  {
    slug: "politiste",
    name: "Polițiste",
    icon: "search",
    description:
      "Crime, anchete și detectivi perspicace, pentru cititorii cărora le plac enigmele.",
    weight: 8,
    foreignShare: 0.55,
    children: subs(`
      Mister clasic ; Anchete elegante, suspecți numeroși și un detectiv care vede tot.
      Thriller ; Urmăriri, conspirații și întorsături de situație care îți taie respirația.
      Noir ; Orașe întunecate, personaje ambigue și dreptate greu de găsit.
      Spionaj ; Agenți secreți, coduri și jocuri duble în culisele istoriei.
      Crime reale ; Cazuri adevărate reconstituite pas cu pas, din dosare și mărturii.
    `),
  },
  {
    slug: "fantasy",
    name: "Fantasy",
    icon: "wand",
    description:
      "Lumi imaginare, magie și aventuri epice, de la regate străvechi la viitoruri îndepărtate.",
    weight: 7,
    foreignShare: 0.55,
    children: subs(`
      High fantasy ; Regate, profeții și bătălii pentru soarta unor lumi întregi.
      Urban fantasy ; Magie ascunsă pe străzile orașelor de azi.
      Science-fiction ; Nave stelare, inteligențe artificiale și întrebări despre viitor.
      Distopii ; Societăți care au luat-o pe un drum greșit și oamenii care li se împotrivesc.
      Mitologie și legende ; Zei, eroi și creaturi din legendele lumii, repovestite.
    `),
  },
  {
    slug: "psihologie",
    name: "Psihologie",
    icon: "brain",
    description:
      "Cum gândim, cum simțim și de ce facem ceea ce facem, explicat pe înțelesul tuturor.",
    weight: 7,
    foreignShare: 0.45,
    children: subs(`
      Psihologie practică ; Instrumente din psihologie pentru problemele de zi cu zi.
      Psihoterapie ; Cărți despre vindecare, terapie și drumul spre echilibru.
      Psihologia copilului ; Dezvoltarea emoțională și mentală a copiilor, explicată părinților.
      Neuroștiințe ; Ce ne spune creierul despre memorie, emoții și decizii.
      Psihologie socială ; Cum ne influențează grupul, cultura și oamenii din jur.
    `),
  },
  {
    slug: "nutritie-si-sanatate",
    name: "Nutriție și sănătate",
    icon: "apple",
    description: "Alimentație echilibrată, mișcare și prevenție, de la specialiști în sănătate.",
    weight: 5,
    foreignShare: 0.35,
    children: subs(`
      Alimentație sănătoasă ; Ce punem în farfurie și cum ne influențează energia și sănătatea.
      Cărți de bucate ; Rețete gustoase, de la bucătăria tradițională la preparate rapide. ; rețete
      Sport și fitness ; Programe de mișcare pentru începători și sportivi avansați.
      Medicină și prevenție ; Informații clare despre boli, tratamente și obiceiuri care ne protejează.
    `),
  },
  {
    slug: "sarcina",
    name: "Sarcină și parenting",
    icon: "baby",
    description: "Sprijin pentru viitorii părinți și pentru fiecare etapă a creșterii copiilor.",
    weight: 4,
    foreignShare: 0.4,
    children: subs(`
      Sarcină și naștere ; Tot ce trebuie să știi în cele nouă luni și în primele zile cu bebelușul.
      Primii ani ; Somn, alimentație și joacă în primii ani de viață.
      Educația copiilor ; Disciplină blândă, comunicare și limite sănătoase în familie.
      Adolescență ; Cum rămâi aproape de copilul tău în anii schimbărilor.
    `),
  },
  {
    slug: "educatie-financiara",
    name: "Educație financiară",
    icon: "piggy-bank",
    description: "Bani, economii și investiții, explicate simplu, fără jargon.",
    weight: 4,
    foreignShare: 0.45,
    children: subs(`
      Finanțe personale ; Buget, economii și datorii: bazele unei vieți financiare liniștite.
      Investiții ; Acțiuni, fonduri și imobiliare, pentru investitorii răbdători.
      Antreprenoriat ; De la idee la afacere: povești și sfaturi pentru cei care pornesc pe cont propriu.
      Economie ; Cum funcționează piețele, banii și economia globală.
    `),
  },
  {
    slug: "management",
    name: "Management",
    icon: "briefcase",
    description: "Leadership, organizare și strategie pentru manageri și echipele lor.",
    weight: 4,
    foreignShare: 0.5,
    children: subs(`
      Leadership ; Cum inspiri oamenii și cum iei decizii grele.
      Managementul echipelor ; Recrutare, feedback și colaborare în echipe care funcționează.
      Strategie ; Planificare, concurență și direcția pe termen lung a unei organizații.
      Negociere ; Tehnici de negociere pentru afaceri și pentru viața de zi cu zi.
    `),
  },
  {
    slug: "marketing",
    name: "Marketing",
    icon: "megaphone",
    description: "Branduri, clienți și povești care vând, în era digitală și dincolo de ea.",
    weight: 3,
    foreignShare: 0.5,
    children: subs(`
      Marketing digital ; Rețele sociale, căutare și campanii online care aduc rezultate.
      Vânzări ; Cum câștigi încrederea clienților și cum închei o vânzare.
      Branding ; Identitate, poziționare și branduri care rămân în minte.
      Publicitate și copywriting ; Arta de a scrie mesaje care conving.
    `),
  },
  {
    slug: "istorie",
    name: "Istorie",
    icon: "landmark",
    description: "Trecutul României și al lumii, povestit de istorici și martori.",
    weight: 6,
    foreignShare: 0.35,
    children: subs(`
      Istoria României ; De la daci la Marea Unire și până în zilele noastre.
      Istorie universală ; Imperii, revoluții și oameni care au schimbat cursul lumii.
      Istorie militară ; Războaie, bătălii și strategii care au decis soarta popoarelor.
      Biografii și memorii ; Viețile unor oameni remarcabili, povestite de ei înșiși sau de alții.
      Antichitate ; Egipt, Grecia, Roma și lumile dispărute ale Antichității.
    `),
  },
  {
    slug: "pentru-copii",
    name: "Cărți pentru copii",
    icon: "smile",
    description:
      "Povești, ilustrații și jocuri pentru micii cititori, de la primele cărți cartonate.",
    weight: 9,
    foreignShare: 0.3,
    children: subs(`
      0-3 ani ; Cărți cartonate, colorate și rezistente pentru cei mai mici cititori.
      3-6 ani ; Povești ilustrate de citit împreună, seară de seară.
      6-9 ani ; Primele cărți citite singur, cu aventuri și multă imaginație.
      9-12 ani ; Romane de aventură și mister pentru cititorii care cresc.
      Cărți de colorat ; Pagini de colorat și activități creative pentru copii. ; carte de colorat
      Povești și basme ; Basme românești și povești din lumea întreagă. ; basme
    `),
  },
  {
    slug: "carti-in-limba-engleza",
    name: "Cărți în limba engleză",
    icon: "languages",
    description: "Cărți în limba engleză, în original, pentru cititorii care vor textul autorului.",
    weight: 6,
    foreignShare: 1,
    children: subs(`
      Ficțiune în engleză ; Romane contemporane în limba engleză.
      Non-ficțiune în engleză ; Eseuri, idei și cărți de specialitate în original.
      Young adult în engleză ; Romane pentru adolescenți și tineri, în limba engleză.
      Clasici în engleză ; Marile opere ale literaturii, în ediții în limba engleză.
      Cărți pentru copii în engleză ; Povești ilustrate în engleză pentru copiii care învață limba.
    `),
  },
];
