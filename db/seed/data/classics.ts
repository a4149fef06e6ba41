// Classic Romanian writers and their real titles. The shop links to these author pages from
// the footer, and the first books of the catalogue are these titles, in this order.
import type { TopCategorySlug } from "./categories";

export interface ClassicAuthor {
  firstName: string;
  lastName: string;
  biography: string;
}

export interface ClassicBook {
  title: string;
  /** Empty when the book has none. */
  subtitle: string;
  /** Display name of the author, as in CLASSIC_AUTHORS. */
  author: string;
  top: TopCategorySlug;
  sub: string;
  blurb: string;
}

export const CLASSIC_AUTHORS: ClassicAuthor[] = [
  {
    firstName: "Ioan",
    lastName: "Slavici",
    biography:
      "Ioan Slavici (1848–1925) s-a născut la Șiria, lângă Arad. Este unul dintre întemeietorii prozei realiste românești, autor al nuvelei „Moara cu noroc” și al romanului „Mara”.",
  },
  {
    firstName: "Liviu",
    lastName: "Rebreanu",
    biography:
      "Liviu Rebreanu (1885–1944), romancier și dramaturg, s-a născut la Târlișua, în ținutul Năsăudului. Romanul său „Ion”, apărut în 1920, este socotit primul mare roman modern al literaturii române.",
  },
  {
    firstName: "Ion",
    lastName: "Creangă",
    biography:
      "Ion Creangă (1837–1889) s-a născut la Humulești și a fost diacon și institutor la Iași. Prieten apropiat al lui Mihai Eminescu, a rămas prin „Amintiri din copilărie” și prin poveștile sale unul dintre cei mai iubiți scriitori români.",
  },
  {
    firstName: "Ion Luca",
    lastName: "Caragiale",
    biography:
      "Ion Luca Caragiale (1852–1912) a fost dramaturg, prozator și gazetar. Comediile sale, de la „O noapte furtunoasă” la „O scrisoare pierdută”, sunt până astăzi cele mai jucate piese ale teatrului românesc.",
  },
  {
    firstName: "Mihail",
    lastName: "Sadoveanu",
    biography:
      "Mihail Sadoveanu (1880–1961) s-a născut la Pașcani. Autor a peste o sută de volume, a evocat natura și istoria Moldovei în romane precum „Baltagul” și „Frații Jderi”.",
  },
  {
    firstName: "Mihai",
    lastName: "Eminescu",
    biography:
      "Mihai Eminescu (1850–1889), poet, prozator și jurnalist, s-a născut la Botoșani. Considerat poetul național al românilor, este autorul poemului „Luceafărul” și al unora dintre cele mai frumoase versuri de dragoste din limba română.",
  },
  {
    firstName: "George",
    lastName: "Călinescu",
    biography:
      "George Călinescu (1899–1965) a fost critic și istoric literar, romancier și profesor universitar. A scris monumentala „Istorie a literaturii române de la origini până în prezent” și romanul „Enigma Otiliei”.",
  },
  {
    firstName: "Camil",
    lastName: "Petrescu",
    biography:
      "Camil Petrescu (1894–1957) a fost romancier, dramaturg și poet. Experiența frontului din Primul Război Mondial se regăsește în romanul „Ultima noapte de dragoste, întâia noapte de război”.",
  },
  {
    firstName: "Marin",
    lastName: "Preda",
    biography:
      "Marin Preda (1922–1980) s-a născut în satul Siliștea-Gumești, în Teleorman. Romanul „Moromeții” a adus în literatura română figura de neuitat a lui Ilie Moromete.",
  },
  {
    firstName: "Mircea",
    lastName: "Eliade",
    biography:
      "Mircea Eliade (1907–1986), istoric al religiilor, filosof și romancier, s-a născut la București. A predat la Universitatea din Chicago, iar romanul „Maitreyi” i-a adus încă din tinerețe succesul literar.",
  },
  {
    firstName: "George",
    lastName: "Coșbuc",
    biography:
      "George Coșbuc (1866–1918) s-a născut la Hordou, în ținutul Năsăudului. Poet al satului românesc, a tradus și „Divina Comedie” a lui Dante.",
  },
  {
    firstName: "Lucian",
    lastName: "Blaga",
    biography:
      "Lucian Blaga (1895–1961), poet, filosof și dramaturg, s-a născut la Lancrăm, lângă Sebeș. A debutat în 1919 cu volumul „Poemele luminii” și a construit una dintre cele mai originale opere filosofice românești.",
  },
  {
    firstName: "Tudor",
    lastName: "Arghezi",
    biography:
      "Tudor Arghezi (1880–1967) este pseudonimul lui Ion N. Theodorescu. Volumul „Cuvinte potrivite”, apărut în 1927, a înnoit limbajul poeziei românești.",
  },
  {
    firstName: "Nichita",
    lastName: "Stănescu",
    biography:
      "Nichita Stănescu (1933–1983) s-a născut la Ploiești. Este una dintre cele mai importante voci ale poeziei românești moderne, autor al volumelor „O viziune a sentimentelor” și „11 elegii”.",
  },
  {
    firstName: "Ana",
    lastName: "Blandiana",
    biography:
      "Ana Blandiana (n. 1942), poetă, eseistă și prozatoare, s-a născut la Timișoara. A fost interzisă de mai multe ori de cenzura comunistă, iar după 1989 s-a numărat printre fondatorii Memorialului Victimelor Comunismului și al Rezistenței de la Sighet.",
  },
  {
    firstName: "Panait",
    lastName: "Istrati",
    biography:
      "Panait Istrati (1884–1935) s-a născut la Brăila. A scris mai ales în limba franceză, iar Romain Rolland l-a numit „un Gorki al Balcanilor”.",
  },
  {
    firstName: "Vasile",
    lastName: "Alecsandri",
    biography:
      "Vasile Alecsandri (1821–1890), poet, dramaturg și om politic, s-a născut la Bacău. A cules poezii populare, a scris comediile cu Chirița și ciclul „Pasteluri”.",
  },
  {
    firstName: "Octavian",
    lastName: "Goga",
    biography:
      "Octavian Goga (1881–1938) s-a născut la Rășinari, lângă Sibiu. Poezia sa a dat glas aspirațiilor românilor din Transilvania de la începutul secolului al XX-lea.",
  },
  {
    firstName: "Alexandru",
    lastName: "Macedonski",
    biography:
      "Alexandru Macedonski (1854–1920) s-a născut la București. Poet, prozator și dramaturg, a condus revista „Literatorul” și a promovat simbolismul în literatura română.",
  },
  {
    firstName: "Duiliu",
    lastName: "Zamfirescu",
    biography:
      "Duiliu Zamfirescu (1858–1922), romancier, poet și diplomat, s-a născut în Vrancea. Ciclul Comăneștenilor, deschis de romanul „Viața la țară”, urmărește o familie de boieri de la sfârșitul secolului al XIX-lea.",
  },
  {
    firstName: "Hortensia",
    lastName: "Papadat-Bengescu",
    biography:
      "Hortensia Papadat-Bengescu (1876–1955) s-a născut la Ivești, în județul Galați. Ciclul Hallipilor, cu romane precum „Concert din muzică de Bach”, a adus în literatura română romanul psihologic citadin.",
  },
  {
    firstName: "Garabet",
    lastName: "Ibrăileanu",
    biography:
      "Garabet Ibrăileanu (1871–1936), critic literar și profesor la Iași, a condus revista „Viața Românească”. Singurul său roman, „Adela”, este o mică bijuterie a prozei de analiză.",
  },
  {
    firstName: "Mateiu",
    lastName: "Caragiale",
    biography:
      "Mateiu Caragiale (1885–1936), fiul lui Ion Luca Caragiale, s-a născut la București. Romanul „Craii de Curtea-Veche” i-a adus un loc aparte în literatura română.",
  },
  {
    firstName: "Max",
    lastName: "Blecher",
    biography:
      "Max Blecher (1909–1938) s-a născut la Botoșani. Imobilizat la pat de tuberculoza osoasă, a scris „Întâmplări în irealitatea imediată” și „Inimi cicatrizate”.",
  },
  {
    firstName: "Emil",
    lastName: "Cioran",
    biography:
      "Emil Cioran (1911–1995), filosof și eseist, s-a născut la Rășinari. A debutat în 1934 cu „Pe culmile disperării”, iar după stabilirea la Paris a scris în limba franceză.",
  },
  {
    firstName: "George",
    lastName: "Bacovia",
    biography:
      "George Bacovia (1881–1957), pe numele său George Vasiliu, s-a născut la Bacău. Volumul „Plumb”, apărut în 1916, l-a impus drept cel mai important poet simbolist român.",
  },
  {
    firstName: "Nicolae",
    lastName: "Filimon",
    biography:
      "Nicolae Filimon (1819–1865) s-a născut la București. Romanul său „Ciocoii vechi și noi” este considerat primul roman realist din literatura română.",
  },
  {
    firstName: "Costache",
    lastName: "Negruzzi",
    biography:
      "Costache Negruzzi (1808–1868) a fost prozator, poet și traducător. Nuvela „Alexandru Lăpușneanul” este socotită prima nuvelă istorică românească.",
  },
];

/**
 * One book a line: title | subtitle (- for none) | author | top-level slug / sub-category name | blurb.
 * The order matters: ids follow it, and "Moara cu noroc" must be the very first book.
 */
const CLASSIC_BOOK_LINES = `
  Moara cu noroc | nuvelă | Ioan Slavici | beletristica / Literatură română | Ghiță, cârciumarul de la Moara cu noroc, ademenit de câștig, intră în jocul periculos al lui Lică Sămădăul.
  Pădurea spânzuraților | - | Liviu Rebreanu | beletristica / Literatură română | Apostol Bologa, ofițer român în armata austro-ungară, este prins între datorie și conștiință în anii Primului Război Mondial.
  Amintiri din copilărie | - | Ion Creangă | beletristica / Literatură română | Copilăria lui Nică din Humulești, povestită cu umorul și savoarea inconfundabile ale lui Creangă.
  O scrisoare pierdută | comedie în patru acte | Ion Luca Caragiale | beletristica / Teatru | O scrisoare compromițătoare tulbură alegerile dintr-un oraș de provincie și scoate la iveală toate măștile politicii.
  Baltagul | - | Mihail Sadoveanu | beletristica / Literatură română | Vitoria Lipan pornește pe urmele soțului ei dispărut, într-un drum care este deopotrivă anchetă și ritual.
  Ion | - | Liviu Rebreanu | beletristica / Literatură română | Drama lui Ion al Glanetașului, sfâșiat între glasul pământului și glasul iubirii.
  Luceafărul | - | Mihai Eminescu | beletristica / Poezie | Poemul iubirii imposibile dintre Hyperion și fata de împărat, capodopera lirică a lui Eminescu.
  Enigma Otiliei | - | George Călinescu | beletristica / Literatură română | Felix Sima descoperă Bucureștiul burghez și misterul Otiliei, într-un roman balzacian despre moșteniri și iubire.
  Ultima noapte de dragoste, întâia noapte de război | - | Camil Petrescu | beletristica / Literatură română | Ștefan Gheorghidiu trece prin gelozie și prin război, într-un roman al conștiinței lucide.
  Mara | - | Ioan Slavici | beletristica / Literatură română | Povestea văduvei Mara, negustoreasă pricepută din Radna, și a copiilor ei, Persida și Trică.
  Moromeții | - | Marin Preda | beletristica / Literatură română | Familia lui Ilie Moromete din Siliștea-Gumești, surprinsă în anii de dinaintea schimbărilor care vor destrăma satul tradițional.
  Maitreyi | - | Mircea Eliade | beletristica / Literatură română | Iubirea dintre un tânăr inginer european și fiica gazdei sale din Calcutta, povestită cu intensitate confesivă.
  Poezii | - | Mihai Eminescu | beletristica / Poezie | O selecție din poeziile lui Mihai Eminescu, de la lirica de dragoste la marile meditații.
  Povestea lui Harap-Alb | - | Ion Creangă | pentru-copii / Povești și basme | Basmul fiului de crai care, trecând prin încercări, învață ce înseamnă să fii împărat.
  Capra cu trei iezi | - | Ion Creangă | pentru-copii / 3-6 ani | Povestea caprei și a celor trei iezi, una dintre cele mai iubite povești ale copilăriei.
  O noapte furtunoasă | - | Ion Luca Caragiale | beletristica / Teatru | Comedia geloziei lui Jupân Dumitrache, cu încurcăturile pricinuite de Rică Venturiano.
  Momente și schițe | - | Ion Luca Caragiale | beletristica / Proză scurtă | Schițele în care Caragiale surprinde, cu o ironie mereu actuală, moravurile și vorbele lumii bucureștene.
  Hanu-Ancuței | - | Mihail Sadoveanu | beletristica / Proză scurtă | Povestiri spuse de drumeți la un han din Moldova, în care trecutul prinde viață prin glasul fiecărui povestitor.
  Frații Jderi | - | Mihail Sadoveanu | beletristica / Literatură română | Saga familiei Jderilor din vremea lui Ștefan cel Mare, cu oștenii, vânătorile și intrigile curții Moldovei.
  Sărmanul Dionis | - | Mihai Eminescu | beletristica / Proză scurtă | Nuvela fantastică a lui Eminescu despre un tânăr care călătorește prin timp, vis și gândire.
  Răscoala | - | Liviu Rebreanu | beletristica / Literatură română | Romanul marii răscoale țărănești din 1907, urmărită de la primele semne de nemulțumire până la deznodământ.
  Adam și Eva | - | Liviu Rebreanu | beletristica / Literatură română | Un bărbat își regăsește iubirea pentru aceeași femeie în șapte vieți trăite în epoci și locuri diferite.
  Pădureanca | nuvelă | Ioan Slavici | beletristica / Proză scurtă | Iubirea dintre Iorgovan, fiul unui gospodar înstărit, și Simina, fata săracă venită de la pădure la secerat.
  Bietul Ioanide | - | George Călinescu | beletristica / Literatură română | Arhitectul Ioanide, un creator absorbit de proiectele sale, în Bucureștiul tulburat de la sfârșitul anilor '30.
  Patul lui Procust | - | Camil Petrescu | beletristica / Literatură română | Un roman construit din scrisori și însemnări, despre iubire, orgoliu și căutarea autenticității.
  Cel mai iubit dintre pământeni | - | Marin Preda | beletristica / Literatură română | Confesiunea lui Victor Petrini, un intelectual prins în mecanismele anilor '50, despre iubire, închisoare și libertate.
  Nuntă în cer | - | Mircea Eliade | beletristica / Literatură română | O poveste de iubire spusă pe rând de doi bărbați care, fără să știe, au iubit aceeași femeie.
  Domnișoara Christina | - | Mircea Eliade | horror / Supranatural | Un conac de la câmpie este bântuit de amintirea unei tinere ucise în timpul răscoalei din 1907.
  Balade și idile | - | George Coșbuc | beletristica / Poezie | Versuri despre lumea satului, despre iubire și eroism, din volumul de debut al poetului.
  Poemele luminii | - | Lucian Blaga | beletristica / Poezie | Volumul de debut al lui Lucian Blaga, cu poeme despre lumină, iubire și mister.
  Hronicul și cântecul vârstelor | - | Lucian Blaga | istorie / Biografii și memorii | Memoriile lui Blaga despre copilăria de la Lancrăm, anii de școală și formarea sa ca poet și filosof.
  Cuvinte potrivite | - | Tudor Arghezi | beletristica / Poezie | Volumul de debut al lui Tudor Arghezi, care a reînnoit limbajul poeziei românești.
  Flori de mucigai | - | Tudor Arghezi | beletristica / Poezie | Poeme născute din experiența închisorii, în care Arghezi găsește frumusețe în cuvintele cele mai aspre.
  Cartea cu jucării | - | Tudor Arghezi | pentru-copii / 6-9 ani | Versuri și povestiri pentru copii, pline de tandrețe și joacă.
  O viziune a sentimentelor | - | Nichita Stănescu | beletristica / Poezie | Volumul în care Nichita Stănescu transformă iubirea într-o explozie de imagini.
  11 elegii | - | Nichita Stănescu | beletristica / Poezie | Un ciclu de elegii care meditează asupra ființei, a cunoașterii și a limbajului.
  Proiecte de trecut | - | Ana Blandiana | beletristica / Proză scurtă | Proză scurtă în care realul și fantasticul se amestecă pentru a vorbi despre memorie și libertate.
  Sertarul cu aplauze | - | Ana Blandiana | beletristica / Literatură română | Un roman despre scris, cenzură și libertatea interioară în anii dictaturii.
  Chira Chiralina | - | Panait Istrati | beletristica / Literatură română | Prima dintre povestirile lui Adrian Zografi, despre libertate, iubire și răzbunare în lumea Brăilei de altădată.
  Ciulinii Bărăganului | - | Panait Istrati | beletristica / Literatură română | Copilăria lui Matei, care pornește pe drumurile Bărăganului după ciulinii purtați de vânt, în anii dinaintea răscoalei din 1907.
  Codin | - | Panait Istrati | beletristica / Literatură română | Prietenia dintre un copil și Codin, un fost ocnaș de care se teme toată mahalaua Brăilei.
  Pasteluri | - | Vasile Alecsandri | beletristica / Poezie | Poeziile în care Alecsandri zugrăvește anotimpurile și viața de la țară.
  Chirița în provincie | - | Vasile Alecsandri | beletristica / Teatru | Comedia cucoanei Chirița, hotărâtă să-și facă loc în lumea bună cu orice preț.
  Ne cheamă pământul | - | Octavian Goga | beletristica / Poezie | Versuri despre satul ardelean și despre dorul de libertate al românilor din Transilvania.
  Excelsior | - | Alexandru Macedonski | beletristica / Poezie | Un volum de versuri în care Macedonski își afirmă idealul de perfecțiune artistică.
  Thalassa | - | Alexandru Macedonski | beletristica / Literatură română | Un roman poematic despre un tânăr singur pe o insulă, între visare și patimă.
  Viața la țară | - | Duiliu Zamfirescu | beletristica / Literatură română | Lumea boierească de la țară, cu povestea de iubire dintre Matei Damian și Sașa.
  Tănase Scatiu | - | Duiliu Zamfirescu | beletristica / Literatură română | Ascensiunea lui Tănase Scatiu, arendaș lacom care cumpără pământ și respectabilitate.
  Concert din muzică de Bach | - | Hortensia Papadat-Bengescu | beletristica / Literatură română | Saloanele bucureștene interbelice, văzute prin destinele familiei Hallipa și ale celor din jurul ei.
  Fecioarele despletite | - | Hortensia Papadat-Bengescu | beletristica / Literatură română | Primul roman din ciclul Hallipilor, în care Mini descoperă tainele unei lumi doar aparent strălucitoare.
  Adela | - | Garabet Ibrăileanu | beletristica / Literatură română | Jurnalul lui Emil Codrescu, un om matur îndrăgostit de tânăra Adela, într-o vară la Bălțătești.
  Craii de Curtea-Veche | - | Mateiu Caragiale | beletristica / Literatură română | Trei crai rătăcesc prin Bucureștiul de la începutul secolului al XX-lea, într-o proză de un rafinament rar.
  Întâmplări în irealitatea imediată | - | Max Blecher | beletristica / Literatură română | Un roman al stranietății lumii, scris cu o luciditate tulburătoare.
  Inimi cicatrizate | - | Max Blecher | beletristica / Literatură română | Emanuel, un tânăr bolnav de tuberculoză osoasă, descoperă iubirea și viața într-un sanatoriu de la Berck.
  Pe culmile disperării | - | Emil Cioran | beletristica / Eseuri | Cartea de debut a lui Cioran, scrisă în tinerețe, despre insomnie, suferință și lirismul disperării.
  Lacrimi și sfinți | - | Emil Cioran | beletristica / Eseuri | Eseuri fragmentare despre sfinți, muzică și mistică, scrise cu pasiune și revoltă.
  Plumb | - | George Bacovia | beletristica / Poezie | Volumul de debut al lui George Bacovia, cu atmosfera sa de ploaie, plumb și singurătate.
  Ciocoii vechi și noi | - | Nicolae Filimon | beletristica / Literatură română | Ascensiunea lui Dinu Păturică în Bucureștiul epocii fanariote, într-un roman plin de culoare.
  Alexandru Lăpușneanul | nuvelă istorică | Costache Negruzzi | beletristica / Proză scurtă | Întoarcerea la tron a domnitorului Alexandru Lăpușneanul și răzbunarea lui asupra boierilor.
`;

export const CLASSIC_BOOKS: ClassicBook[] = CLASSIC_BOOK_LINES.split("\n")
  .map((line) => line.trim())
  .filter((line) => line.length > 0)
  .map((line) => {
    const [title = "", subtitle = "", author = "", category = "", blurb = ""] = line
      .split("|")
      .map((field) => field.trim());
    const [top = "", sub = ""] = category.split(" / ");
    return {
      title,
      subtitle: subtitle === "-" ? "" : subtitle,
      author,
      top: top as TopCategorySlug,
      sub,
      blurb,
    };
  });
