import { ZErrorResponse } from '@brasa/contracts';

/** The OpenAPI part every authenticated route shares: the bearer token and the route's tag. */
export const securedDocs = (tag: string) => ({ security: [{ bearer: [] }], tags: [tag] });

/** The error answers a route documents (and serializes) with the one error body: `{ ...errorResponses(400, 404) }`. */
export function errorResponses<const C extends readonly number[]>(...codes: C) {
  return Object.fromEntries(codes.map((code) => [code, ZErrorResponse])) as { [K in C[number]]: typeof ZErrorResponse };
}
