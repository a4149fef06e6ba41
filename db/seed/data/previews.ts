// Invented prose for the "browse the book" excerpts, composed sentence by sentence. Nothing here
// comes from a real book. Placeholders: $name (the protagonist; "{m|f}" agrees with them),
// $other (a second character, with whom nothing agrees), $city, $place (English), $topic.
import { list } from "./list";

export type PreviewStyle = "modern" | "classic" | "children" | "nonfiction" | "english";

export interface PreviewProse {
  /** First sentence of a page: where and when. */
  openers: string[];
  sentences: string[];
}

export const PREVIEW_PROSE: Record<PreviewStyle, PreviewProse> = {
  modern: {
    openers: list(`
      Dimineața aceea începuse ca oricare alta, cu mirosul de cafea și cu zgomotul tramvaiului de
      pe strada principală din $city. |
      Ploaia se oprise abia spre seară, iar străzile din $city străluceau sub lumina felinarelor. |
      Apartamentul de la etajul al patrulea păstra încă mirosul de lemn vechi și de hârtie
      îngălbenită. |
      În gara din $city, trenul de noapte întârzia, ca de obicei, cu aproape o oră. |
      Vara venise devreme în acel an, iar caisele din curtea bunicii se copseseră înainte de vreme. |
      Pe masa din bucătărie stătea o scrisoare nedeschisă, sprijinită de vaza cu flori uscate. |
      Vântul de toamnă aduna frunzele în colțurile curții și le risipea din nou, fără grabă. |
      Cafeneaua de pe colț era aproape goală, doar un bătrân citea ziarul lângă fereastră. |
      De pe deal, satul se vedea ca o mână de acoperișuri roșii strânse în jurul bisericii. |
      Zăpada acoperise drumul spre casă, iar urmele de pași dispăreau aproape imediat. |
      Biroul de la redacție era plin de dosare vechi, de căni uitate și de fum de țigară. |
      Marea era liniștită în dimineața aceea, iar pescărușii se roteau deasupra portului.
    `),
    sentences: list(`
      $name a închis ușa în urma {lui|ei} și a rămas câteva clipe {nemișcat|nemișcată} în hol,
      ascultând liniștea. |
      $name a pus cheile pe masă și s-a apropiat de fereastră, de unde se vedea tot cartierul. |
      Fără să se gândească prea mult, $name și-a luat haina și a coborât scările în grabă. |
      $name a deschis plicul cu mâinile tremurând și a citit primele rânduri de două ori. |
      În drum spre casă, $name s-a oprit la florăria din colț, deși nu știa pentru cine cumpără
      flori. |
      $name și-a amintit brusc de vara în care învățase să înoate în râul de lângă sat. |
      În sertarul de jos, $name a găsit o fotografie veche, cu marginile roase, pe care nu o mai
      văzuse de ani întregi. |
      Telefonul a sunat de trei ori înainte ca $name să se hotărască să răspundă. |
      $name a urcat în tren, și-a găsit locul de lângă geam și a privit cum se îndepărtează
      peronul. |
      Mult timp după aceea, $name avea să-și amintească fiecare cuvânt al acelei conversații. |
      $name a trecut pe lângă vechea librărie și, fără să știe de ce, a intrat. |
      $name a încercat să scrie ceva în carnet, dar cuvintele refuzau să vină. |
      $other a apărut în prag exact când apa începuse să fiarbă. |
      $other avea obiceiul să bată de două ori în ușă, scurt, ca un semn știut doar de ei. |
      Pe drum, $name și $other n-au schimbat nicio vorbă, dar tăcerea dintre ei nu era
      stânjenitoare. |
      $name a ridicat privirea spre ceasul din gară și a înțeles că pierduse ultimul autobuz. |
      Au stat până târziu pe balcon, vorbind despre tot ce nu apucaseră să-și spună în ultimii ani. |
      — Nu trebuia să vii, a spus $other încet, fără să-și ridice privirea. |
      — Știi bine că nu puteam să stau deoparte, a răspuns $name. |
      — Mai avem timp, a zis $other, deși amândoi știau că nu era adevărat. |
      — Ți-am păstrat locul de lângă fereastră, a spus $other zâmbind. |
      — De unde ai aflat? a întrebat $name, cu o voce puțin prea calmă. |
      — Povestește-mi totul de la început, a insistat $other. |
      — Uneori cred că orașul ăsta ne ține minte mai bine decât ne ținem noi, a spus $name. |
      — Nu-ți face griji, a spus $other. Până mâine se lămurește totul. |
      Abia atunci a înțeles $name că unele întrebări nu au nevoie de răspuns, ci doar de răbdare. |
      Avea senzația că toate drumurile de până atunci {îl|o} aduseseră exact în acel loc. |
      Nimic nu mai era la fel, și totuși totul părea neschimbat. |
      Poate că tocmai lucrurile mărunte ne schimbă viața, s-a gândit $name. |
      Trecuseră ani de atunci, dar amintirea rămăsese la fel de vie. |
      În liniștea aceea se auzea doar ceasul din perete, numărând secundele cu încăpățânare. |
      Afară se însera, iar luminile se aprindeau una câte una în blocul de vizavi. |
      Era prima dată după multă vreme când $name se simțea cu adevărat {liber|liberă}. |
      Undeva, în depărtare, un câine a lătrat de câteva ori, apoi s-a făcut iar liniște. |
      Mirosul de pâine caldă venea de la brutăria de peste drum și umplea toată strada. |
      $name și-a promis că a doua zi va spune adevărul, oricât de greu ar fi.
    `),
  },
  classic: {
    openers: list(`
      Pe vremea aceea, drumul de la târg până la moșie se făcea cu căruța, într-o zi întreagă de
      mers. |
      Hanul stătea la răscruce de drumuri, cu pridvorul larg și cu fântâna cu cumpănă în fața porții. |
      Toamna se lăsase peste sat, iar dealurile se îmbrăcaseră în galben și ruginiu. |
      În odaia cea mare ardea focul în sobă, iar pe laviță dormea motanul casei. |
      Clopotul bisericii a bătut de vecernie, iar oamenii se întorceau încet de la câmp. |
      Conacul se vedea din depărtare, alb între plopii înalți, cu ferestrele luminate până târziu. |
      Iarna fusese grea, cu troiene până la streașina caselor și cu geruri cum nu mai ținea nimeni
      minte. |
      La $city era zi de bâlci, și lumea se strânsese din toate satele dimprejur. |
      Primăvara venise cu ape mari, iar podul de peste râu abia se mai ținea. |
      Strada cu tei din mahala era liniștită la ceasul acela de după-amiază.
    `),
    sentences: list(`
      $name a înșeuat calul înainte de revărsatul zorilor și a pornit spre târg. |
      Moș Toader povestea la gura sobei întâmplări de demult, iar copiii ascultau cu sufletul la
      gură. |
      $name și-a pus straiele de sărbătoare și a ieșit la poartă să aștepte oaspeții. |
      Cu traista pe umăr, $name a luat drumul pădurii, {hotărât|hotărâtă} să afle adevărul. |
      La moară se strânseseră oameni din trei sate, fiecare cu sacul și cu povestea lui. |
      $name a scris o scrisoare lungă, a pecetluit-o cu ceară și a dat-o poștașului. |
      — Bine ai venit, drumețule, a zis $other, și poftește de stai la masă cu noi. |
      — Vremurile s-au schimbat, a oftat $other, și oamenii odată cu ele. |
      — Cine are răbdare ajunge departe, a spus bătrâna, privind lung pe fereastră. |
      — Ce vânt te aduce pe la noi? a întrebat $other, ștergându-și mâinile de șorț. |
      — Am venit să-mi iau înapoi ce-i al meu, a răspuns $name fără să clipească. |
      — Să nu spui nimănui ce ai văzut aici, a șoptit $other. |
      Așa trecea vremea la țară, încet și fără grabă, după rânduiala anotimpurilor. |
      Nimeni din sat nu știa de unde venise străinul și nici încotro avea să plece. |
      $name simțea că în seara aceea avea să se hotărască ceva important. |
      Negustorii își strângeau marfa, iar lăutarii începeau să-și acordeze viorile. |
      Câinii lătrau la poartă, semn că cineva se apropia pe drumul mare. |
      $name a stat mult la fereastră, privind cum se stinge lumina peste dealuri. |
      Vorba bătrânilor spunea că norocul nu bate de două ori la aceeași ușă. |
      În seara aceea, $other n-a mai venit acasă, și nimeni n-a îndrăznit să întrebe de ce. |
      Pe masă stăteau pâinea caldă, brânza și o ulcică de vin, ca pentru oaspeți de seamă. |
      $name și-a făcut cruce, a tras aer în piept și a trecut pragul. |
      Drumul cotea pe lângă iaz, apoi urca printre livezi până la marginea pădurii. |
      Prin sat se vorbea că la conac se petrec lucruri pe care nimeni nu le poate lămuri. |
      Iar $name, care văzuse multe la viața {lui|ei}, nu mai știa ce să creadă. |
      Zilele treceau una după alta, și vestea cea așteptată tot nu venea. |
      Pe uliță trecea agale cireada satului, ridicând un nor de praf auriu. |
      — Lasă, că și mâine e o zi, a zis $other, și a stins lumânarea. |
      $name a ascultat până târziu cântecul greierilor din livadă, fără să poată dormi. |
      Birja s-a oprit în fața casei cu obloane verzi, iar vizitiul a sărit de pe capră. |
      Peste câteva zile urma nunta, și toată casa era întoarsă pe dos. |
      Pe drumul de țară, o trăsură trecea în goană spre oraș.
    `),
  },
  children: {
    openers: list(`
      A fost odată, într-un oraș cu acoperișuri colorate, un copil care adora poveștile. |
      Într-o dimineață însorită, grădina bunicii era plină de fluturi și de albine harnice. |
      În pădurea de la marginea satului trăiau o mulțime de animale prietenoase. |
      Ploaia bătea în geam ca și cum ar fi vrut să intre și ea la joacă. |
      Era ziua cea mai lungă a verii, iar soarele nu se grăbea deloc să apună. |
      În camera copiilor, jucăriile se treziseră ca în fiecare noapte, după ce se stinsese lumina. |
      Căsuța din copac avea o scară de frânghie și un steag făcut dintr-un prosop vechi. |
      Iarna sosise peste noapte și acoperise totul cu o plapumă albă și pufoasă.
    `),
    sentences: list(`
      $name a găsit în iarbă o cutie micuță, legată cu o fundă roșie. |
      — Ce-ar fi să construim o rachetă din cutii de carton? a întrebat $other. |
      Vulpița din pădure știa toate potecile, dar nu trecuse niciodată dincolo de pârâu. |
      Bunica a pregătit clătite cu gem de caise, iar mirosul lor s-a împrăștiat în toată casa. |
      $name a numărat stelele de pe cer până a adormit, fără să ajungă la o sută. |
      Ursulețul de pluș avea un nasture lipsă, dar era cel mai curajos ursuleț din lume. |
      Pe drum au întâlnit un arici grăbit, care căra în spate trei mere și o frunză uscată. |
      — Nu-ți fie frică, a spus $other, prietenii adevărați se ajută mereu. |
      Toată lumea a râs, chiar și bufnița cea morocănoasă din stejarul bătrân. |
      În seara aceea, $name a învățat că fiecare greșeală este, de fapt, o lecție nouă. |
      Au pornit la drum cu o hartă desenată de mână și cu un rucsac plin de sandvișuri. |
      Motanul Ghetuță dormea toată ziua pe pervaz și visa pești zburători. |
      $name și $other au construit un castel de nisip cu turnuri, poduri și un șanț plin cu apă. |
      — Hai să vedem ce se ascunde după deal! a strigat $name, și au pornit în fugă. |
      Melcul Tică mergea încet, dar ajungea întotdeauna acolo unde își propunea. |
      Pe cer a apărut un curcubeu atât de mare, încât părea un pod spre alt tărâm. |
      Veverița le-a arătat scorbura în care își păstra alunele pentru iarnă. |
      — Eu sunt căpitanul, iar tu ești navigatorul! a hotărât $other. |
      Barca de hârtie a plutit pe pârâu până a dispărut după o piatră mare. |
      Când s-a făcut seară, licuricii și-au aprins lămpițele deasupra poienii. |
      $name a împărțit ultima bucată de ciocolată cu noul {lui|ei} prieten. |
      Dragonul cel mic nu știa încă să scuipe foc, dar știa să spună povești minunate. |
      Mama a spus că visele frumoase vin doar după ce închizi ochii. |
      Au râs atât de tare, încât au trezit toate păsările din livadă. |
      Pe fundul lacului strălucea ceva, ca o monedă de aur uitată de un pirat. |
      A doua zi, $name s-a trezit devreme, {nerăbdător|nerăbdătoare} să pornească din nou la drum. |
      Cățelul Pufi a alergat după propria coadă până a amețit de tot. |
      — Uite, o stea căzătoare! Pune-ți repede o dorință! a șoptit $other. |
      Bunicul a scos din pod o cutie cu jucării vechi, de pe vremea când era și el mic. |
      Broscuța din iaz cânta în fiecare seară același cântec vesel. |
      $name a desenat pe geamul aburit o casă, un soare și un câine cu urechi mari. |
      Pe marginea drumului creșteau maci roșii, iar fluturii se odihneau pe ei.
    `),
  },
  nonfiction: {
    openers: list(`
      Să începem cu o întrebare simplă, pe care ne-o punem mai des decât recunoaștem. |
      Acum câțiva ani, am participat la o conferință despre $topic și am plecat de acolo cu mai
      multe întrebări decât răspunsuri. |
      Fiecare dintre noi are o experiență personală legată de $topic, chiar dacă nu vorbește
      despre ea. |
      Înainte de a trece la exerciții, merită să ne oprim asupra câtorva idei de bază. |
      Capitolul de față pornește de la o observație pe care am făcut-o de nenumărate ori în ultimii
      ani. |
      Să ne imaginăm o zi obișnuită de luni, cu toate grijile și micile ei provocări. |
      Tot ce urmează se sprijină pe o idee simplă: schimbările mari încep cu pași mici. |
      Cercetările din ultimele decenii au schimbat mult din ce credeam că știm despre $topic.
    `),
    sentences: list(`
      Mulți dintre cei cu care am lucrat credeau, la început, că le lipsește voința. |
      În realitate, problema era alta: nimeni nu le arătase un plan pe care să-l poată urma zi de zi. |
      Când vorbim despre $topic, tindem să căutăm soluții rapide și spectaculoase. |
      Experiența arată însă că rezultatele durabile vin din obiceiuri mici, repetate cu răbdare. |
      Gândiți-vă la ultima dată când ați amânat o decizie importantă. |
      Ce anume v-a oprit: lipsa de timp, lipsa de informații sau teama de a greși? |
      Răspunsul sincer la această întrebare este primul pas, și poate cel mai greu. |
      Un studiu citat des în literatura de specialitate a urmărit câteva sute de participanți timp
      de zece ani. |
      Concluzia a surprins chiar și echipa de cercetători: micile ajustări au contat mai mult decât
      marile hotărâri. |
      Nu vă propun o rețetă universală, ci câteva instrumente pe care le puteți adapta propriei
      vieți. |
      Notați, timp de o săptămână, fiecare situație în care ați simțit că pierdeți controlul. |
      La finalul săptămânii, recitiți însemnările și căutați ce se repetă. |
      Vă veți mira cât de des apar aceleași momente, aceleași persoane și aceleași gânduri. |
      O cititoare mi-a scris odată că abia după o lună de exercițiu a înțeles ce căuta de fapt. |
      Povestea ei nu este o excepție, ci mai degrabă regula. |
      Prea des confundăm informația cu schimbarea, ca și cum ar fi suficient să știi ce ai de
      făcut. |
      În paginile următoare vom vedea de ce lucrurile nu stau chiar așa. |
      Primul principiu este simplu: începeți cu ceva atât de mic încât să nu puteți spune nu. |
      Al doilea principiu ține de mediu: schimbați contextul înainte de a vă cere să vă schimbați. |
      Al treilea principiu este răbdarea, poate cel mai greu de respectat dintre toate. |
      Despre $topic s-au scris multe, dar puține cărți pornesc de la întrebările oamenilor
      obișnuiți. |
      Vom reveni asupra acestei idei în capitolele următoare, cu exemple concrete. |
      Deocamdată, rețineți un singur lucru: progresul se vede abia privind înapoi. |
      Nu există greșeli definitive, ci doar încercări din care încă nu am învățat tot ce se putea. |
      Să luăm un exemplu concret, din viața de zi cu zi. |
      De cele mai multe ori, primul obstacol nu este lipsa de timp, ci lipsa de claritate. |
      Întrebarea potrivită nu este ce ar trebui să facem, ci ce putem face începând de mâine. |
      Vom vedea împreună de ce motivația vine, de obicei, după acțiune, nu înaintea ei. |
      Am întâlnit oameni care au citit zeci de cărți despre $topic fără să schimbe nimic. |
      Diferența dintre ei și cei care au reușit a fost un caiet și zece minute pe zi. |
      Fiecare capitol se încheie cu câteva întrebări la care merită să răspundeți în scris.
    `),
  },
  english: {
    openers: list(`
      The morning began like any other, with the smell of coffee and the rattle of the first bus. |
      Rain had been falling on $place since before dawn, and the streets were almost empty. |
      The house at the end of the lane had stood empty for nearly ten years. |
      By the time the train pulled into the station, the sky had turned the colour of slate. |
      The little bookshop on the corner smelled of old paper and lemon tea. |
      Summer arrived early that year, and the orchards were heavy with fruit by June. |
      The harbour was quiet at that hour, apart from the gulls circling above the boats. |
      Snow had covered the road overnight, and every footprint vanished almost at once.
    `),
    sentences: list(`
      $name closed the door behind {him|her} and stood still for a moment, listening to the
      silence. |
      $name set the keys on the table and walked over to the window. |
      Without thinking too much about it, $name grabbed a coat and hurried down the stairs. |
      $name opened the envelope with unsteady hands and read the first lines twice. |
      The phone rang three times before $name decided to answer it. |
      Years later, $name would still remember every word of that conversation. |
      “You shouldn’t have come,” $other said quietly, without looking up. |
      “You know I couldn’t stay away,” $name replied. |
      “We still have time,” said $other, though neither of them believed it. |
      “Tell me everything from the beginning,” $other insisted. |
      “Don’t worry,” said $other. “It will all make sense by tomorrow.” |
      Only then did $name understand that some questions need patience rather than answers. |
      Nothing was the same any more, and yet everything looked exactly as it always had. |
      Somewhere in the distance a dog barked twice, and then the silence returned. |
      The only sound in the room was the clock on the wall, counting the seconds. |
      Outside, the lights came on one by one in the windows across the street. |
      It was the first time in months that $name had felt truly free. |
      They sat on the steps until long after dark, talking about everything they had never said. |
      In the bottom drawer, $name found an old photograph with worn edges. |
      $other always knocked twice, quickly, as if it were a secret signal. |
      The smell of fresh bread drifted from the bakery across the road. |
      $name promised {himself|herself} to tell the truth the next day, however hard it might be. |
      Perhaps it is the small things that change our lives, $name thought. |
      The letter had been written in a hurry, and some of the words were hard to read. |
      The kettle whistled in the kitchen, but nobody moved to take it off the stove. |
      $name counted the coins twice and realised there was not enough for the fare home. |
      A bicycle bell rang somewhere below, bright and impatient. |
      “I kept the letters,” $other admitted. “All of them.” |
      $name had never been good at goodbyes, and this one was no exception. |
      The old map on the wall showed roads that no longer existed. |
      For a long while neither of them spoke, and the rain filled the silence. |
      $name laughed for the first time that day, and the sound surprised {him|her}. |
      By noon the fog had lifted, and the whole valley lay open below them. |
      “Some things are better left unsaid,” $other replied, and turned away.
    `),
  },
};
