import { MSG } from '@brasa/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ZErrorResponse, ZTefIntent } from '@brasa/contracts';
import { forbidden, notFound } from '../../errors';
import { ZId } from '../orders/schemas';
import { toTefIntent } from './record';
import * as repo from './repository';
import { syncIntent } from './sync';
import { readEnv } from '../../env';

/** Where the cloud provider notifies a status change of an intent (doc 1 §7 card-terminal calls; ours). */
export const TEF_CALLBACK_PATH = '/api-v2/tef/notificacao/:unidadeId/:id';

export interface TefCallback {
  /** The URL given to the provider with the sale (null: no public address known, the poll alone settles it). */
  urlFor(row: Pick<repo.IntentRow, 'id' | 'unidadeId' | 'referencia'>): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    tefCallback: TefCallback;
  }
}

const signatureOf = (key: Buffer, row: Pick<repo.IntentRow, 'id' | 'unidadeId' | 'referencia'>) =>
  createHmac('sha256', key).update(`${row.unidadeId}:${row.id}:${row.referencia}`).digest('hex');

/**
 * The provider's callback (FIELD-NOTES: "an optional callback URL"): each sale carries a URL naming our intent and
 * signed with a key derived from the server's secret, so nobody else can make us work on it. The notification's body
 * is never trusted: it only makes the server ask the provider at once (the same `syncIntent` as the poll) instead of
 * at the next poll. Base address: TEF_CALLBACK_URL (this server as the provider reaches it); with the sandbox and
 * none set, this server's own loopback address once it listens.
 */
export function createTefCallback(app: FastifyInstance, secret: string, env = process.env) {
  const key = createHmac('sha256', secret).update('tef-notificacao').digest();
  const base = (): string | null => {
    const configured = readEnv(env).TEF_CALLBACK_URL;
    if (configured) return configured.replace(/\/$/, '');
    if (readEnv(env).TEF_PROVIDER === 'controlpay' || !app.server.listening) return null;
    const address = app.server.address();
    return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : null;
  };
  const callback: TefCallback = {
    urlFor(row) {
      const at = base();
      if (!at) return null;
      const path = TEF_CALLBACK_PATH.replace(':unidadeId', String(row.unidadeId)).replace(':id', String(row.id));
      return `${at}${path}?assinatura=${signatureOf(key, row)}`;
    },
  };
  const routes: FastifyPluginAsyncZod = async (scope) => {
    scope.post(
      TEF_CALLBACK_PATH,
      {
        schema: {
          tags: ['tef'],
          params: z.object({ unidadeId: ZId, id: ZId }),
          querystring: z.object({ assinatura: z.string().max(128).default('') }),
          body: z.unknown().optional(),
          response: { 200: ZTefIntent, 403: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (request) => {
        const { unidadeId, id } = request.params;
        const row = await repo.findIntent(scope.database.db, unidadeId, id);
        if (!row) throw notFound(MSG.TEF_INTENT_NOT_FOUND);
        const expected = Buffer.from(signatureOf(key, row), 'hex');
        const given = Buffer.from(request.query.assinatura, 'hex');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          throw forbidden(MSG.TEF_CALLBACK_INVALID, 'TEF_CALLBACK_INVALID');
        }
        return toTefIntent((await syncIntent(scope, unidadeId, id)) ?? row);
      },
    );
  };
  return { callback, routes };
}
