// The application form's fields and limits, shared by the page and the server's checks.
export const APPLICATION_LIMITS = { message: 3000 } as const;

/** The file input's name. */
export const CV_FIELD = "cv";
