// What the careers pages show of a department and a position (browser-safe shapes).

export interface PositionCard {
  slug: string;
  name: string;
  description: string;
  open: boolean;
}

export interface DepartmentListing {
  slug: string;
  name: string;
  description: string;
  image: string | null;
  positions: PositionCard[];
}

export interface PositionDetails {
  id: number;
  slug: string;
  name: string;
  description: string;
  department: { slug: string; name: string };
  objectivesTitle: string;
  objectives: string[];
  responsibilitiesTitle: string;
  responsibilities: string[];
  /** Applications go to this outside form instead of ours (the spec's hasTypeForm). */
  externalFormUrl: string | null;
  open: boolean;
}
