import {
  LOGISTICS_PATHS,
  ZLoyaltyIntegration,
  ZLoyaltyScore,
  ZLoyaltyScoreRequest,
  ZLoyaltyZoRequest,
} from '@brasa/contracts';
import { MSG, formatDateTimeBr, isImported, isValidCpf, onlyDigits } from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, notFound, unprocessable } from '../../errors';
import {
  LOYALTY_TYPES,
  type LoyaltyCredentials,
  type LoyaltyCustomer,
  type LoyaltyType,
} from '../../providers/loyalty';
import { listActiveIntegrations } from '../integrations/repository';
import * as orders from '../orders/repository';
import { ZId } from '../orders/schemas';
import { securedDocs, errorResponses } from '../../edge/route-docs';

const errors = errorResponses(400, 401, 403, 404, 422, 502, 504);
const tags = securedDocs('fidelidade');

/** 'R$ 1.234,56', '1234,56' or '1234.56' in the path → cents; null when it is not an amount. */
export function centsOfPathTotal(text: string): number | null {
  const clean = text.replace(/^R\$\s*/, '').trim();
  let normalized = clean;
  if (/,\d{1,2}$/.test(clean)) normalized = clean.replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** The provider that needs the customer's name (doc 2 §5.9). */
const needsName = (tipo: LoyaltyType) => tipo === 'ST';

/**
 * Awards the order's total to the customer at the unit's integration of `tipo` (doc 2 §2.7): the order must be the
 * unit's, paid, imported and not cancelled, the total in the path must be the order's total, the customer identified as the
 * provider needs. The provider's reference is the order, so a repeat award answers the first one.
 */
async function score(
  app: FastifyInstance,
  request: FastifyRequest,
  tipo: LoyaltyType,
  orderId: number,
  totalText: string | null,
  cliente: LoyaltyCustomer,
) {
  const { unidadeId, username } = request.session;
  const [integration] = await listActiveIntegrations(app.database.db, unidadeId, [tipo]);
  if (!integration) throw notFound(MSG.LOYALTY_INTEGRATION_NOT_FOUND);
  const found = await orders.findOrder(app.database.db, unidadeId, orderId);
  if (!found) throw notFound(MSG.ORDER_NOT_FOUND);
  const row = found.row;
  if (!row.ativo || row.situacao === 'CANCELADO') throw unprocessable(MSG.erroPontuarConsumidor('pedido cancelado.'));
  // doc 2 §2.7: points follow the import of a paid order (an order still open could be scored and then changed).
  if (!row.pago) throw unprocessable(MSG.erroPontuarConsumidor('pedido não pago.'));
  if (!isImported(row)) throw unprocessable(MSG.erroPontuarConsumidor('pedido não importado.'));
  if (totalText !== null) {
    const cents = centsOfPathTotal(totalText);
    if (cents === null) throw badRequest(MSG.LOYALTY_TOTAL_MISMATCH);
    if (cents !== row.totalPedidoCents) throw unprocessable(MSG.LOYALTY_TOTAL_MISMATCH);
  }
  if (needsName(tipo) && !cliente.nome) throw unprocessable(MSG.LOYALTY_NAME_REQUIRED);
  if (tipo === 'FM' && !cliente.cpf && !cliente.telefone) throw unprocessable(MSG.LOYALTY_CPF_OR_PHONE_REQUIRED);
  if (tipo === 'ZO' && !cliente.telefone) throw unprocessable(MSG.LOYALTY_PHONE_REQUIRED);
  if (cliente.cpf && !isValidCpf(cliente.cpf)) throw unprocessable(MSG.INVALID_DOCUMENT);
  const result = await app.providers.loyalty
    .award(tipo, integration.segredos as LoyaltyCredentials, {
      referencia: `brasa-${unidadeId}-${row.id}`,
      totalCents: row.totalPedidoCents,
      cliente,
    })
    .catch((err: unknown) => {
      if (err instanceof AppError) throw new AppError(err.statusCode, MSG.erroPontuarConsumidor(err.message), err.code);
      throw err;
    });
  await app.database.db.transaction((tx) =>
    orders.insertLog(
      tx,
      unidadeId,
      row.id,
      username,
      `Consumidor pontuado em ${integration.descricao} (${tipo}) por ${username} em ${formatDateTimeBr(new Date())}: ${result.pontos} ponto(s).`,
    ),
  );
  return { pontos: result.pontos, saldo: result.saldo, mensagem: MSG.CONSUMER_SCORED };
}

const digitsOrNull = (v: string | undefined) => (v && onlyDigits(v) ? onlyDigits(v) : null);
const textOrNull = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

/** Loyalty (doc 2 §2.7, §5.9, §7). */
export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    LOGISTICS_PATHS.integracoesFidelidade,
    {
      schema: {
        ...tags,
        summary: 'Integrações de fidelidade ativas',
        response: { 200: z.array(ZLoyaltyIntegration), ...errors },
      },
    },
    async (request) =>
      (await listActiveIntegrations(app.database.db, request.session.unidadeId, LOYALTY_TYPES)).map((r) => ({
        id: r.id,
        descricao: r.descricao,
        tipo: r.tipo,
        exigeNome: needsName(r.tipo as LoyaltyType),
      })),
  );

  const byTotal = { params: z.object({ orderId: ZId, total: z.string().max(30) }), body: ZLoyaltyScoreRequest };
  for (const [path, tipo] of [
    ['/api-v2/pedidoIntegracao/pontuarFidelimax/:orderId/:total', 'FM'],
    ['/api-v2/pedidoIntegracao/pontuarStamps/:orderId/:total', 'ST'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          ...tags,
          summary: `Pontua o consumidor (${tipo}) pelo total do pedido`,
          ...byTotal,
          response: { 200: ZLoyaltyScore, ...errors },
        },
      },
      async (request) =>
        score(app, request, tipo, request.params.orderId, request.params.total, {
          nome: textOrNull(request.body.nome),
          cpf: digitsOrNull(request.body.cpf),
          email: textOrNull(request.body.email),
          telefone: digitsOrNull(request.body.telefone),
        }),
    );
  }

  app.post(
    '/api-v2/pedidoIntegracao/pontuar/:orderId/ZO',
    {
      schema: {
        ...tags,
        summary: 'Pontua o consumidor (ZO)',
        params: z.object({ orderId: ZId }),
        body: ZLoyaltyZoRequest,
        response: { 200: ZLoyaltyScore, ...errors },
      },
    },
    async (request) =>
      score(app, request, 'ZO', request.params.orderId, null, {
        nome: textOrNull(request.body.nome),
        cpf: null,
        email: null,
        telefone: digitsOrNull(request.body.fone),
      }),
  );
};
