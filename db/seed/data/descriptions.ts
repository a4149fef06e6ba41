// Sentences for the descriptions of the invented Romanian books. Placeholders: $char / $Char
// (a character, capitalised at the start of a sentence), $city, $author, $topic, $last.
// Characters are singular and no sentence makes an adjective agree with them.
import type { TopCategorySlug } from "./categories";
import { list } from "./list";

export interface DescriptionParts {
  openers: string[];
  middles: string[];
  /**
   * Noun phrases for $topic (non-fiction). Each carries a complement or an adjective, because a
   * bare articled noun cannot follow "despre" ("despre memoria umană", not "despre memoria").
   */
  topics?: string[];
}

type RomanianGenre = Exclude<TopCategorySlug, "carti-in-limba-engleza">;

export const STORY_CHARACTERS = list(`
  Ana, o tânără profesoară de română | Mihai, un fotograf fără noroc | bătrânul farmacist Ilie |
  Irina, o arhitectă întoarsă din străinătate | un jurnalist aflat la final de carieră |
  Sara, fiica unui pescar din Deltă | Tudor, un student la Litere |
  Elena, moștenitoarea unui conac în ruină | Radu, un avocat obosit de compromisuri |
  o bibliotecară pasionată de enigme | un medic de țară | Victor, un fost boxer |
  Ilinca, o studentă la Arte | un ceasornicar din centrul vechi |
  Maria, o croitoreasă cu mâini de aur | Matei, un pilot de linie
`);

export const CHILD_CHARACTERS = list(`
  ursulețul Martin | o vulpiță curioasă | micul dragon Zâmbilică | iepurașul Țup |
  o fetiță pe nume Sara | Tudorel | ariciul Ghimpișor | o buburuză foarte grăbită | pisica Mimi
`);

export const STORY_CITIES = list(`
  București | Cluj | Iași | Sibiu | Brașov | Timișoara | Constanța | Sulina | Sighișoara |
  Oradea | Craiova | Tulcea | Suceava | Brăila | Bistrița
`);

const NON_FICTION_OPENERS = list(`
  În această carte, $author explică pe înțelesul tuturor tot ce trebuie să știi despre $topic. |
  Pornind de la cercetări recente și de la propria experiență, $author propune o privire nouă
  asupra unui subiect care ne privește pe toți: $topic. |
  Un ghid complet și prietenos despre $topic, scris cu pasiune și competență.
`);

const NON_FICTION_MIDDLES = list(`
  Fiecare capitol se încheie cu exerciții simple, pe care le poți aplica imediat. |
  Cu exemple concrete, studii de caz și sfaturi verificate, cartea este utilă atât
  începătorilor, cât și celor care vor să aprofundeze subiectul. |
  $author combină rigoarea științifică cu un stil cald și accesibil. |
  Cartea demontează miturile cele mai răspândite și propune soluții ușor de pus în practică. |
  Scrisă într-un limbaj accesibil, cartea se adresează oricui vrea să înțeleagă mai bine
  $topic.
`);

export const DESCRIPTIONS: Record<RomanianGenre, DescriptionParts> = {
  beletristica: {
    openers: list(`
      Când $char primește o scrisoare neașteptată, trecutul pe care îl credea îngropat se
      întoarce. |
      Într-un oraș mic de lângă $city, $char încearcă să-și refacă viața după o pierdere greu
      de dus. |
      $Char se întoarce în $city după douăzeci de ani și găsește totul schimbat, mai puțin
      amintirile. |
      Vara în care $char descoperă jurnalul unei străbunici schimbă destinul unei întregi
      familii. |
      $Char are o singură dorință: să afle adevărul despre casa din $city în care a crescut.
    `),
    middles: list(`
      Romanul urmărește trei generații ale unei familii, de la anii interbelici până astăzi. |
      Scrisă cu finețe și ironie, cartea vorbește despre iubire, pierdere și puterea
      amintirii. |
      Personajele sunt vii, dialogurile sunt memorabile, iar finalul surprinde. |
      Cu o frază limpede și caldă, $author construiește o lume în care te recunoști ușor. |
      Este o poveste despre curaj, despre prietenie și despre prețul alegerilor pe care le
      facem. |
      Fiecare capitol dezvăluie un nou secret, iar trecutul se dovedește mai complicat decât
      părea. |
      Între umor și melancolie, romanul surprinde farmecul unei lumi pe cale să dispară.
    `),
  },
  horror: {
    openers: list(`
      Când $char se mută într-o casă veche de lângă $city, ciudățeniile încep din prima
      noapte. |
      $Char nu crede în strigoi, până când din sat începe să dispară câte cineva în fiecare
      noapte cu lună plină. |
      Din cauza unei fotografii vechi găsite în pod, $char ajunge față în față cu un blestem
      vechi de o sută de ani. |
      În satul de lângă $city, toată lumea știe că nu ai voie să ieși din casă în noaptea de
      Sfântul Andrei, dar $char nu ascultă.
    `),
    middles: list(`
      Tensiunea crește de la o pagină la alta, iar atmosfera apăsătoare nu te lasă să lași
      cartea din mână. |
      Legendele populare românești prind viață într-o poveste întunecată și neliniștitoare. |
      Nimic nu este ce pare, iar cea mai mare spaimă se ascunde chiar în mintea personajelor. |
      Nu o citi noaptea, singur în casă. |
      $author îmbină groaza clasică cu un suspans psihologic construit cu migală.
    `),
  },
  "romane-de-dragoste-romantice": {
    openers: list(`
      $Char nu mai crede în dragoste, până când o vacanță la $city îi dă toate planurile peste
      cap. |
      Când $char moștenește o mică librărie din $city, nu se așteaptă să găsească acolo și
      iubirea. |
      Într-un tren spre $city, $char are o întâlnire care îi va schimba viața. |
      $Char și-a promis că nu se va mai îndrăgosti niciodată, dar planurile nu merg mereu cum
      vrem.
    `),
    middles: list(`
      O poveste de iubire plină de umor, emoție și a doua șansă. |
      Între neînțelegeri, secrete și scrisori nespuse, drumul spre fericire nu e deloc simplu. |
      Romanul perfect pentru o după-amiază de vară sau pentru o seară liniștită de iarnă. |
      Chimia dintre personaje este irezistibilă, iar dialogurile sunt savuroase.
    `),
  },
  politiste: {
    openers: list(`
      Un cadavru găsit în $city îl pune pe comisarul $last în fața celui mai dificil caz din
      cariera lui. |
      Când o tânără dispare fără urmă din $city, $char este singura persoană care pare să știe
      mai mult. |
      $Char găsește în arhiva unui ziar un caz nerezolvat de treizeci de ani și hotărăște să-l
      redeschidă. |
      O serie de crime misterioase tulbură liniștea din $city, iar timpul anchetatorilor se
      scurge.
    `),
    middles: list(`
      Indiciile sunt puține, suspecții sunt mulți, iar fiecare are ceva de ascuns. |
      Cu un ritm alert și întorsături de situație neașteptate, romanul te ține în suspans până
      la ultima pagină. |
      $author construiește o intrigă impecabilă, cu personaje credibile și un final
      surprinzător. |
      Dincolo de anchetă, cartea este și un portret fără menajamente al orașului de azi.
    `),
  },
  fantasy: {
    openers: list(`
      Într-o lume în care magia a fost interzisă de o mie de ani, $char descoperă că poate
      vorbi cu dragonii. |
      Când stelele încep să cadă din cer, $char pornește într-o călătorie până la marginea
      lumii cunoscute. |
      $Char primește o hartă care arată un regat despre care toată lumea crede că este doar o
      legendă. |
      Pe o navă care călătorește de trei sute de ani spre o stea îndepărtată, $char descoperă
      un secret care poate schimba totul.
    `),
    middles: list(`
      O aventură epică despre curaj, loialitate și prețul puterii. |
      Lumea construită de $author este bogată, cu istorii, limbi și legende proprii. |
      Magie, trădări și alianțe neașteptate se împletesc într-o poveste greu de lăsat din
      mână. |
      Inspirată din mitologia românească, povestea aduce zmei, iele și căpcăuni într-o lume
      nouă.
    `),
  },
  "dezvoltare-personala": {
    openers: NON_FICTION_OPENERS,
    middles: [
      ...NON_FICTION_MIDDLES,
      ...list(`
        Vei învăța să-ți stabilești obiective realiste și să te bucuri de fiecare pas făcut spre
        ele. |
        Poveștile reale din carte arată că schimbarea este posibilă la orice vârstă.
      `),
    ],
    topics: list(`obiceiurile zilnice | încrederea în sine | gestionarea timpului |
      relațiile cu ceilalți | echilibrul dintre muncă și viața personală |
      stabilirea obiectivelor | puterea gândurilor noastre`),
  },
  psihologie: {
    openers: NON_FICTION_OPENERS,
    middles: [
      ...NON_FICTION_MIDDLES,
      ...list(`
        Exemplele din cabinetul de terapie fac ideile ușor de recunoscut în viața de zi cu zi. |
        Cartea te ajută să înțelegi de ce reacționezi cum reacționezi și cum poți alege altfel.
      `),
    ],
    topics: list(`emoțiile noastre | anxietatea de zi cu zi | relațiile de cuplu | memoria umană |
      mecanismele minții | atașamentul din copilărie | reziliența în fața stresului`),
  },
  "nutritie-si-sanatate": {
    openers: NON_FICTION_OPENERS,
    middles: [
      ...NON_FICTION_MIDDLES,
      ...list(`
        Rețetele folosesc ingrediente ușor de găsit în orice piață românească. |
        Planurile de masă sunt gândite pentru oameni ocupați, care nu au timp de gătit ore
        întregi.
      `),
    ],
    topics: list(`alimentația sănătoasă | nutriția sportivilor | sănătatea inimii |
      somnul de calitate | microbiomul intestinal | gătitul sănătos pentru familie`),
  },
  sarcina: {
    openers: NON_FICTION_OPENERS,
    middles: [
      ...NON_FICTION_MIDDLES,
      ...list(`
        Sfaturile sunt verificate de specialiști și spuse cu multă căldură, fără a-i judeca pe
        părinți. |
        Cartea îi însoțește pe părinți pas cu pas, de la primele emoții până la primele cuvinte
        ale copilului.
      `),
    ],
    topics: list(`primele luni de sarcină | primul an din viața copilului | somnul bebelușului |
      disciplina pozitivă | alimentația copiilor | comunicarea cu adolescenții`),
  },
  "educatie-financiara": {
    openers: NON_FICTION_OPENERS,
    middles: [
      ...NON_FICTION_MIDDLES,
      ...list(`
        Exemplele sunt adaptate realității din România: salarii, taxe, bănci și pensii. |
        Vei învăța să-ți faci un buget, să economisești constant și să investești fără panică.
      `),
    ],
    topics: list(`finanțele personale | investițiile pe termen lung | economisirea inteligentă |
      bursa de valori | afacerile mici | planificarea pensiei`),
  },
  management: {
    openers: NON_FICTION_OPENERS,
    middles: [
      ...NON_FICTION_MIDDLES,
      ...list(`
        Lecțiile sunt ilustrate cu povești din companii mari și mici, din România și din lume. |
        Cartea oferă instrumente concrete pentru ședințe mai scurte, decizii mai bune și echipe
        mai motivate.
      `),
    ],
    topics: list(`leadershipul modern | conducerea echipelor | delegarea sarcinilor |
      cultura organizațională | negocierea în afaceri | luarea deciziilor`),
  },
  marketing: {
    openers: NON_FICTION_OPENERS,
    middles: [
      ...NON_FICTION_MIDDLES,
      ...list(`
        Studiile de caz arată ce funcționează și ce nu în campaniile de azi. |
        Vei afla cum să-ți cunoști clienții și cum să le vorbești pe limba lor.
      `),
    ],
    topics: list(`marketingul digital | construirea unui brand | vânzările online |
      comunicarea pe rețelele sociale | copywritingul eficient | fidelizarea clienților`),
  },
  istorie: {
    openers: [
      ...NON_FICTION_OPENERS,
      "Cartea aceasta spune povestea unei epoci de care depinde și prezentul nostru: $topic.",
    ],
    middles: list(`
      Bazată pe documente de arhivă și mărturii inedite, cartea reconstituie o epocă
      fascinantă. |
      Hărțile și ilustrațiile fac lectura și mai captivantă. |
      Povestea este spusă cu rigoarea istoricului și cu talentul unui romancier. |
      $author combină rigoarea științifică cu un stil cald și accesibil.
    `),
    topics: list(`Marea Unire | Evul Mediu românesc | Imperiul Bizantin |
      cel de-al Doilea Război Mondial | Bucureștiul interbelic | Dacia romană | Războiul Rece`),
  },
  "pentru-copii": {
    openers: list(`
      $Char pornește într-o aventură plină de surprize prin pădurea fermecată. |
      Într-o zi ploioasă, $char descoperă că podul casei ascunde o lume întreagă. |
      $Char are o problemă: nu poate adormi fără povestea de seară. |
      Ce se întâmplă când $char își face un prieten neobișnuit? Află din această carte!
    `),
    middles: list(`
      Ilustrațiile pline de culoare îi vor încânta pe cei mici. |
      O poveste despre prietenie, curaj și bucuria de a descoperi lumea. |
      Textul simplu și ritmat este ideal pentru citit cu voce tare. |
      Cartea îi ajută pe copii să-și recunoască și să-și numească emoțiile. |
      Jocurile și întrebările de la finalul cărții fac lectura și mai distractivă.
    `),
  },
};

/** Sub-categories whose books are not stories or guides get their own sentences. */
export const SUB_DESCRIPTIONS: Record<string, DescriptionParts> = {
  Poezie: {
    openers: list(`
      Un volum de versuri despre iubire, timp și locurile care ne-au format. |
      În poemele din acest volum, $author caută cuvintele pentru lucrurile care nu se spun ușor. |
      Poeme scrise între $city și mare, despre singurătate, prietenie și bucuria de a fi viu.
    `),
    middles: list(`
      Versurile sunt limpezi, muzicale și pline de imagini neașteptate. |
      Un volum care confirmă una dintre cele mai personale voci ale poeziei de azi. |
      Poemele se citesc pe nerăsuflate și se recitesc încet.
    `),
  },
  Teatru: {
    openers: list(`
      O piesă în care o cină de familie din $city scoate la iveală secrete vechi de zeci de ani. |
      O comedie amară despre o mică trupă de actori care încearcă să salveze teatrul orașului. |
      O piesă despre doi frați care se revăd după mulți ani, în casa în care au crescut.
    `),
    middles: list(`
      Dialogurile sunt vii și pline de umor, iar personajele sunt memorabile. |
      Textul se citește la fel de bine acasă ca în sala de teatru. |
      O piesă jucată cu succes pe scenele din țară.
    `),
  },
  Eseuri: {
    openers: list(`
      Eseurile din acest volum vorbesc despre cărți, orașe și oamenii care le-au dat viață. |
      Cu erudiție și umor, $author scrie despre lectură, memorie și libertate. |
      O carte de eseuri despre felul în care trăim, citim și ne amintim.
    `),
    middles: list(`
      Fiecare text poate fi citit separat, dar împreună alcătuiesc un portret al epocii noastre. |
      Scrisul este limpede, elegant și mereu surprinzător.
    `),
  },
  "Cărți de colorat": {
    openers: list(`
      O carte de colorat cu planșe mari, potrivite pentru mâinile celor mici. |
      $Char îi invită pe copii să coloreze o lume plină de aventuri.
    `),
    middles: list(`
      Desenele au contururi groase și sunt însoțite de ghicitori și jocuri simple. |
      Paginile sunt tipărite pe o singură față, pe hârtie groasă, potrivită pentru carioci. |
      Cartea dezvoltă răbdarea, atenția și creativitatea copiilor.
    `),
  },
  "Cărți de bucate": {
    openers: list(`
      Peste o sută de rețete simple, de la ciorbele bunicii la deserturi fără coacere. |
      $author adună în această carte rețetele preferate ale familiei, explicate pas cu pas. |
      Rețete de sezon, pentru mese rapide și gustoase în fiecare zi a săptămânii.
    `),
    middles: list(`
      Fiecare rețetă are fotografie, timp de preparare și sfaturi pentru servire. |
      Rețetele folosesc ingrediente ușor de găsit în orice piață românească.
    `),
  },
};

export const CLOSERS = list(`
  O carte pe care o citești dintr-o suflare și la care te vei întoarce. |
  O lectură care rămâne cu tine mult după ultima pagină. |
  Un cadou potrivit pentru cei dragi. |
  Apreciată de critici și iubită de cititori, cartea a urcat rapid în topurile de vânzări. |
  O carte pe care merită să o ai în bibliotecă.
`);

export const CHILDREN_CLOSERS = list(`
  O carte perfectă pentru seara de dinainte de culcare. |
  Recomandată pentru lectura împreună cu părinții. |
  Un cadou care aduce zâmbete.
`);

export const CLASSIC_CLOSERS = list(`
  O ediție îngrijită, cu o prefață care o apropie de cititorii de azi. |
  Un text de referință al literaturii române, potrivit atât pentru elevi, cât și pentru
  cititorii care vor să-l redescopere. |
  O carte din bibliografia școlară care merită, mai ales, recitită de plăcere.
`);
