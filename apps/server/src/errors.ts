/**
 * The one error type of the server: an HTTP status and a pt-BR message for the user.
 * Serialized as `{ errorMessage }` (doc 4 §8) by the error handler in app.ts.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Extra fields of the error body, e.g. the current order on a version conflict. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code?: string) => new AppError(400, message, code);
export const unauthorized = (message: string) => new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, message, code);
export const notFound = (message = 'Registro não encontrado.') => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string, code?: string, extra?: Record<string, unknown>) =>
  new AppError(409, message, code, extra);
export const unprocessable = (message: string, code?: string) => new AppError(422, message, code);
export const tooManyRequests = (message: string) => new AppError(429, message, 'TOO_MANY_REQUESTS');

/** Turns a domain `Result` failure into a 422 with the rule's message. */
export function orFail<T>(result: { ok: true; value: T } | { ok: false; message: string }, status = 422): T {
  if (!result.ok) throw new AppError(status, result.message);
  return result.value;
}

/**
 * Whether a database error's SQLSTATE (`code`) matches: on the error or on its causes (Drizzle wraps the driver's
 * error, whose code is then on `cause`). `code` is one state or a test of it (a class of states).
 */
export function hasSqlState(err: unknown, code: string | ((state: string) => boolean)): boolean {
  const matches = typeof code === 'string' ? (state: string) => state === code : code;
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as never, i++) {
    if (typeof e.code === 'string' && matches(e.code)) return true;
  }
  return false;
}
