// Invented publishing houses (no real brand names). The first one is the shop's own imprint.
import type { TopCategorySlug } from "./categories";

export interface PublisherSeed {
  name: string;
  description: string;
  /** Categories the house is known for; books of those categories favour it. */
  focus: TopCategorySlug[];
}

export const PUBLISHERS: PublisherSeed[] = [
  {
    name: "Editura Coperta",
    description:
      "Editura librăriei Coperta: clasici români în ediții noi, autori contemporani și cărți pentru copii.",
    focus: ["beletristica", "pentru-copii", "dezvoltare-personala", "istorie"],
  },
  {
    name: "Editura Vlădeasa",
    description: "Proză românească și literatură universală, alese cu grijă din 2004.",
    focus: ["beletristica", "istorie"],
  },
  {
    name: "Carpatica Books",
    description: "Cărți în limba engleză și traduceri din literatura anglo-saxonă.",
    focus: ["carti-in-limba-engleza", "fantasy"],
  },
  {
    name: "Editura Frunză de Tei",
    description: "Romane de dragoste și povești care încălzesc serile lungi.",
    focus: ["romane-de-dragoste-romantice"],
  },
  {
    name: "Editura Semn de Carte",
    description: "O editură mică pentru cititori mari: literatură, eseu și poezie.",
    focus: ["beletristica"],
  },
  {
    name: "Editura Podul Vechi",
    description: "Istorie, memorialistică și biografii ale oamenilor care au construit România.",
    focus: ["istorie"],
  },
  {
    name: "Editura Cerdacul",
    description: "Literatură română contemporană și debuturi promițătoare.",
    focus: ["beletristica", "romane-de-dragoste-romantice"],
  },
  {
    name: "Editura Fântâna Dorului",
    description: "Poezie, teatru și proză scurtă, în ediții frumos îngrijite.",
    focus: ["beletristica"],
  },
  {
    name: "Editura Pană de Gâscă",
    description: "Romane polițiste și thrillere care nu te lasă să închizi cartea.",
    focus: ["politiste", "horror"],
  },
  {
    name: "Dunărea Press",
    description: "Non-ficțiune, reportaj și cărți despre lumea în care trăim.",
    focus: ["istorie", "psihologie", "educatie-financiara"],
  },
  {
    name: "Editura Zori de Zi",
    description: "Dezvoltare personală și spiritualitate pentru fiecare început de drum.",
    focus: ["dezvoltare-personala", "psihologie"],
  },
  {
    name: "Editura Cetatea de Hârtie",
    description: "Fantasy și science-fiction, de la autori români și străini.",
    focus: ["fantasy"],
  },
  {
    name: "Editura Măgura Verde",
    description: "Cărți despre sănătate, alimentație și viață în armonie cu natura.",
    focus: ["nutritie-si-sanatate", "sarcina"],
  },
  {
    name: "Editura Ulița Mare",
    description: "Povești pentru copii, basme și cărți ilustrate de artiști români.",
    focus: ["pentru-copii"],
  },
  {
    name: "Editura Drumul Sării",
    description: "Istorie, călătorii și cărți despre oamenii și locurile de altădată.",
    focus: ["istorie", "beletristica"],
  },
  {
    name: "Editura Stejarul Alb",
    description: "Leadership, management și cărți pentru profesioniști.",
    focus: ["management", "marketing"],
  },
  {
    name: "Editura Ceasornic",
    description: "Productivitate, organizare și cărți despre timpul nostru.",
    focus: ["dezvoltare-personala", "management"],
  },
  {
    name: "Editura Lampa cu Gaz",
    description: "Horror, mister și povești spuse la lumina lămpii.",
    focus: ["horror", "politiste"],
  },
  {
    name: "Vatra Books",
    description: "Literatură universală în traduceri noi și cărți în limba engleză.",
    focus: ["beletristica", "carti-in-limba-engleza"],
  },
  {
    name: "Editura Izvorul Rece",
    description: "Psihologie și psihoterapie, pe înțelesul tuturor.",
    focus: ["psihologie", "sarcina"],
  },
  {
    name: "Editura Pasul Mic",
    description: "Cărți pentru cei mici și pentru părinții lor.",
    focus: ["pentru-copii", "sarcina"],
  },
  {
    name: "Editura Moneda de Aur",
    description: "Educație financiară, investiții și antreprenoriat.",
    focus: ["educatie-financiara", "management"],
  },
  {
    name: "Editura Acul Busolei",
    description: "Ghiduri practice pentru carieră, bani și decizii bune.",
    focus: ["educatie-financiara", "dezvoltare-personala"],
  },
  {
    name: "Editura Scara Spirală",
    description: "Thrillere psihologice și romane cu multe straturi.",
    focus: ["politiste", "horror", "psihologie"],
  },
  {
    name: "Editura Hanul Poveștilor",
    description: "Basme, legende și povești din folclorul românesc și universal.",
    focus: ["pentru-copii", "fantasy"],
  },
  {
    name: "Editura Liniștea Serii",
    description: "Romane de dragoste, comedii romantice și povești de vacanță.",
    focus: ["romane-de-dragoste-romantice"],
  },
  {
    name: "Editura Cerneala Verde",
    description: "Autori tineri, voci noi și literatură fără prejudecăți.",
    focus: ["beletristica", "fantasy"],
  },
  {
    name: "Editura Insula Cărților",
    description: "Cărți de aventură pentru copii și adolescenți.",
    focus: ["pentru-copii", "fantasy"],
  },
  {
    name: "Editura Sfera Minții",
    description: "Neuroștiințe, psihologie și cărți despre felul în care gândim.",
    focus: ["psihologie", "dezvoltare-personala"],
  },
  {
    name: "Editura Tipar Nou",
    description: "Marketing, vânzări și comunicare pentru afaceri moderne.",
    focus: ["marketing", "management"],
  },
  {
    name: "Editura Clepsidra de Nisip",
    description: "Istorie antică și medievală, explicată cu pasiune.",
    focus: ["istorie"],
  },
  {
    name: "Editura Ramura Verde",
    description: "Cărți de bucate, grădinărit și viață sănătoasă.",
    focus: ["nutritie-si-sanatate"],
  },
  {
    name: "Pagina Întâi Publishing",
    description: "Romane de gen, traduse rapid și atent din limba engleză.",
    focus: ["romane-de-dragoste-romantice", "politiste", "fantasy"],
  },
  {
    name: "Editura Dealul Viilor",
    description: "Proză scurtă, memorialistică și povești din provincie.",
    focus: ["beletristica", "istorie"],
  },
  {
    name: "Editura Orizont Larg",
    description: "Non-ficțiune despre știință, societate și viitor.",
    focus: ["psihologie", "educatie-financiara", "fantasy"],
  },
  {
    name: "Quill & Linden Press",
    description: "Ediții în limba engleză pentru cititorii care preferă originalul.",
    focus: ["carti-in-limba-engleza"],
  },
  {
    name: "Editura Cufărul cu Povești",
    description: "Cărți ilustrate, cărți de colorat și jocuri pentru copii.",
    focus: ["pentru-copii"],
  },
];
