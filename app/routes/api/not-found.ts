// Any other /api/ address, whatever the method: the JSON error shape, never the HTML 404 page.
import { apiError } from "~/lib/api.server";

const unknown = () => apiError(404, "not_found", "Adresa cerută nu există în API.");

export const loader = unknown;
export const action = unknown;
