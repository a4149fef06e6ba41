// What the campaign widgets keep in localStorage (through the one typed storage module).
import { createStoredFlag } from "~/lib/browser-storage";
import { GALA_CLOSED_KEY } from "./widget-constants";

/** Set when the gala invitation is closed: it never shows again (spec section 4). */
export const galaClosedFlag = createStoredFlag(GALA_CLOSED_KEY);
