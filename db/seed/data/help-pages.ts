// The help page's sections (content_pages `ajutor-N`, shown on /ajutor?section=N), numbered as
// the spec numbers them: 1 how to order, 2 delivery, 3 payment methods, 4 returns, 6 FAQ.
// Amounts and delays that live in settings are referred to, not repeated: the cart and the
// checkout show them as they are.
import type { PageSeed } from "./content-pages";

const HOW_TO_ORDER = `Comanzi în câteva minute, cu sau fără cont. Iată pașii:

1. **Alege cărțile.** Caută după titlu, autor sau ISBN în caseta din partea de sus a paginii ori răsfoiește categoriile din meniu. Pe pagina fiecărei cărți apasă **Adaugă în coș**.
2. **Verifică coșul.** În [coș](/cos/produse) poți schimba cantitățile, poți șterge produse și poți aplica un voucher. Tot aici vezi costul livrării și cât mai ai până la transport gratuit.
3. **Completează datele.** Apasă **Finalizează comanda** și completează adresa de e-mail, telefonul și adresa de livrare. Dacă vrei factură pe firmă, bifează opțiunea și completează datele firmei.
4. **Alege livrarea și plata.** Poți primi coletul prin curier la adresă, într-un punct de ridicare sau în străinătate, și poți plăti cu cardul, ramburs sau prin ordin de plată.
5. **Plasează comanda.** Verifică încă o dată produsele și totalul, acceptă termenii și condițiile și trimite comanda. Primești imediat un e-mail de confirmare cu numărul comenzii.

Cât timp finalizezi comanda, păstrăm pentru tine exemplarele din coș; timpul rămas este afișat în pagină.

## Precomenzi

Cărțile care încă nu au apărut pot fi precomandate. Data de la care se expediază este afișată pe pagina cărții; o comandă cu precomenzi pleacă întreagă când apare ultima carte din ea, așa că e mai bine să le comanzi separat de cărțile disponibile acum.

## Comenzi cu cont

Cu un cont vezi istoricul comenzilor și stadiul livrării, folosești creditul și punctele de fidelitate și nu mai completezi adresa la fiecare comandă. [Creează un cont](/login?register=1) în mai puțin de un minut.`;

const DELIVERY = `Livrăm în toată România și în străinătate. Metodele disponibile pentru adresa ta, cu prețul și termenul fiecăreia, apar la al doilea pas al comenzii, înainte să alegi.

## Curier la adresă

Coletul ajunge în 1–2 zile lucrătoare de la expediere. Comenzile confirmate până la ora 14:00 într-o zi lucrătoare pleacă din depozit în aceeași zi. Curierul te sună înainte de livrare; dacă nu te găsește, mai încearcă o dată în ziua lucrătoare următoare.

## Punct de ridicare

Alegi un locker sau un magazin partener din județul tău, iar coletul te așteaptă acolo. Primești un SMS cu codul de ridicare și ai la dispoziție cel puțin două zile să îl ridici.

## Livrare internațională

Trimitem cărți oriunde în lume, prin curier internațional, în 5–10 zile lucrătoare, cu număr de urmărire. Pentru comenzile din afara Uniunii Europene pot apărea taxe vamale, stabilite de țara de destinație.

## Cost și transport gratuit

Costul livrării depinde de metoda aleasă și este afișat în coș. Peste un anumit prag al comenzii, afișat în bara de transport din coș, livrarea în România este gratuită. În unele zile avem campanii cu transport gratuit la orice comandă; le anunțăm pe site.

## Unde este coletul meu?

Imediat ce comanda pleacă din depozit primești pe e-mail numărul de urmărire. Dacă ai cont, stadiul livrării apare și în [istoricul comenzilor](/account/orders). Pentru orice întârziere, [scrie-ne](/contact).`;

const PAYMENT = `La al doilea pas al comenzii alegi cum plătești. Totalul este afișat înainte de plasare, cu livrarea inclusă.

## Card bancar, online

Plătești cu Visa, Mastercard sau Maestro, ori cu Apple Pay și Google Pay, pe pagina securizată a procesatorului de plăți. Nu vedem și nu păstrăm datele cardului. Dacă plata nu reușește, poți încerca din nou din pagina comenzii; o comandă neplătită în timpul afișat acolo se anulează, iar cărțile revin în stoc.

## Ramburs

Plătești curierului, în numerar sau cu cardul, la primirea coletului. Plata ramburs nu este disponibilă pentru livrările în străinătate și nici peste o anumită valoare a comenzii; dacă este cazul, opțiunea nu apare la comandă.

## Ordin de plată

Primești pe e-mail și pe pagina de confirmare datele contului bancar și suma de plată. Treci numărul comenzii la detaliile plății, iar comanda pleacă după ce banii ajung în cont, de obicei într-o zi lucrătoare.

## Credit, puncte și vouchere

Dacă ai cont, poți plăti o parte din comandă sau toată comanda din creditul din cont și din punctele de fidelitate. Voucherele și cardurile cadou se introduc în coș; reducerea apare în total înainte de plasarea comenzii.

## Factura

Factura fiscală se emite electronic și ajunge pe e-mail la expediere. Dacă ai cerut factură pe firmă, verifică la comandă codul fiscal și adresa sediului: nu mai putem modifica o factură emisă.`;

const RETURNS = `Ai **30 de zile** de la primirea coletului ca să returnezi cărțile care nu ți se potrivesc, fără să ne spui motivul. Legea (Ordonanța de urgență a Guvernului nr. 34/2014) îți dă dreptul de retragere în 14 zile; noi îl extindem la 30 de zile.

## Cum returnezi

1. **Anunță-ne.** Din cont, în pagina [Retururi](/account/Return), alegi comanda și produsele. Fără cont, trimite-ne pe [pagina de contact](/contact) numărul comenzii și produsele, sau completează formularul de mai jos.
2. **Împachetează.** Pune cărțile în ambalajul primit sau într-unul asemănător, ca să nu se deterioreze pe drum.
3. **Trimite coletul** la adresa de retur primită în confirmare, prin curierul ales de tine, în cel mult 14 zile de la anunț.

## Rambursarea

Îți returnăm banii pentru produse și costul livrării standard inițiale în cel mult 14 zile de la data la care ne-ai anunțat retragerea, prin aceeași metodă de plată sau, dacă alegi, în creditul din cont. Putem amâna rambursarea până primim cărțile înapoi. Costul returnării este suportat de tine, cu excepția cazului în care produsul a fost deteriorat sau greșit.

## Ce nu se poate returna

- cărțile electronice și audiobook-urile descărcate (art. 16 lit. m din OUG nr. 34/2014);
- produsele sigilate (de exemplu cărțile cu CD) desigilate după livrare (art. 16 lit. i);
- produsele personalizate la cererea ta, cum sunt cărțile cu dedicație tipărită.

Răspunzi pentru diminuarea valorii produselor care rezultă din altă manipulare decât cea necesară pentru a le examina: o carte citită, subliniată sau deteriorată poate fi refuzată ori rambursată parțial.

## Produse deteriorate sau greșite

Dacă ai primit o carte deteriorată, cu defecte de tipar sau alt titlu decât cel comandat, anunță-ne în 30 de zile: îți trimitem gratuit cartea corectă sau îți dăm banii înapoi, iar transportul este pe cheltuiala noastră.

## Formular de retragere

Completează și trimite acest formular numai dacă dorești să te retragi din contract:

> Către Coperta Librărie și Editură S.R.L. (datele de contact pe pagina Contact): Vă informez prin prezenta cu privire la retragerea mea din contractul de vânzare a următoarelor produse: … Comandate la data … / primite la data … Numele consumatorului … Adresa consumatorului … Semnătura (doar dacă formularul este trimis pe hârtie) … Data …`;

const FAQ = `## Comenzi

### Pot modifica o comandă după ce am plasat-o?

Da, cât timp nu a plecat din depozit. [Scrie-ne](/contact) cât mai repede, cu numărul comenzii, și spune-ne ce vrei să schimbi.

### Cum anulez o comandă?

Trimite-ne numărul comenzii din [pagina de contact](/contact). Dacă ai plătit deja cu cardul, îți returnăm banii în cel mult 14 zile.

### Am primit un e-mail de confirmare, dar nu găsesc comanda în cont.

Comanda apare în cont dacă ai folosit aceeași adresă de e-mail. Dacă ai comandat fără cont, o găsești din linkul din e-mailul de confirmare.

## Livrare

### Cât durează livrarea?

În România, 1–2 zile lucrătoare de la expediere; în străinătate, 5–10 zile lucrătoare. Detalii în secțiunea [Livrare](/ajutor?section=2).

### Pot ridica personal comanda?

Da: alege un punct de ridicare din județul tău la al doilea pas al comenzii.

## Plăți și reduceri

### De ce nu pot aplica voucherul?

Voucherul poate avea o valoare minimă a comenzii, o perioadă de valabilitate sau se poate aplica doar anumitor cărți. Mesajul din coș îți spune motivul. Voucherele nu se cumulează cu prețurile de campanie.

### Ce înseamnă „cel mai mic preț din ultimele 30 de zile”?

La fiecare carte redusă afișăm, conform legii, cel mai mic preț practicat în cele 30 de zile dinaintea reducerii, ca să vezi cât economisești cu adevărat.

## Retur și reclamații

### În cât timp pot returna o carte?

În 30 de zile de la primire. Pașii sunt în [Politica de retur](/ajutor?section=4).

### Cartea a sosit deteriorată. Ce fac?

Fă o fotografie și [scrie-ne](/contact) în 30 de zile. Îți trimitem gratuit un exemplar nou sau îți returnăm banii.

## Cont și date personale

### Am uitat parola.

Folosește [resetarea parolei](/resetare-parola): primești pe e-mail un link cu care îți alegi o parolă nouă.

### Cum îmi șterg contul?

Din pagina de date personale a contului. Comenzile rămân în evidența contabilă, așa cum cere legea, fără a mai fi legate de cont.`;

export const HELP_PAGES: PageSeed[] = [
  {
    slug: "ajutor-1",
    title: "Cum comand",
    description: "Pașii unei comenzi pe Coperta: coșul, datele de livrare, plata și confirmarea.",
    body: HOW_TO_ORDER,
  },
  {
    slug: "ajutor-2",
    title: "Livrare",
    description:
      "Livrare prin curier, în puncte de ridicare și internațională: termene, costuri și urmărirea coletului.",
    body: DELIVERY,
  },
  {
    slug: "ajutor-3",
    title: "Metode de plată",
    description:
      "Plata cu cardul, ramburs sau prin ordin de plată, cu credit, puncte de fidelitate și vouchere.",
    body: PAYMENT,
  },
  {
    slug: "ajutor-4",
    title: "Politica de retur",
    description:
      "Retur în 30 de zile de la primire, dreptul de retragere conform OUG 34/2014, rambursarea și formularul de retragere.",
    body: RETURNS,
  },
  {
    slug: "ajutor-6",
    title: "Întrebări frecvente",
    description:
      "Răspunsuri la întrebările frecvente despre comenzi, livrare, plăți, retururi și cont.",
    body: FAQ,
  },
].map((page, i) => ({ ...page, kind: "help" as const, position: i + 1 }));
