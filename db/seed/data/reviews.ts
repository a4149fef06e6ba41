// Invented reader reviews: titles and sentences by tone. "{m|f}" agrees with the reviewer.
import { list } from "./list";

export type ReviewTone = "positive" | "mixed" | "negative";
/** Which extra sentences suit a book: stories, useful books, children's books, English ones. */
export type ReviewTopic = "fiction" | "nonfiction" | "children" | "english";

export const REVIEW_TITLES: Record<ReviewTone, string[]> = {
  positive: list(`
    Mi-a plăcut enorm | O carte de suflet | Recomand cu drag | Nu am putut să o las din mână |
    Exact ce căutam | Superbă | O surpriză plăcută | Merită fiecare leu | Am citit-o pe nerăsuflate |
    Un cadou reușit | O lectură excelentă | Minunată! | De recitit | Cea mai bună carte din ultima vreme
  `),
  mixed: list(`
    Bună, dar nu extraordinară | Are momente bune | Mă așteptam la mai mult | Se citește ușor |
    Corectă | Început lent, final bun | Nici bună, nici rea
  `),
  negative: list(`
    M-a dezamăgit | Nu este pentru mine | Sub așteptări | Nu o recomand | Am abandonat-o |
    Prea multă vorbă
  `),
};

export const REVIEW_SENTENCES: Record<ReviewTone, string[]> = {
  positive: list(`
    Am terminat-o de câteva zile și încă mă gândesc la ea. |
    Am cumpărat-o la recomandarea unei prietene și nu regret deloc. |
    E genul de carte pe care o dai mai departe tuturor prietenilor. |
    Am fost {încântat|încântată} de la prima până la ultima pagină. |
    Scriitura este caldă și curgătoare, exact cum îmi place. |
    O recomand din toată inima. |
    Am subliniat o mulțime de pasaje pe care vreau să le recitesc. |
    Se citește ușor, dar te lasă cu multe de gândit. |
    Am fost {plăcut surprins|plăcut surprinsă} de cât de bine este scrisă. |
    Cartea a ajuns repede și bine ambalată, iar ediția este foarte frumoasă. |
    Am citit-o într-un weekend și aș mai citi-o o dată. |
    Merită toate recomandările pe care le-a primit.
  `),
  mixed: list(`
    Începutul este cam lent, dar a doua jumătate compensează. |
    Unele capitole mi s-au părut prea lungi. |
    Ideea este bună, însă putea fi dusă mai departe. |
    Se citește ușor, dar nu cred că o voi reciti. |
    Am avut așteptări mai mari după toate recomandările. |
    Are câteva pasaje foarte frumoase, restul e corect. |
    Nu regret că am citit-o, dar nici nu m-a impresionat.
  `),
  negative: list(`
    Nu am reușit să intru în atmosfera cărții. |
    Mi s-a părut repetitivă și previzibilă. |
    Am lăsat-o deoparte pe la jumătate. |
    Prea multe clișee pentru gustul meu. |
    Nu corespunde descrierii de pe copertă. |
    Poate altora le va plăcea mai mult, mie nu mi-a spus nimic. |
    Am fost {dezamăgit|dezamăgită}, mă așteptam la cu totul altceva.
  `),
};

/** Extra sentences for a topic, used with positive and mixed reviews. */
export const TOPIC_SENTENCES: Record<ReviewTopic, string[]> = {
  fiction: list(`
    Personajele sunt atât de bine construite încât parcă le cunosc de o viață. |
    Finalul m-a surprins complet. |
    Atmosfera este construită cu multă grijă și te prinde de la primele pagini. |
    Intriga e bine legată și nu ai cum să ghicești deznodământul.
  `),
  nonfiction: list(`
    Am găsit multe idei practice pe care le-am aplicat deja. |
    Explicațiile sunt clare și ușor de urmărit, fără termeni complicați. |
    Exemplele din fiecare capitol fac lucrurile foarte concrete. |
    O țin pe birou și mă întorc des la ea.
  `),
  children: list(`
    Fetița mea o cere în fiecare seară înainte de culcare. |
    Ilustrațiile sunt superbe, iar textul este pe înțelesul celor mici. |
    Băiatul meu a citit-o singur și a fost încântat. |
    Am citit-o împreună cu copiii și ne-am distrat de minune.
  `),
  english: list(`
    Am citit-o în original, iar engleza este destul de accesibilă. |
    Foarte bună și pentru exersarea limbii engleze.
  `),
};
