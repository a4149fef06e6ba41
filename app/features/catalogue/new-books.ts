/** A book counts as new for this many days after its publication (/carti/noutati). */
export const NEW_BOOKS_DAYS = 90;
/** /noutati: releases of the last this many days, next to the upcoming pre-orders. */
export const RECENT_RELEASES_DAYS = 30;
