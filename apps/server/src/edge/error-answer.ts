import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, hasSqlState } from '../errors';

/** What the one error handler answers: a status and `{ errorMessage, code }` (doc 4 §8). */
export interface ErrorAnswer {
  status: number;
  body: Record<string, unknown> & { errorMessage: string; code?: string };
  /** An unexpected failure, to be logged. */
  unexpected?: boolean;
}

/** Fastify's own errors (router, content type, body) in pt-BR. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Endereço da requisição inválido.',
  FST_ERR_MAX_PARAM_LENGTH: 'Endereço da requisição longo demais.',
  FST_ERR_ASYNC_CONSTRAINT: 'Requisição inválida.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho do corpo da requisição inválido.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Requisição grande demais.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Corpo da requisição vazio.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Corpo da requisição inválido.',
  FST_ERR_VALIDATION: 'Dados inválidos.',
  FST_ERR_NOT_FOUND: 'Recurso não encontrado.',
};

/**
 * PostgreSQL data errors a client's input can cause (SQLSTATE class 22 "data exception": 22P05 and 22021
 * invalid bytes, 22003 numeric out of range, 22P02 invalid text...; 54001 statement too complex). The edge
 * refuses such input first; this is the safety net, so they never answer 500.
 */
function databaseInputError(error: unknown): boolean {
  return hasSqlState(error, (state) => /^(22[0-9A-Z]{3}|54001)$/.test(state));
}

const INVALID_BODY = 'Corpo da requisição inválido.';

export function errorAnswer(error: FastifyError | AppError | Error): ErrorAnswer {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { ...error.extra, errorMessage: error.message, code: error.code } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation
      .map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return path ? `${path}: ${v.message}` : v.message;
      })
      .join('; ');
    return { status: 400, body: { errorMessage: `Dados inválidos - ${details}`, code: 'VALIDATION' } };
  }
  if (databaseInputError(error)) {
    return { status: 400, body: { errorMessage: 'Dados inválidos.', code: 'INVALID_INPUT' } };
  }
  const { code, statusCode } = error as FastifyError;
  const status = statusCode ?? 500;
  if (status >= 500 || status < 400) {
    return {
      status: 500,
      body: { errorMessage: 'Erro interno do servidor. Tente novamente.', code: 'INTERNAL' },
      unexpected: true,
    };
  }
  // Fastify's own 4xx (malformed JSON, wrong content type, body too large, bad URL...): never its English text.
  const message =
    (code && FRAMEWORK_MESSAGES[code]) ??
    (code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError ? INVALID_BODY : 'Requisição inválida.');
  return { status, body: { errorMessage: message, code: code ?? 'BAD_REQUEST' } };
}
