import { INT4_MAX } from '@brasa/contracts';
import { MSG, ROLES, hasRole, toReais } from '@brasa/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../errors';
import * as repo from './repository';

const ZPersonQuery = z.object({
  idPessoa: z.coerce
    .number({ error: 'Informe a pessoa (idPessoa).' })
    .int('Informe a pessoa (idPessoa).')
    .positive('Informe a pessoa (idPessoa).')
    .max(INT4_MAX, 'Informe a pessoa (idPessoa).'),
});

async function customerOf(app: FastifyInstance, request: FastifyRequest, query: Record<string, string>) {
  const parsed = ZPersonQuery.safeParse(query);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  const customer = await repo.findCustomerMoney(app.database.db, request.session.unidadeId, parsed.data.idPessoa);
  if (!customer) throw notFound(MSG.PERSON_NOT_FOUND);
  return { idPessoa: parsed.data.idPessoa, customer };
}

/** The payment dialog's look-ups of a customer's money (doc 1 §7). */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  // GET /service?action=get&entity=limiteCredito&idPessoa=: fields limiteCredito, saldoPendente
  app.registerServiceAction('limiteCredito', 'get', async (request, query) => {
    const { idPessoa, customer } = await customerOf(app, request, query);
    const pending = await repo.pendingCreditCents(app.database.db, request.session.unidadeId, idPessoa, null);
    return { idPessoa, limiteCredito: toReais(customer.limitCents), saldoPendente: toReais(pending) };
  });

  // GET /service?action=get&entity=saldoPrePago&idPessoa=: fields saldoAtual, result (FAILURE with message)
  app.registerServiceAction('saldoPrePago', 'get', async (request, query) => {
    const { idPessoa, customer } = await customerOf(app, request, query);
    if (!hasRole(await app.getProfile(request), ROLES.ROLE_CREDITO_PRE_PAGO)) {
      throw forbidden(MSG.PREPAID_ROLE_REQUIRED);
    }
    return { idPessoa, result: 'SUCCESS', saldoAtual: toReais(customer.prepaidCents) };
  });
};
