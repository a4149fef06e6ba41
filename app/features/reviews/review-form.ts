// The review form's limits and messages, shared by the page and the server's check.
export const REVIEW_LIMITS = { titleMax: 120, bodyMin: 20, bodyMax: 4000 } as const;

export interface ReviewInput {
  bookId: number;
  rating: number;
  title: string;
  body: string;
}

export type ReviewFieldErrors = Partial<Record<"rating" | "title" | "body", string>>;

export const REVIEW_REFUSALS = {
  "not-received": "Poți scrie o recenzie doar pentru cărțile pe care le-ai primit.",
  "already-reviewed": "Ai scris deja o recenzie pentru această carte.",
} as const;
