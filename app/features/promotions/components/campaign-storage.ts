// What the campaign widgets keep in the browser's storage (through the one typed storage module).
import { createStoredFlag } from "~/lib/browser-storage";
import { GALA_CLOSED_KEY, WEDDING_CLOSED_KEY } from "./widget-constants";

/** Set when the gala invitation is closed: it never shows again (spec section 4). */
export const galaClosedFlag = createStoredFlag(GALA_CLOSED_KEY);

/** Set when the wedding promo is closed: it stays closed until the browser's session ends. */
export const weddingClosedFlag = createStoredFlag(WEDDING_CLOSED_KEY, "session");
