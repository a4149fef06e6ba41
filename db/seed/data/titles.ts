// Title parts of the invented Romanian books, per top-level category. A title is either a
// single phrase or a head joined to a tail of the same group; every head of a group reads
// well with every tail of that group (no adjective agreement to get wrong).
import type { TopCategorySlug } from "./categories";
import { list } from "./list";

export interface TitleParts {
  groups: [heads: string[], tails: string[]][];
  singles: string[];
  /** Subtitles; "$last" is replaced by a surname (a detective's, for instance). */
  subtitles: string[];
  subtitleChance: number;
}

type RomanianGenre = Exclude<TopCategorySlug, "carti-in-limba-engleza">;

export const ROMANIAN_TITLES: Record<RomanianGenre, TitleParts> = {
  beletristica: {
    groups: [
      [
        list(`Casa | Grădina | Tăcerea | Umbra | Fata | Scrisorile | Drumul | Vântul | Ceasul |
          Lumina | Iarna | Strada | Fereastra | Podul | Trenul | Noaptea | Fotografia | Orașul |
          Vara | Liniștea | Pianul | Bunica | Livada | Hotelul | Croitoreasa | Farmacistul`),
        list(`de pe colină | de la marginea orașului | din Valea Jiului | de pe strada Lipscani |
          fără nume | dintre ape | de la Sulina | din Cișmigiu | de altădată | de sub tei |
          din Balcic | de la capătul lumii | de dincolo de râu | de la mare | din Piața Amzei |
          de lângă gară | din copilărie | de după război | din Delta Dunării | de peste deal |
          din Apuseni | fără întoarcere | din Sighișoara | din Dobrogea | din strada Morilor`),
      ],
    ],
    singles: list(`Ultima vară | Dincolo de ziduri | Anii de plumb | Vremea cireșelor |
      Orașul de sare | Întoarcerea acasă | Ploaie în august | Un an fără nume |
      Fiica librarului | Zilele liniștite | Sare și miere | Tot ce am pierdut | Oameni de hârtie |
      Iarna lungă | Moștenirea | Fluturi în ianuarie | Ceai la ora cinci | Marea interioară |
      Fântâna cu trei izvoare | Cartea amintirilor | O casă în Tescani | Vecinii`),
    subtitles: list(
      `roman | roman | roman | nuvele | povestiri | o saga de familie | ediția a II-a`,
    ),
    subtitleChance: 0.45,
  },
  "dezvoltare-personala": {
    groups: [
      [
        list(`Puterea | Arta | Curajul | Secretul | Bucuria | Știința | Darul | Libertatea`),
        list(`obiceiurilor mici | de a spune nu | de a începe din nou | răbdării |
          unei minți liniștite | atenției | de a fi prezent | lucrurilor simple | recunoștinței |
          de a trăi cu sens | schimbării | încrederii în sine | liniștii interioare`),
      ],
      [
        ["Cum să"],
        list(`îți găsești echilibrul | trăiești fără grabă | spui ce simți |
          îți schimbi obiceiurile | îți construiești încrederea | ai grijă de tine |
          treci peste eșec | îți găsești drumul | te bucuri de fiecare zi | iei decizii bune`),
      ],
      [
        list(`7 pași spre | 10 lecții despre | Drumul spre | Ghidul tău spre | 21 de zile spre`),
        list(`o viață împlinită | liniștea interioară | încrederea în sine | echilibru |
          fericire | o minte limpede | succes | o viață fără stres`),
      ],
    ],
    singles: list(`Mai puțin, dar mai bine | Trezește-te! | Începe azi | Fără scuze | Minte liberă |
      Sunt suficient | Încetinește | Alege-te pe tine | Pas cu pas | Dimineți care contează`),
    subtitles: list(`Ghid practic pentru o viață echilibrată | Exerciții pentru fiecare zi |
      Lecții de viață | Un program în 30 de zile | Cum să devii cea mai bună versiune a ta`),
    subtitleChance: 0.6,
  },
  horror: {
    groups: [
      [
        list(`Casa | Noaptea | Fântâna | Conacul | Clopotele | Oglinda | Fata | Vocile | Umbrele |
          Păpușa | Ceața | Pivnița | Strigătul | Mormântul | Satul | Copiii | Lupul | Ecoul`),
        list(`de la miezul nopții | din satul părăsit | fără ferestre | de sub pământ |
          din Codrii Vlăsiei | de pe dealul morților | din mlaștină | de dincolo |
          de la capătul drumului | din noaptea de Sânziene | de la răscruce | fără chip |
          de pe lacul înghețat | din podul vechi | de la marginea cimitirului`),
      ],
    ],
    singles: list(`Strigoi | Noaptea Sfântului Andrei | Blestemul | Nu te uita înapoi |
      Cine bate la ușă | Foamea | Ultima lumânare | Ceasul al treisprezecelea | Ei vin noaptea |
      Somnul morților | Sânge pe zăpadă | Moroi | Zâna cea rea | Ușa din perete`),
    subtitles: list(`roman horror | povestiri de groază | o poveste cu fantome | roman`),
    subtitleChance: 0.35,
  },
  "romane-de-dragoste-romantice": {
    groups: [
      [
        list(`O iubire | Scrisori | Promisiunea | Un sărut | Un dans | O vară | Întâlnirea |
          Nunta | Un Crăciun | O cafea | Jurământul | Pariul | Valsul | O poveste`),
        list(`la Balcic | sub cerul Toscanei | la malul mării | în ploaie | la Paris | la Veneția |
          în Cișmigiu | pe Transfăgărășan | la Sinaia | de la etajul trei |
          din cafeneaua de pe colț | la miezul nopții | de la Mamaia | pentru totdeauna |
          la Viena | din Provence | în ajun de Crăciun | de împrumut`),
      ],
    ],
    singles: list(`Inimi rătăcite | Doar tu | Tot ce ne-a rămas | Iubire cu termen de garanție |
      Un mire de împrumut | Nu te îndrăgosti de mine | Aproape perfect | Doi pe o bancă |
      Scrisoare pentru Ana | Trandafiri pentru Irina | Vara în care te-am găsit | Al doilea început`),
    subtitles: list(`roman | o poveste de iubire | comedie romantică | roman`),
    subtitleChance: 0.35,
  },
  politiste: {
    groups: [
      [
        list(`Crimă | Cazul | Dosarul | Moartea | Alibiul | Secretul | Misterul | Amprenta |
          Cadavrul | Codul | Victima | Suspectul | Pista | Jocul | Ancheta | Răzbunarea`),
        list(`de pe Calea Victoriei | din trenul de noapte | de la hotelul Aurora |
          din Delta Dunării | din camera 312 | de la Sinaia | din strada Icoanei |
          de la miezul nopții | fără chip | din Lipscani | de pe Valea Prahovei | din arhivă |
          de la conac | din biblioteca veche | de la capătul peronului | din Sighișoara |
          din portul Constanța | de pe vasul Regina Maria`),
      ],
    ],
    singles: list(`Nimeni nu e nevinovat | Dispariția | Al treilea glonț | Minciuni albe |
      Interogatoriul | Adevărul ascuns | Martorul tăcut | Fără urme | Ultima anchetă |
      Trei zile în noiembrie | Cine a ucis-o pe Elena? | Ora exactă a morții | Dublu joc`),
    subtitles: list(`roman polițist | thriller | o anchetă a comisarului $last |
      un caz al inspectorului $last`),
    subtitleChance: 0.45,
  },
  fantasy: {
    groups: [
      [
        list(`Cronicile | Sabia | Regatul | Coroana | Dragonul | Vrăjitoarea | Poarta |
          Moștenitoarea | Tronul | Cartea | Profeția | Turnul | Legenda | Stăpânul | Cheia |
          Ordinul | Harta`),
        list(`de cenușă | din Valea Umbrelor | stelelor căzute | de gheață | de foc | din nord |
          de obsidian | din adâncuri | fără nume | de cristal | dintre lumi |
          din Arhipelagul Pierdut | de sub munte | lunii roșii | vântului de est | de argint |
          din Țara Zmeilor | ultimei dimineți | tăcerii | de os`),
      ],
    ],
    singles: list(`Ultima vrăjitoare | Fiica zmeului | Copiii furtunii | Sânge de dragon |
      Magia uitată | Harta stelelor | Nava generației | Orașul de sticlă | Anul zero |
      Ecoul de pe Marte | Memoria mașinilor | Colonia | Semnalul`),
    subtitles: list(`roman fantasy | roman science-fiction | o legendă | roman`),
    subtitleChance: 0.3,
  },
  psihologie: {
    groups: [
      [
        list(`Psihologia | Anatomia | Misterele | Capcanele | Știința | Harta | Limbajul`),
        list(`fricii | alegerilor | relațiilor | emoțiilor | anxietății | fericirii | memoriei |
          atașamentului | vinovăției | singurătății | rușinii | furiei | iertării | deciziilor`),
      ],
      [
        list(`Creierul | Copilul | Corpul | Mintea`),
        list(`în fața stresului | sub presiune | în era digitală | fără filtre | în relații |
          și emoțiile`),
      ],
    ],
    singles: list(`De ce ne mințim singuri | Rănile copilăriei | Emoții fără etichete |
      Vindecarea începe acum | Oameni dificili | Liniștea după furtună | Sinele ascuns`),
    subtitles: list(`Înțelege-te pe tine și pe ceilalți | Ghid de psihologie practică |
      Povești din cabinetul de terapie | O introducere accesibilă`),
    subtitleChance: 0.55,
  },
  "nutritie-si-sanatate": {
    groups: [
      [
        list(`Bucătăria | Rețetele | Farfuria | Secretele | Gustul | Deserturile`),
        list(`bunicii | de la țară | fără zahăr | de post | pentru toată familia |
          în 30 de minute | de sezon | fără gluten | din Ardeal | de altădată | pentru sportivi`),
      ],
      [
        list(`Alimentația | Sănătatea | Intestinul | Inima | Somnul | Energia | Mișcarea`),
        list(`pe înțelesul tuturor | la orice vârstă | fără mituri | după 40 de ani |
          în 12 săptămâni`),
      ],
    ],
    singles: list(`Mănâncă inteligent | Fără dietă | Alergând spre sănătate | Corpul tău știe |
      Hrană vie | Supe și ciorbe | Deserturi fără vinovăție | Mișcare zilnică | Zece mii de pași`),
    subtitles:
      list(`Peste 100 de rețete simple | Ghid practic de nutriție | Planuri de masă și rețete |
      Sfaturi de la un medic | Programul complet`),
    subtitleChance: 0.6,
  },
  sarcina: {
    groups: [
      [
        list(`Nouă luni | Primul an | Primii pași | Primele cuvinte | Zile și nopți`),
        list(`cu bebelușul | alături de copilul tău | în familie | fără griji | împreună`),
      ],
      [
        list(`Părinte | Mamă | Tată`),
        list(`fără stres | în secolul XXI | cu răbdare | pentru prima dată`),
      ],
      [
        ["Cum să"],
        list(`vorbești cu copilul tău | crești un copil încrezător | pui limite cu blândețe |
          supraviețuiești primului an | faci față crizelor de furie`),
      ],
    ],
    singles: list(`Copilul fericit | Disciplina blândă | Adolescentul meu | Bebeluș la bord |
      Alăptarea pe înțelesul tuturor | Somnul bebelușului | Așteptându-te`),
    subtitles:
      list(`Ghid pentru părinți | Tot ce trebuie să știi | Sfaturi de la un medic pediatru |
      Jurnal de sarcină`),
    subtitleChance: 0.6,
  },
  "educatie-financiara": {
    groups: [
      [
        list(`Arta | Secretele | Psihologia | Regulile | Abecedarul`),
        list(`banilor | investitorului răbdător | economisirii | bugetului personal | bursei |
          independenței financiare | antreprenorului | bogăției`),
      ],
      [
        ["Cum să"],
        list(`economisești primul milion | investești la bursă | scapi de datorii |
          îți faci un buget | pornești o afacere | negociezi un salariu mai bun`),
      ],
      [["Bani"], list(`pentru toți | fără stres | pentru tineri | și fericire | în familie`)],
    ],
    singles: list(`Investitorul liniștit | Din salariu în salariu | Afacerea de acasă |
      Primul tău portofoliu | Economia pe înțelesul tuturor | Pensia ta, decizia ta`),
    subtitles: list(`Ghid practic pentru finanțe personale |
      Cum să-ți faci banii să muncească pentru tine | Lecții de la investitori de succes |
      Pentru începători`),
    subtitleChance: 0.6,
  },
  management: {
    groups: [
      [
        list(`Liderul | Echipa | Managerul | Compania | Organizația`),
        list(`care ascultă | în vremuri de criză | de la zero | fără birou | care inspiră |
          de mâine | în era digitală`),
      ],
      [
        list(`Arta | Lecțiile | Principiile | Secretele`),
        list(`delegării | negocierii | feedbackului | leadershipului | deciziei | conducerii`),
      ],
    ],
    singles: list(`Conduce prin exemplu | Ședințe care funcționează | Echipe remarcabile |
      Mai puțin control, mai multă încredere | Negocierea de zi cu zi | Primele 90 de zile`),
    subtitles: list(`Ghid pentru manageri | Lecții de leadership |
      Cum construiești echipe de succes | Strategii pentru companii în creștere`),
    subtitleChance: 0.6,
  },
  marketing: {
    groups: [
      [
        list(`Brandul | Mesajul | Povestea | Campania`),
        list(`care vinde | care rămâne în minte | de la zero | fără buget | pe rețelele sociale`),
      ],
      [
        list(`Marketingul | Vânzarea | Publicitatea | Clientul`),
        list(`în era digitală | pe înțelesul tuturor | de mâine | fără secrete | în 100 de pagini`),
      ],
      [
        ["Cum să"],
        list(`scrii texte care vând | construiești un brand | crești pe rețelele sociale |
          câștigi clienți fideli`),
      ],
    ],
    singles: list(`Atenția e noua monedă | Vizibil | Cuvinte care vând | Marketing cu bun-simț |
      Clientul are mereu o poveste`),
    subtitles: list(`Ghid de marketing digital | Strategii pentru afaceri mici |
      Tehnici de copywriting | Cum să-ți faci brandul remarcat`),
    subtitleChance: 0.6,
  },
  istorie: {
    groups: [
      [
        list(`Istoria | Povestea | Secretele | Misterele | Sfârșitul | Ascensiunea`),
        list(`Daciei | Bizanțului | Imperiului Otoman | Țării Românești | Moldovei medievale |
          Transilvaniei | Marii Uniri | Romei antice | Imperiului Habsburgic |
          Bucureștiului interbelic | Cruciadelor | Războiului Rece | Greciei antice`),
      ],
      [
        list(`Regi și regine | Spioni și trădători | Femei | Oameni | Războaie | Cetăți`),
        list(`din istoria României | din Evul Mediu | din secolul XX | din Balcani |
          din Antichitate | din Războiul Rece`),
      ],
      [
        ["Bătălia de la"],
        list(`Călugăreni | Posada | Mărășești | Rovine | Podul Înalt | Oituz | Waterloo`),
      ],
    ],
    singles: list(`1918. Anul Unirii | Bucureștii de altădată | Dacii | Drumul mătăsii |
      Cetăți de pe Dunăre | Memoriile unui diplomat | Jurnal de front | Domnitorii Moldovei`),
    subtitles: list(`O istorie ilustrată | De la origini până azi | Documente și mărturii |
      O nouă perspectivă | Ediție revăzută`),
    subtitleChance: 0.55,
  },
  "pentru-copii": {
    groups: [
      [
        list(`Aventurile | Călătoria | Prietenii | Vacanța | Ziua | Secretul | Comoara | Povestea`),
        list(`lui Tudorel | Ilincăi | micului dragon | ursulețului Martin | iepurașului Țup |
          ariciului Ghimpișor | pisicii Mimi | broscuței Oac | vulpiței Roșcovana |
          elefantului Zuzu | piticului Barbă-Lungă | micii vrăjitoare`),
      ],
      [
        list(`Povești | Poezii | Cântece | Ghicitori`),
        list(`pentru cei mici | de seară | din pădure | cu animale | pentru toate anotimpurile |
          de la bunica`),
      ],
    ],
    singles: list(`Primele mele cuvinte | Numără cu mine | Culorile | Noapte bună, luna mea |
      Cine locuiește în pădure? | Bunica mea e pirat | Dragonul care se temea de întuneric |
      Școala vrăjitorilor mici | Detectivii din clasa a treia | Colorează dinozaurii |
      Animalele de la fermă`),
    subtitles: list(`povești ilustrate | carte cartonată | cu autocolante |
      o aventură pentru micii cititori | Citește cu mine`),
    subtitleChance: 0.45,
  },
};

type SeriesGroup = [heads: string[], tails: string[]];

/**
 * Series names: a head and a tail of the same group, like titles. "$last" is replaced by a
 * surname and "$city" by a city.
 */
export const SERIES_NAMES: Partial<Record<TopCategorySlug, SeriesGroup[]>> = {
  beletristica: [
    [list(`Saga familiei | Casa | Neamul`), ["$last"]],
    [
      list(`Trilogia | Cronica | Verile`),
      list(`Dunării | orașului de provincie | din $city | de la Sulina | de pe strada Morilor`),
    ],
  ],
  fantasy: [
    [
      list(`Cronicile | Saga | Trilogia | Ciclul | Legendele`),
      list(`din Valea Umbrelor | Regatului de Cenușă | Porții de Foc | Țării Zmeilor |
        stelelor căzute | Turnului de Os | Coroanei de Gheață | Mării de Sticlă | lunii roșii |
        din Arhipelagul Pierdut | de la Miazănoapte`),
    ],
  ],
  politiste: [
    [
      list(`Anchetele | Dosarele | Cazurile | Misterele`),
      list(`comisarului $last | inspectorului $last | detectivului $last | din $city |
        de pe Calea Victoriei`),
    ],
  ],
  "romane-de-dragoste-romantice": [
    [list(`Frații | Surorile | Familia`), ["$last"]],
    [
      list(`Verile | Poveștile | Iubirile`),
      list(`de la Balcic | din $city | de la Mamaia | de pe Transfăgărășan`),
    ],
  ],
  horror: [
    [
      list(`Cronicile | Blestemul | Umbrele | Misterele`),
      list(`familiei $last | strigoilor | nopților de Sânziene | din satul părăsit |
        conacului $last`),
    ],
  ],
  "pentru-copii": [
    [
      list(`Aventurile | Poveștile | Vacanțele | Prietenii`),
      list(`lui Tudorel | ursulețului Martin | iepurașului Țup | ariciului Ghimpișor |
        familiei $last | micii vrăjitoare | detectivilor din clasa a treia`),
    ],
  ],
  "carti-in-limba-engleza": [
    [
      ["The"],
      list(`$last Chronicles | $last Sisters | Northern Sea Trilogy | Quiet Hours Saga |
        Harbour Lights Series`),
    ],
  ],
};
