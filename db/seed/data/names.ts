// Name lists for invented contributors: Romanian authors, translators and illustrators, and
// foreign authors grouped by the language they write in.
import { list } from "./list";

export const ROMANIAN_MALE_FIRST_NAMES = list(`
  Andrei | Mihai | Ștefan | Alexandru | Radu | Bogdan | Cristian | Dan | Florin | Gheorghe |
  Ion | Lucian | Marius | Nicolae | Ovidiu | Petru | Răzvan | Sorin | Tudor | Vlad | Victor |
  Cosmin | Horia | Emil | Octavian | Costin | Matei | Sebastian | Iulian | Călin | Dragoș |
  Silviu | Traian | Virgil | Aurel | Mircea | Liviu | Ciprian | Valentin | Adrian | Tiberiu |
  Șerban | Ilie | Paul | Teodor | Vasile | Doru | Laurențiu | Eugen | Codrin
`);

export const ROMANIAN_FEMALE_FIRST_NAMES = list(`
  Ioana | Maria | Elena | Ana | Andreea | Alexandra | Cristina | Daniela | Gabriela | Irina |
  Laura | Mihaela | Monica | Oana | Raluca | Simona | Teodora | Roxana | Diana | Corina |
  Ilinca | Smaranda | Anca | Carmen | Delia | Iulia | Larisa | Luminița | Mădălina | Nicoleta |
  Otilia | Paula | Ruxandra | Sânziana | Ștefania | Tatiana | Viorica | Zoe | Bianca | Alina |
  Adina | Brândușa | Codruța | Dana | Florentina | Georgiana | Ileana | Lavinia | Miruna | Petra
`);

// Common surnames only; surnames made famous by a writer are left out on purpose.
export const ROMANIAN_LAST_NAMES = list(`
  Popescu | Ionescu | Popa | Dumitrescu | Stoica | Constantinescu | Gheorghiu | Munteanu |
  Bălan | Mărginean | Găină | Țurcanu | Șerban | Toma | Moldovan | Oprea | Nistor | Dobre |
  Sârbu | Ardeleanu | Cojocaru | Vlădescu | Răileanu | Pătrașcu | Mureșan | Țăranu | Știrbu |
  Manole | Crăciun | Neagu | Voicu | Bucur | Dragomir | Iordache | Tănase | Vasilescu | Lazăr |
  Chiriac | Căpraru | Frunză | Surdu | Enache | Ursu | Hâncu | Bârsan | Fătu | Sălăjan |
  Cârstea | Mocanu | Croitoru | Rusu | Sima | Ungureanu | Florea | Nedelcu | Pârvu | Bărbulescu |
  Ciobanu | Diaconu | Grigoraș | Husar | Jitaru | Lupașcu | Măgureanu | Năstase | Olaru |
  Rădulescu | Săvulescu | Teodorescu | Uță | Văduva | Zăvoianu | Ghițulescu |
  Apostol | Bejan | Coman | Dascălu | Ene | Fodor | Gavrilă | Ispas | Leca | Mitrea | Nica |
  Prodan | Roșca | Stan | Tudose | Vornicu | Zaharia | Ștefănescu | Țîrlea | Hrițcu
`);

/** Real people a random combination could name; we skip these. */
export const RESERVED_NAMES = new Set(
  list(`
    Simona Popescu | Petru Popescu | Cristian Popescu | Adrian Popescu | Bogdan Munteanu |
    Mircea Toma | Paul Goma | Ana Blandiana | Dan Coman | Ioana Pârvulescu | Ion Ionescu |
    Eugen Ionescu | Florin Iaru | Matei Vișniec | Radu Vancu | Cristian Teodorescu | Mihai Rădulescu
  `),
);

export type ForeignLanguage = "en" | "fr" | "de" | "it" | "es" | "sv";

export interface ForeignNames {
  /** Romanian name of the language, as in "traducere din limba ..." */
  languageName: string;
  weight: number;
  male: string[];
  female: string[];
  last: string[];
  cities: string[];
}

export const FOREIGN_NAMES: Record<ForeignLanguage, ForeignNames> = {
  en: {
    languageName: "engleză",
    weight: 50,
    male: list(`Thomas | Oliver | Henry | James | Samuel | Daniel | Edward | Nathan | William | Owen |
      Julian | Rupert | Callum | Theo | Miles`),
    female: list(`Eleanor | Margaret | Charlotte | Alice | Rebecca | Harriet | Claire | Abigail |
      Lucy | Grace | Imogen | Nora | Beatrice | Vivian | Tessa`),
    last: list(`Whitcombe | Harrowgate | Ashdown | Pemberton | Calloway | Fairbairn | Lockridge |
      Thornbury | Mercer | Holloway | Brightwater | Redfern | Ellsworth | Wynford | Carrick |
      Standish | Bellamy | Hartwell | Ainsley | Blackmore | Crowther | Dunmore | Fenwick | Galloway`),
    cities:
      list(`Londra | Manchester | Dublin | Boston | Toronto | Edinburgh | Melbourne | Seattle |
      Bristol | Chicago`),
  },
  fr: {
    languageName: "franceză",
    weight: 15,
    male: list(`Julien | Antoine | Luc | Étienne | Mathis | Bastien | Gaspard | Rémi | Olivier`),
    female: list(
      `Camille | Élise | Margaux | Sylvie | Hélène | Aurélie | Solène | Mathilde | Inès`,
    ),
    last: list(`Delorme | Lacombe | Rivière | Bonnard | Charpentier | Vasseur | Delaunay | Guérin |
      Lemaire | Bréval | Aubertin | Fauchard`),
    cities: list(`Paris | Lyon | Bordeaux | Marsilia | Bruxelles | Geneva | Nantes`),
  },
  de: {
    languageName: "germană",
    weight: 10,
    male: list(`Lukas | Matthias | Johannes | Felix | Tobias | Konrad | Florian | Henrik`),
    female: list(`Anna | Katrin | Greta | Ulrike | Sabine | Miriam | Johanna | Frieda`),
    last: list(`Brandauer | Feldmann | Hollenbach | Kessler | Lindner | Ostermann | Reinholt |
      Steinbrück | Weidlich | Zimmerer | Auerbach | Falkenried`),
    cities: list(`Berlin | München | Hamburg | Viena | Zürich | Leipzig | Köln`),
  },
  it: {
    languageName: "italiană",
    weight: 8,
    male: list(`Matteo | Lorenzo | Davide | Tommaso | Alessio | Riccardo | Filippo`),
    female: list(`Giulia | Chiara | Francesca | Serena | Ludovica | Beatrice | Martina`),
    last: list(`Bellandi | Castelli | Ferraresi | Marchetti | Orsini | Pellegrini | Santangelo |
      Valli | Zanardi | Morandini`),
    cities: list(`Roma | Milano | Torino | Napoli | Bologna | Florența | Genova`),
  },
  es: {
    languageName: "spaniolă",
    weight: 9,
    male: list(`Javier | Álvaro | Mateo | Andrés | Rodrigo | Gonzalo | Ignacio`),
    female: list(`Lucía | Carmen | Inés | Pilar | Marta | Ximena | Rocío`),
    last: list(`Arrieta | Beltrán | Cárdenas | Echeverría | Galindo | Irigoyen | Montalvo | Olmedo |
      Quintana | Salcedo`),
    cities: list(
      `Madrid | Barcelona | Sevilla | Buenos Aires | Ciudad de México | Valencia | Bogotá`,
    ),
  },
  sv: {
    languageName: "suedeză",
    weight: 8,
    male: list(`Lars | Nils | Erik | Henrik | Gustav | Anders | Oskar`),
    female: list(`Ingrid | Astrid | Karin | Maja | Sigrid | Linnea | Elsa`),
    last: list(`Lindqvist | Bergström | Holmgren | Sjöberg | Ekdahl | Nyberg | Wallin | Åkesson |
      Lundmark | Strandberg`),
    cities: list(`Stockholm | Göteborg | Uppsala | Malmö | Umeå`),
  },
};

export const ROMANIAN_CITIES = list(`
  București | Cluj-Napoca | Iași | Timișoara | Brașov | Constanța | Sibiu | Craiova | Oradea |
  Galați | Suceava | Bacău | Arad | Pitești | Ploiești | Târgu Mureș | Baia Mare | Alba Iulia |
  Botoșani | Chișinău | Sighișoara | Focșani | Piatra Neamț | Râmnicu Vâlcea | Tulcea | Brăila
`);
