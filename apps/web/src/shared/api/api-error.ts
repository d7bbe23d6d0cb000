/**
 * The server's `{ errorMessage }` (ZErrorResponse in @brasa/contracts), read by hand: importing the schema
 * would bring zod and every contract into the first load of every page, for one string field.
 */
function errorMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { errorMessage } = body as { errorMessage?: unknown };
  return typeof errorMessage === 'string' ? errorMessage : null;
}

/** Any answer outside 200–299, or no answer at all (status 0). doc 4 §8 "HTTP client". */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The server's pt-BR `errorMessage`, when it sent one. */
    readonly errorMessage: string | null,
    readonly body: unknown = null,
  ) {
    super(errorMessage ?? `HTTP ${status}`);
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return new ApiError(response.status, errorMessageOf(body), body);
  }
}

/**
 * The one place that turns an error into the text shown to the user (doc 4 §8: the server's
 * errorMessage when present, otherwise the screen's fallback).
 */
export function readErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.errorMessage) return error.errorMessage;
  return fallback;
}
