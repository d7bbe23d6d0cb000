import { tefAgentSignedText, type TTefAgentResult, type TTefIntent } from '@brasa/contracts';
import { MSG, isTefSuccessResult, toCents } from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { forbidden, notFound, unprocessable } from '../../errors';
import { requireTefIntegration } from './integration';
import { toTefIntentWithReversal } from './agent-cancel';
import { findIntentOrFail } from './service';
import * as repo from './repository';
import { applyRemoteIntent } from './sync';

/** HMAC-SHA256 (hex) of the agent's fields with the integration's agent key (what the agent signs). */
export function signTefAgentResult(key: string, result: Omit<TTefAgentResult, 'assinatura'>): string {
  return createHmac('sha256', key).update(tefAgentSignedText(result)).digest('hex');
}

/**
 * POST /api-v2/tef/intencaoVenda/{id}/resultadoAgente: the local agent (tipos=EL) runs on the cashier's machine,
 * out of the server's reach, so the browser relays its answer. The server trusts it only when the agent's
 * signature (HMAC with the integration's agent key, which never leaves the server and the agent) matches, the
 * reference is this intent's and the amount is the intent's; then the answer settles the intent the same way a
 * cloud status does (recorded once; a replay finds it final).
 */
export async function applyAgentResult(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  result: TTefAgentResult,
): Promise<TTefIntent> {
  const { unidadeId } = request.session;
  const row = await findIntentOrFail(app, unidadeId, id);
  if (row.tipo !== 'EL') throw unprocessable(MSG.TEF_AGENT_ONLY_EL);
  const integration = await requireTefIntegration(app.database.db, unidadeId);
  const key = integration.segredos.chaveAgente;
  const { assinatura, ...fields } = result;
  const expected = key ? Buffer.from(signTefAgentResult(key, fields), 'hex') : Buffer.alloc(32);
  const given = Buffer.from(assinatura, 'hex');
  if (!key || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw forbidden(MSG.TEF_AGENT_SIGNATURE_INVALID, 'TEF_AGENT_SIGNATURE_INVALID');
  }
  if (result.referencia !== row.referencia || toCents(result.valor) !== row.valorCents) {
    throw unprocessable(MSG.TEF_AGENT_SIGNATURE_INVALID, 'TEF_AGENT_RESULT_MISMATCH');
  }
  const approved = isTefSuccessResult(result.resultado);
  if (approved && row.status === 'CANCELADA' && row.pagamentoId === null) {
    // The browser closed it ('Cancelar operação') while the pinpad was approving: the agent's signature proves the
    // charge, and a charge is never left unrecorded. The intent is reopened and the approval applied below.
    await repo.updateIntent(app.database.db, row.id, { status: 'NO_TERMINAL' });
  }
  const applied = await applyRemoteIntent(app, unidadeId, id, {
    id: result.nsu ?? result.referencia,
    referencia: result.referencia,
    status: approved ? 10 : 25,
    valorCents: toCents(result.valor),
    terminalId: row.terminalId,
    formaPagamentoId: 0,
    pagamentos: [
      {
        nsu: result.nsu,
        autorizacao: result.autorizacao,
        adquirente: result.adquirente,
        bandeira: result.bandeira,
        mensagem: result.mensagem,
        resultado: result.resultado,
        comprovanteCliente: result.comprovanteCliente,
        comprovanteEstabelecimento: result.comprovanteEstabelecimento,
      },
    ],
  });
  return toTefIntentWithReversal(applied ?? row);
}

/**
 * POST /api-v2/tef/resultadoAgente: a result the agent kept (the page closed between the approval and the relay),
 * re-sent by the browser on load; the intent is the one with the result's reference in the caller's unit (another
 * unit's: 404), then the same checks and the same single recording as above.
 */
export async function applyKeptAgentResult(
  app: FastifyInstance,
  request: FastifyRequest,
  result: TTefAgentResult,
): Promise<TTefIntent> {
  const row = await repo.findIntentByReference(app.database.db, request.session.unidadeId, result.referencia);
  if (!row) throw notFound(MSG.TEF_INTENT_NOT_FOUND);
  return applyAgentResult(app, request, row.id, result);
}
