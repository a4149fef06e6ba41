// Test factories for the search engine (books, authors, categories with overrides), and the small
// catalogue of Romanian classics that most of its tests search.
import { SearchEngine, type SearchSource } from "./search-engine";

type Book = SearchSource["books"][number];
type Author = SearchSource["authors"][number];
type Category = SearchSource["categories"][number];

let nextId = 1000;

export function createBook(overrides: Partial<Book> = {}): Book {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Volumul ${id}`,
    subtitle: "",
    slug: `volumul-${id}`,
    isbn13: null,
    salesCount: 0,
    available: true,
    authorIds: [],
    ...overrides,
  };
}

export function createAuthor(overrides: Partial<Author> & { name: string }): Author {
  const id = overrides.id ?? nextId++;
  return { id, slug: `autor-${id}`, salesCount: 0, ...overrides };
}

export function createCategory(overrides: Partial<Category> & { name: string }): Category {
  const id = overrides.id ?? nextId++;
  return { id, slug: `categorie-${id}`, bookCount: 0, ...overrides };
}

export function createEngine(source: Partial<SearchSource>): SearchEngine {
  return new SearchEngine({ books: [], authors: [], categories: [], searches: [], ...source });
}

const eminescu = createAuthor({ id: 1, name: "Mihai Eminescu", salesCount: 900 });
const sadoveanu = createAuthor({ id: 2, name: "Mihail Sadoveanu", salesCount: 500 });
export const rebreanu = createAuthor({ id: 3, name: "Liviu Rebreanu", salesCount: 400 });
const creanga = createAuthor({ id: 4, name: "Ion Creangă", salesCount: 800 });
const slavici = createAuthor({ id: 5, name: "Ioan Slavici", salesCount: 300 });

export const classics = createEngine({
  authors: [eminescu, sadoveanu, rebreanu, creanga, slavici],
  books: [
    createBook({ id: 11, title: "Luceafărul", authorIds: [1], salesCount: 50 }),
    createBook({ id: 12, title: "Poezii", subtitle: "Ediție critică", authorIds: [1] }),
    createBook({ id: 13, title: "Baltagul", authorIds: [2], salesCount: 40 }),
    createBook({ id: 14, title: "Ion", authorIds: [3], salesCount: 30 }),
    createBook({ id: 15, title: "Amintiri din copilărie", authorIds: [4], salesCount: 70 }),
    createBook({ id: 16, title: "Mara", authorIds: [5], salesCount: 20 }),
    createBook({ id: 17, title: "Ştefan cel Mare", subtitle: "Domn al Moldovei" }),
    createBook({ id: 18, title: "Ţiganiada", subtitle: "Poem eroi-comic" }),
    createBook({ id: 19, title: "Întâmplări în irealitatea imediată" }),
    createBook({ id: 20, title: "Padurea spanzuratilor", authorIds: [3] }),
    createBook({ id: 21, title: "Țara de dincolo de negură" }),
    createBook({ id: 22, title: "Moara cu noroc", authorIds: [5], isbn13: "978-0-306-40615-7" }),
    createBook({ id: 23, title: "Povești", authorIds: [4], isbn13: "9780804429573" }),
  ],
  categories: [
    createCategory({ id: 31, name: "Literatură română", bookCount: 120 }),
    createCategory({ id: 32, name: "Poezie", bookCount: 40 }),
    createCategory({ id: 33, name: "Literatură universală", bookCount: 200 }),
  ],
  searches: [
    { text: "eminescu poezii", count: 40 },
    { text: "Eminescu", count: 90 },
    { text: "poezii eminescu", count: 60 },
    { text: "ion creanga", count: 30 },
  ],
});

export const books = (query: string, engine = classics) => engine.search(query).books;
