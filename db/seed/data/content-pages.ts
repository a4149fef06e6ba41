// The shop's own pages as Markdown (content_pages): about us and the terms and conditions.
// Written for the demo shop; the operator edits them with `npm run content`. Company numbers are
// not repeated here: the pages point to /contact, which shows them from the shop's settings.

export interface PageSeed {
  slug: string;
  kind: "page" | "help" | "rules";
  title: string;
  description: string;
  body: string;
  position: number;
}

export const ABOUT_PAGE: PageSeed = {
  slug: "despre-noi",
  kind: "page",
  title: "Despre noi",
  description:
    "Coperta este librărie online și editură: peste un milion de cititori mulțumiți, cărți livrate rapid în toată România și în lume, ediții noi din clasicii români.",
  position: 0,
  body: `Coperta a pornit în 2011 ca o librărie mică, cu rafturi de lemn și un singur calculator, într-o curte de pe strada Tipografilor din București. Am crezut atunci, ca și acum, că o carte bună trebuie să ajungă repede și fără bătăi de cap la cititorul ei, oriunde s-ar afla el.

## Librăria

Astăzi suntem o librărie online cu zeci de mii de titluri: literatură română și universală, cărți pentru copii, dezvoltare personală, istorie, cărți în limba engleză, audiobook-uri și cărți electronice. Fiecare titlu are o pagină cu descriere, detalii tehnice și recenzii ale cititorilor, iar căutarea te ajută să găsești o carte chiar dacă îți amintești doar o parte din titlu.

- **Livrare rapidă** în toată România, prin curier sau în punctele de ridicare, și **livrare internațională** pentru cititorii din diaspora.
- **Retur în 30 de zile** de la primirea coletului, mai mult decât cele 14 zile cerute de lege (detalii în [politica de retur](/ajutor?section=4)).
- **Plată sigură**, cu cardul, ramburs sau prin ordin de plată.
- **Ajutor prin telefon** de luni până vineri, între 09:30 și 17:30, de la oameni care citesc.

## Editura Coperta

Din 2015 suntem și editură. [Editura Coperta](/editura/editura-coperta) publică clasici români în ediții noi, îngrijite și ușor de citit, autori contemporani și cărți pentru copii. Lucrăm cu redactori, corectori și ilustratori români și tipărim în țară. Dacă ai scris o carte și cauți o editură, află [cum ne poți trimite manuscrisul](/publica-o-carte).

## Ce ne ghidează

1. **Cititorul înainte de toate.** Prețul afișat este prețul plătit, iar reducerile din campanii arată și cel mai mic preț din ultimele 30 de zile.
2. **Cărți bine făcute.** Ne alegem titlurile cu grijă și nu trimitem un colet până nu suntem siguri că ajunge întreg.
3. **Respect pentru timpul tău.** Comanzi în câteva minute, cu sau fără cont, și afli oricând unde se află coletul.

## Echipa

Suntem aproape o sută de oameni: librari, redactori, graficieni, programatori, colegi de la relații cu clienții și din depozit. Ne găsești pe [blog](/blog), unde scriem despre cărțile care ne-au plăcut, iar dacă vrei să lucrezi cu noi, vezi [posturile deschise](/cariere).

Pentru întrebări despre o comandă sau despre colaborări, [scrie-ne](/contact). Iar dacă vrei să afli primul despre noutăți și oferte, abonează-te la [newsletter](/newsletter).`,
};

export const TERMS_PAGE: PageSeed = {
  slug: "termeni",
  kind: "help",
  title: "Termeni și condiții",
  description:
    "Termenii și condițiile de utilizare a site-ului Coperta și de vânzare a cărților: comenzi, prețuri, livrare, dreptul de retragere, garanții și soluționarea litigiilor.",
  position: 0,
  body: `Acești termeni și condiții se aplică oricărei vizite pe site-ul Coperta și oricărei comenzi plasate prin el. Te rugăm să îi citești înainte de a comanda: prin plasarea unei comenzi confirmi că i-ai citit și că ești de acord cu ei.

## 1. Definiții

- **Vânzătorul** sau **Coperta**: Coperta Librărie și Editură S.R.L., ale cărei date de identificare (sediu, cod unic de înregistrare, număr de ordine în registrul comerțului) sunt afișate pe pagina [Contact](/contact).
- **Cumpărătorul**: persoana fizică sau juridică ce plasează o comandă pe site.
- **Consumatorul**: cumpărătorul persoană fizică ce acționează în scopuri din afara activității sale comerciale sau profesionale.
- **Produsele**: cărțile tipărite, cărțile electronice, audiobook-urile, pachetele promoționale și celelalte bunuri prezentate pe site.
- **Contractul**: contractul la distanță încheiat între vânzător și cumpărător pentru produsele dintr-o comandă.

## 2. Contul de client

Poți comanda cu sau fără cont. Contul îți arată istoricul comenzilor, creditul, punctele de fidelitate și voucherele. Ești responsabil pentru păstrarea confidențială a parolei; dacă bănuiești că altcineva ți-a folosit contul, schimbă parola și anunță-ne. Poți șterge oricând contul din pagina de date personale.

## 3. Comanda și încheierea contractului

1. Adaugi produsele în coș, completezi datele de livrare și facturare, alegi metoda de livrare și de plată.
2. Înainte de plasare vezi produsele, prețurile, costul livrării și totalul de plată. Butonul de plasare a comenzii presupune obligația de a plăti.
3. După plasare primești pe e-mail confirmarea înregistrării comenzii. Contractul se consideră încheiat în momentul în care îți confirmăm expedierea produselor.

Ne rezervăm dreptul de a anula o comandă, cu informarea ta și rambursarea oricărei sume achitate, când produsul nu mai poate fi procurat, când datele comenzii sunt vădit incomplete sau false ori când prețul afișat este rezultatul unei erori tehnice evidente.

## 4. Prețuri și plată

Prețurile sunt exprimate în lei și includ TVA. Costul livrării se afișează separat, în coș și la finalizarea comenzii. Pentru produsele la preț redus afișăm și cel mai mic preț practicat în ultimele 30 de zile înainte de reducere. Metodele de plată acceptate sunt descrise în secțiunea [Metode de plată](/ajutor?section=3).

## 5. Livrarea

Livrăm în România și în străinătate, prin curier sau în punctele de ridicare alese de tine. Termenele și costurile sunt descrise în secțiunea [Livrare](/ajutor?section=2). Riscul de pierdere sau deteriorare a produselor trece asupra ta în momentul în care tu sau o persoană desemnată de tine intrați în posesia coletului.

## 6. Dreptul de retragere

Conform Ordonanței de urgență a Guvernului nr. 34/2014, consumatorul are dreptul să se retragă din contract în termen de 14 zile, fără a invoca vreun motiv. Coperta extinde acest termen la **30 de zile** de la primirea produselor. Pașii, excepțiile și modul de rambursare sunt descriși în [Politica de retur](/ajutor?section=4).

## 7. Conformitatea produselor

Răspundem pentru orice lipsă de conformitate a produselor, potrivit Ordonanței de urgență a Guvernului nr. 140/2021. Dacă primești o carte deteriorată, cu pagini lipsă sau alt titlu decât cel comandat, anunță-ne: o înlocuim sau îți returnăm banii, iar costul transportului este suportat de noi.

## 8. Cărți electronice și audiobook-uri

Cărțile electronice și audiobook-urile sunt conținut digital furnizat fără suport material. Prin descărcarea lor, cu acordul tău expres prealabil, îți pierzi dreptul de retragere, conform art. 16 lit. m) din OUG nr. 34/2014. Fișierele sunt destinate uzului personal; copierea și distribuirea lor sunt interzise.

## 9. Vouchere, campanii și programul de fidelitate

Voucherele se aplică în condițiile afișate la emitere (valoare, perioadă de valabilitate, valoare minimă a comenzii) și nu se pot preschimba în bani. Campaniile promoționale se desfășoară după regulamentele lor, disponibile în subsolul site-ului. Regulile programului de fidelitate sunt descrise pe pagina [Programul de fidelitate](/program-de-fidelizare).

## 10. Datele personale

Prelucrăm datele tale personale potrivit Regulamentului (UE) 2016/679, pentru a procesa comenzile, a ține evidența contabilă și, doar cu acordul tău, pentru comunicări comerciale. Despre cookie-uri și alegerile tale găsești detalii în [Politica de cookies](/politica-cookies).

## 11. Proprietatea intelectuală

Textele, imaginile, logo-ul și elementele grafice ale site-ului aparțin Coperta sau partenerilor săi și nu pot fi reproduse fără acord scris. Copertele și fragmentele de carte sunt prezentate cu acordul editurilor.

## 12. Forța majoră

Niciuna dintre părți nu răspunde pentru neexecutarea obligațiilor cauzată de un caz de forță majoră, în condițiile legii, dacă îl notifică celeilalte părți în cel mult 5 zile de la apariția lui.

## 13. Soluționarea litigiilor

Încercăm să rezolvăm amiabil orice nemulțumire: scrie-ne din pagina [Contact](/contact) și îți răspundem în cel mult 3 zile lucrătoare. Dacă nu ajungem la o înțelegere, te poți adresa Autorității Naționale pentru Protecția Consumatorilor, entităților de soluționare alternativă a litigiilor (SAL) sau instanțelor competente. Legăturile către ANPC și către procedura de soluționare alternativă a litigiilor se află în subsolul fiecărei pagini.

## 14. Dispoziții finale

Putem modifica acești termeni; versiunea aplicabilă unei comenzi este cea în vigoare la data plasării ei. Contractului i se aplică legea română.`,
};
