// The careers pages' addresses (spec: /cariere and /cariere/{slug}).
export const CAREERS_PATH = "/cariere";
export const careerPositionPath = (slug: string) => `${CAREERS_PATH}/${slug}`;
