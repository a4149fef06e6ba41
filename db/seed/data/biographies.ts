// Sentence templates for the biographies of invented contributors. "{a|b}" picks the masculine
// or the feminine form; placeholders: $name, $year, $city, $city2, $genre, $study, $uni, $job,
// $years (e.g. "15 ani"), $books ("12 cărți"), $languages ("20 de limbi"), $lang ("engleză").
import type { TopCategorySlug } from "./categories";
import { list } from "./list";

export interface GenreProfile {
  /** What the author writes, as in "scrie $genre". */
  genre: string;
  studies: string[];
  jobs: string[];
}

export const GENRE_PROFILES: Record<TopCategorySlug, GenreProfile> = {
  beletristica: {
    genre: "romane și povestiri",
    studies: list(`Litere | Filosofie | Jurnalism | Limbi străine`),
    jobs: list(`{profesor|profesoară} de literatură | {redactor|redactoare} de carte |
      {jurnalist|jurnalistă} cultural{|ă}`),
  },
  "dezvoltare-personala": {
    genre: "cărți de dezvoltare personală",
    studies: list(`Psihologie | Sociologie | Științele Comunicării`),
    jobs: list(
      `{coach|coach} de carieră | {trainer|trainer} | {consultant|consultantă} în resurse umane`,
    ),
  },
  horror: {
    genre: "romane horror și povestiri de groază",
    studies: list(`Litere | Istorie | Etnologie`),
    jobs: list(`{bibliotecar|bibliotecară} | {scenarist|scenaristă} | {jurnalist|jurnalistă}`),
  },
  "romane-de-dragoste-romantice": {
    genre: "romane de dragoste",
    studies: list(`Litere | Limbi străine | Jurnalism`),
    jobs: list(`{traducător|traducătoare} | {profesor|profesoară} de franceză |
      {jurnalist|jurnalistă} de lifestyle`),
  },
  politiste: {
    genre: "romane polițiste",
    studies: list(`Drept | Jurnalism | Criminalistică`),
    jobs: list(`{avocat|avocată} | {jurnalist|jurnalistă} de investigații | {polițist|polițistă}`),
  },
  fantasy: {
    genre: "romane fantasy și science-fiction",
    studies: list(`Informatică | Fizică | Litere`),
    jobs: list(
      `{programator|programatoare} | {designer|designer} de jocuri | {profesor|profesoară} de fizică`,
    ),
  },
  psihologie: {
    genre: "cărți de psihologie",
    studies: list(`Psihologie | Medicină`),
    jobs: list(`{psihoterapeut|psihoterapeută} | {psiholog clinician|psiholog clinician} |
      {cercetător|cercetătoare} în neuroștiințe`),
  },
  "nutritie-si-sanatate": {
    genre: "cărți despre nutriție și sănătate",
    studies: list(`Medicină | Nutriție și Dietetică | Educație Fizică și Sport`),
    jobs: list(`medic nutriționist | {antrenor|antrenoare} de fitness |
      {bucătar|bucătăreasă}`),
  },
  sarcina: {
    genre: "cărți pentru părinți",
    studies: list(`Medicină | Psihologie | Științele Educației`),
    jobs: list(
      `{medic pediatru|medic pediatru} | {asistent medical|asistentă medicală} | {psiholog|psiholog} pentru copii`,
    ),
  },
  "educatie-financiara": {
    genre: "cărți de educație financiară",
    studies: list(`Economie | Finanțe și Bănci | Cibernetică`),
    jobs: list(`{consultant|consultantă} financiar{|ă} | {antreprenor|antreprenoare} |
      {analist|analistă} de investiții`),
  },
  management: {
    genre: "cărți de management",
    studies: list(`Management | Economie | Inginerie`),
    jobs: list(
      `{manager|manageră} | {consultant|consultantă} în management | {antreprenor|antreprenoare}`,
    ),
  },
  marketing: {
    genre: "cărți de marketing",
    studies: list(`Marketing | Științele Comunicării | Jurnalism`),
    jobs: list(`{copywriter|copywriter} | {director|directoare} de marketing |
      {consultant|consultantă} în branding`),
  },
  istorie: {
    genre: "cărți de istorie",
    studies: list(`Istorie | Arheologie | Științe Politice`),
    jobs: list(`{istoric|istoric} | {muzeograf|muzeografă} | {profesor|profesoară} de istorie`),
  },
  "pentru-copii": {
    genre: "cărți pentru copii",
    studies: list(`Științele Educației | Litere | Arte Plastice`),
    jobs: list(
      `{învățător|învățătoare} | {educator|educatoare} | {actor|actriță} de teatru de păpuși`,
    ),
  },
  "carti-in-limba-engleza": {
    genre: "romane și eseuri",
    studies: list(`Literatură engleză | Istorie | Jurnalism`),
    jobs: list(
      `{jurnalist|jurnalistă} | {profesor|profesoară} universitar{|ă} | {editor|editoare}`,
    ),
  },
};

export const UNIVERSITY_CITIES = list(
  `București | Cluj-Napoca | Iași | Timișoara | Craiova | Sibiu`,
);

export const AUTHOR_BIRTH_SENTENCES = list(`
  $name s-a născut în $year, la $city. |
  {Născut|Născută} în $year la $city, $name locuiește astăzi la $city2. |
  $name s-a născut la $city, în $year, și a crescut într-o casă plină de cărți.
`);

export const AUTHOR_CAREER_SENTENCES = list(`
  A studiat $study la Universitatea din $uni și scrie $genre de peste $years. |
  Este {autorul|autoarea} a $books, dintre care multe au devenit bestselleruri. |
  Lucrează ca $job și scrie $genre în fiecare dimineață, înainte de program. |
  După ani în care a lucrat ca $job, s-a dedicat scrisului și a publicat $books.
`);

export const AUTHOR_EXTRA_SENTENCES = list(`
  Cărțile {lui|ei} au fost traduse în $languages. |
  A primit Premiul Cititorilor Coperta pentru cea mai iubită carte a anului. |
  Când nu scrie, face drumeții în Carpați și citește poezie. |
  Locuiește la $city2, cu familia și cu doi motani. |
  Ține ateliere de scriere creativă și vorbește des cu cititorii la târgurile de carte.
`);

export const FOREIGN_AUTHOR_SENTENCES = list(`
  $name s-a născut în $year, la $city. |
  Scrie $genre, iar cărțile {lui|ei} au fost traduse în $languages. |
  A lucrat ca $job înainte de a se dedica în întregime scrisului. |
  Este {autorul|autoarea} a $books și a câștigat mai multe premii literare în țara natală. |
  Trăiește la $city, unde predă scriere creativă.
`);

export const TRANSLATOR_SENTENCES = list(`
  A studiat limba și literatura $lang la Universitatea din $uni. |
  A tradus peste $books, de la romane contemporane la clasici ai literaturii universale. |
  Pe lângă traduceri, predă la un liceu din $city și scrie despre cărți pe blogul personal. |
  Traducerile {lui|ei} au fost nominalizate la premii ale revistelor literare.
`);

export const ILLUSTRATOR_SENTENCES = list(`
  $name este {ilustrator și grafician|ilustratoare și graficiană} și locuiește la $city. |
  A absolvit Universitatea Națională de Arte din București și a ilustrat peste $books pentru
  copii. |
  Desenele {lui|ei} au fost expuse la $city2 și la târguri internaționale de carte. |
  Lucrează în acuarelă și în tehnici digitale, cu o mare dragoste pentru animale și povești.
`);
