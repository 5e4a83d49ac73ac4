/** A request's fields: a JSON body, a form, or the query of a GET. */
export type Form = Record<string, unknown>;

/** The answer of one call: a standard Response, now or later. */
export type Answer = Response | Promise<Response>;
