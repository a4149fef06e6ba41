// The careers section (spec section 3): seven departments, each with its positions, their
// objectives and responsibilities. One position applies through an outside form (the spec's
// hasTypeForm) and one is closed, so both cases show in the demo.
import type { careerDepartments, careerPositions } from "../../schema-content";

export interface SeedCareerPosition {
  slug: string;
  name: string;
  description: string;
  objectivesTitle?: string;
  objectives: string[];
  responsibilitiesTitle?: string;
  responsibilities: string[];
  externalFormUrl?: string;
  open?: boolean;
}

export interface SeedCareerDepartment {
  slug: string;
  name: string;
  description: string;
  positions: SeedCareerPosition[];
}

export const CAREER_DEPARTMENTS: SeedCareerDepartment[] = [
  {
    slug: "marketing",
    name: "Marketing",
    description:
      "Spunem cititorilor ce cărți noi au apărut și de ce merită citite: newsletter, rețele sociale, campanii și lansări.",
    positions: [
      {
        slug: "specialist-marketing-digital",
        name: "Specialist Marketing Digital",
        description:
          "Construiești campaniile prin care cărțile noastre ajung la cititorii potriviți, de la newsletterul săptămânal la Black Friday.",
        objectives: [
          "Mai mulți cititori care se întorc în librărie lună de lună",
          "Campanii măsurate, din care învățăm ce funcționează",
          "Un newsletter pe care abonații chiar îl deschid",
        ],
        responsibilities: [
          "Planifici și lansezi campaniile de e-mail și de pe rețelele sociale",
          "Urmărești rezultatele și propui ajustări săptămânal",
          "Lucrezi cu redacția la prezentarea noutăților lunare",
          "Coordonezi cu graficienii materialele fiecărei campanii",
        ],
      },
    ],
  },
  {
    slug: "it",
    name: "IT",
    description:
      "Ținem librăria online rapidă și sigură: site-ul, comenzile, plățile și uneltele colegilor din depozit.",
    positions: [
      {
        slug: "dezvoltator-full-stack",
        name: "Dezvoltator Full-Stack",
        description:
          "Lucrezi la magazinul online de la un capăt la altul: pagini randate pe server, baza de date și integrările cu curierii și procesatorul de plăți.",
        objectives: [
          "Pagini care se încarcă repede și pe telefoanele mai vechi",
          "Comenzi care nu se pierd, oricât de aglomerată e ziua",
          "Cod pe care colegii îl pot schimba fără teamă",
        ],
        responsibilities: [
          "Dezvolți funcționalități noi, cu teste",
          "Analizezi și repari problemele raportate de clienți și colegi",
          "Participi la revizuirea codului și la gărzile din perioadele de campanie",
        ],
        externalFormUrl: "https://coperta.typeform.com/to/dezvoltator-full-stack",
      },
    ],
  },
  {
    slug: "editorial",
    name: "Editorial",
    description:
      "Alegem manuscrisele, le lucrăm împreună cu autorii și traducătorii și le ducem până la tipar.",
    positions: [
      {
        slug: "project-manager-editorial",
        name: "Project Manager Editorial",
        description:
          "Coordonezi drumul fiecărei cărți de la manuscrisul acceptat până la apariție: redactare, corectură, copertă, tipar. Manuscrisele intră la tipar cu cel puțin 7 zile lucrătoare înainte de data publicării, iar tu ții calendarul astfel încât fiecare titlu să-și respecte data.",
        objectives: [
          "Fiecare carte apare la data anunțată",
          "Manuscrisele ajung la tipar cu cel puțin 7 zile lucrătoare înainte de publicare",
          "Autorii și traducătorii știu în orice moment unde se află cartea lor",
        ],
        responsibilities: [
          "Ții calendarul editorial al titlurilor în lucru",
          "Coordonezi redactorii, corectorii, traducătorii și graficienii",
          "Predai tipografiei fișierele finale la termen",
          "Ții legătura cu autorii pe tot parcursul producției",
        ],
      },
      {
        slug: "corector-colaborator",
        name: "Corector (colaborare)",
        description:
          "Citești cu atenție șpalturile înainte de tipar și prinzi greșelile care au scăpat tuturor celorlalți.",
        objectives: ["Cărți fără greșeli de tipar", "Respectarea normelor ortografice ale DOOM3"],
        responsibilities: [
          "Corectezi șpalturile primite de la redacție",
          "Semnalezi inconsecvențele de stil și de punctuație",
          "Returnezi corectura în termenul stabilit",
        ],
        open: false,
      },
    ],
  },
  {
    slug: "grafica",
    name: "Grafică",
    description:
      "Facem copertele, ilustrațiile și materialele de campanie: prima impresie pe care o lasă o carte.",
    positions: [
      {
        slug: "designer-grafic",
        name: "Designer Grafic",
        description:
          "Creezi coperte și materiale de promovare care fac o carte de nerefuzat, în librărie și pe ecran.",
        objectivesTitle: "Ce urmărim",
        objectives: [
          "Coperte recognoscibile pentru fiecare colecție",
          "Materiale de campanie gata la timp, în toate formatele",
        ],
        responsibilitiesTitle: "Ce vei face",
        responsibilities: [
          "Realizezi coperte, de la schiță la fișierul de tipar",
          "Adaptezi vizualurile pentru site, newsletter și rețele sociale",
          "Pregătești fișierele pentru tipografie împreună cu redacția",
        ],
      },
    ],
  },
  {
    slug: "contabilitate",
    name: "Contabilitate",
    description:
      "Ținem în ordine facturile, plățile și relația cu furnizorii, tipografiile și autorii.",
    positions: [
      {
        slug: "contabil",
        name: "Contabil",
        description:
          "Înregistrezi documentele contabile și pregătești raportările lunare ale librăriei și editurii.",
        objectives: [
          "Evidențe contabile corecte și la zi",
          "Plăți către furnizori și autori făcute la termen",
        ],
        responsibilities: [
          "Înregistrezi facturile și extrasele de cont",
          "Reconciliezi încasările de la curieri și procesatorul de plăți",
          "Pregătești documentele pentru declarațiile lunare",
        ],
      },
    ],
  },
  {
    slug: "relatii-clienti",
    name: "Relații cu clienții",
    description:
      "Răspundem cititorilor la telefon și pe e-mail, de luni până vineri, și rezolvăm tot ce ține de comenzi și retururi.",
    positions: [
      {
        slug: "consultant-relatii-clienti",
        name: "Consultant Relații cu Clienții",
        description:
          "Ești vocea librăriei: ajuți cititorii să-și găsească și să-și primească cărțile.",
        objectives: [
          "Fiecare cititor primește un răspuns în aceeași zi lucrătoare",
          "Problemele cu comenzile se rezolvă din primul contact",
        ],
        responsibilities: [
          "Răspunzi la telefon și la e-mail, de luni până vineri, între 09:30 și 17:30",
          "Urmărești comenzile cu curierii și gestionezi retururile",
          "Transmiți colegilor ce ne spun cititorii despre site și cărți",
        ],
      },
    ],
  },
  {
    slug: "depozit",
    name: "Depozit",
    description:
      "Primim cărțile de la tipografii și edituri, le așezăm și pregătim coletele care pleacă zilnic spre cititori.",
    positions: [
      {
        slug: "sortator-produse",
        name: "Sortator Produse",
        description:
          "Sortezi cărțile primite și pregătești comenzile pentru curieri, cu grijă ca fiecare colet să ajungă complet și întreg.",
        objectives: [
          "Comenzile pleacă în aceeași zi în care sunt plasate",
          "Niciun colet incomplet sau deteriorat",
        ],
        responsibilities: [
          "Recepționezi și sortezi cărțile pe raft după cod",
          "Culegi și ambalezi produsele fiecărei comenzi",
          "Predai coletele curierilor și verifici documentele de livrare",
        ],
      },
    ],
  },
];

type CareerDepartmentRow = typeof careerDepartments.$inferInsert & { id: number };
type CareerPositionRow = typeof careerPositions.$inferInsert & { id: number };

export interface CareerRows {
  careerDepartments: CareerDepartmentRow[];
  careerPositions: CareerPositionRow[];
}

/** The rows of CAREER_DEPARTMENTS, ids and order assigned here. */
export function buildCareers(): CareerRows {
  const rows: CareerRows = { careerDepartments: [], careerPositions: [] };
  CAREER_DEPARTMENTS.forEach(({ positions, ...department }, index) => {
    const departmentId = index + 1;
    rows.careerDepartments.push({ id: departmentId, ...department, image: null, position: index });
    positions.forEach((position, order) => {
      rows.careerPositions.push({
        id: rows.careerPositions.length + 1,
        departmentId,
        ...position,
        externalFormUrl: position.externalFormUrl ?? null,
        open: position.open ?? true,
        position: order,
      });
    });
  });
  return rows;
}
