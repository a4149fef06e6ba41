// Books in the "Cărți în limba engleză" category: English titles and blurbs for invented books,
// and a few public-domain English classics by their real authors.
import type { ClassicAuthor } from "./classics";
import { list } from "./list";
import type { TitleParts } from "./titles";

export type EnglishKind = "fiction" | "nonfiction" | "children";

/** Sub-category name → which kind of English title and blurb it gets. */
export const ENGLISH_SUB_KIND: Record<string, EnglishKind> = {
  "Ficțiune în engleză": "fiction",
  "Non-ficțiune în engleză": "nonfiction",
  "Young adult în engleză": "fiction",
  "Clasici în engleză": "fiction",
  "Cărți pentru copii în engleză": "children",
};

export const ENGLISH_TITLES: Record<EnglishKind, TitleParts> = {
  fiction: {
    groups: [
      [
        list(`The Silent | The Last | The Hidden | The Lost | The Winter | The Paper | The Glass |
          The Far | The Borrowed | The Salt | The Quiet | The Northern | The Burning`),
        list(`Lighthouse | Orchard | Daughter | Kingdom | Letters | Bridge | Hour | River |
          Harbour | Promise | Summer | Archive | Island | Crossing | Inheritance`),
      ],
      [
        list(`A Season of | The Keeper of | Daughters of | A Map of | Songs of | The Weight of |
          The Memory of | Children of`),
        list(`Lost Rivers | Quiet Hours | Distant Shores | Broken Stars | Winter Light | Ashes |
          the Northern Sea | Borrowed Time | Paper Birds | Fallen Cities | Salt and Smoke`),
      ],
    ],
    singles: list(`Before the Tide | Nobody Knows the River | All the Small Lights |
      What the Orchard Kept | After the Rain | Evensong | The House on Cardigan Street |
      Midnight in Sibiu | A Bridge Too Quiet | Letters from Constanța`),
    subtitles: list(`A Novel | A Novel | Stories | A Thriller | A Love Story`),
    subtitleChance: 0.3,
  },
  nonfiction: {
    groups: [
      [
        list(`The Art of | The Science of | The Power of | The Joy of | The Case for`),
        list(`Slow Living | Small Habits | Deep Focus | Quiet Leadership | Saying No |
          Kind Parenting | Smart Money | Doing Less | Good Decisions | Curiosity`),
      ],
      [
        list(`A Short History of | Inside | The Hidden Life of | Understanding`),
        list(`the Danube | Memory | the Modern Mind | Money | Sleep | Cities | the Balkans |
          the Cold War | Attention`),
      ],
    ],
    singles: list(`Think Slower | Enough | The Long Game | Unhurried | Better Together |
      Rest Is Work | Small Is Powerful`),
    subtitles: list(`A Practical Guide | What Science Tells Us | Lessons for a Better Life |
      A New History | How to Thrive in a Changing World`),
    subtitleChance: 0.6,
  },
  children: {
    groups: [
      [
        list(`The Little | The Brave | The Sleepy | The Curious | The Very Busy`),
        list(`Dragon | Hedgehog | Fox | Bear | Ladybird | Owl | Rabbit | Dinosaur`),
      ],
    ],
    singles: list(`Goodnight, Little Moon | Where Is My Hat? | Counting Stars | My First Words |
      One Snowy Morning | Grandma Is a Pirate`),
    subtitles: list(`A Picture Book | Board Book | Sticker Activity Book`),
    subtitleChance: 0.3,
  },
};

export const ENGLISH_CHARACTERS = list(`
  a young archivist | a retired detective | Nora, a marine biologist | a widowed lighthouse keeper |
  Theo, a failed musician | a small-town librarian | two estranged sisters | a reluctant heir |
  an ambitious young lawyer
`);

export const ENGLISH_PLACES = list(`
  a Cornish fishing village | Edinburgh | the Scottish Highlands | Boston | a Danube port town |
  a crumbling Transylvanian manor | London | a remote Norwegian island | Dublin
`);

export const ENGLISH_DESCRIPTIONS: Record<EnglishKind, { openers: string[]; middles: string[] }> = {
  fiction: {
    openers: list(`
        When $char returns to $place, long-buried family secrets begin to surface. |
        In $place, $char finds a stack of unsent letters that changes everything. |
        Nobody in $place expected $char to stay for good.
      `),
    middles: list(`
        A moving story about family, loss and second chances. |
        Told with warmth and wit, it is a novel about the stories we tell to survive. |
        Tense, atmospheric and beautifully written, it will keep you reading late into the night. |
        $author writes with rare tenderness about love, memory and home.
      `),
  },
  nonfiction: {
    openers: list(`
        Drawing on the latest research, $author shows how small changes add up to a better life. |
        A lively, accessible introduction to one of the most important questions of our time. |
        In this wise and practical book, $author challenges everything we think we know.
      `),
    middles: list(`
        Full of stories, studies and practical tools you can use from day one. |
        Clear, generous and often funny, it is the guide many readers have been waiting for. |
        Each chapter ends with simple exercises and questions for reflection.
      `),
  },
  children: {
    openers: list(`
        Join a curious little hero on a big adventure through the forest. |
        It is bedtime, but somebody is not sleepy at all!
      `),
    middles: list(`
        Bright illustrations and playful rhymes make it perfect for reading aloud. |
        A gentle story about friendship, courage and trying new things.
      `),
  },
};

export const ENGLISH_CLOSERS = list(`
  Perfect for book clubs and for anyone who loves a story well told. |
  A book to read, share and return to. |
  Now in a handsome new paperback edition.
`);

export const ENGLISH_CLASSIC_AUTHORS: ClassicAuthor[] = [
  {
    firstName: "Jane",
    lastName: "Austen",
    biography:
      "Jane Austen (1775–1817) a fost o romancieră engleză. Romanele sale, de la „Mândrie și prejudecată” la „Emma”, surprind cu ironie lumea micii nobilimi engleze.",
  },
  {
    firstName: "Charles",
    lastName: "Dickens",
    biography:
      "Charles Dickens (1812–1870) a fost cel mai popular romancier al epocii victoriene. Personajele sale, de la Oliver Twist la Ebenezer Scrooge, au intrat în cultura universală.",
  },
  {
    firstName: "Charlotte",
    lastName: "Brontë",
    biography:
      "Charlotte Brontë (1816–1855) a fost o romancieră și poetă engleză. Romanul „Jane Eyre”, publicat în 1847, a fost un succes imediat.",
  },
  {
    firstName: "Oscar",
    lastName: "Wilde",
    biography:
      "Oscar Wilde (1854–1900), scriitor și dramaturg irlandez, a fost celebru pentru spiritul său. Singurul său roman este „Portretul lui Dorian Gray”.",
  },
  {
    firstName: "Mary",
    lastName: "Shelley",
    biography:
      "Mary Shelley (1797–1851) a fost o scriitoare engleză. Romanul „Frankenstein”, publicat în 1818, este socotit unul dintre primele romane științifico-fantastice.",
  },
  {
    firstName: "Bram",
    lastName: "Stoker",
    biography:
      "Bram Stoker (1847–1912) a fost un scriitor irlandez. Romanul său „Dracula”, din 1897, a făcut cunoscută în toată lumea legenda vampirului din Transilvania.",
  },
  {
    firstName: "Arthur Conan",
    lastName: "Doyle",
    biography:
      "Arthur Conan Doyle (1859–1930) a fost medic și scriitor scoțian. Este creatorul celui mai faimos detectiv din literatură, Sherlock Holmes.",
  },
];

/** "title ; author", in the order they follow the Romanian classics (sub-category: Clasici). */
export const ENGLISH_CLASSIC_BOOKS = list(`
  Pride and Prejudice ; Jane Austen | Emma ; Jane Austen | Persuasion ; Jane Austen |
  Great Expectations ; Charles Dickens | A Christmas Carol ; Charles Dickens |
  Oliver Twist ; Charles Dickens | Jane Eyre ; Charlotte Brontë |
  The Picture of Dorian Gray ; Oscar Wilde | Frankenstein ; Mary Shelley |
  Dracula ; Bram Stoker | The Hound of the Baskervilles ; Arthur Conan Doyle
`).map((line) => {
  const [title = "", author = ""] = line.split(";").map((part) => part.trim());
  return { title, author };
});
