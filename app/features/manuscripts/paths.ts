// The publishing house's page: what we publish and the manuscript form.
export const PUBLISH_PATH = "/publica-o-carte";
