import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { pedidoIntegracao } from '../db/schema';
import { sha256Hex } from '../db/seed';

/**
 * On the demo's first start (issue 17): the demo's paid counter orders already delivered are imported and get
 * their NFC-e from the SEFAZ sandbox, through the same HTTP calls a cashier's terminal makes (logged in as the
 * demo cashier). A newcomer sees an authorized invoice badge on the board and can print its DANFE at once.
 * Answers how many were issued; a failure is logged and never stops the start.
 */
export async function issueDemoFiscalDocuments(app: FastifyInstance, username = 'caixa'): Promise<number> {
  const login = await app.inject({
    method: 'POST',
    url: '/api-v2/usuario/login',
    payload: { username, password: sha256Hex(username) },
  });
  if (login.statusCode !== 200) return 0;
  const { jwtToken } = login.json<{ jwtToken: string; unidade?: { id: number } }>();
  const headers = { authorization: `Bearer ${jwtToken}` };
  const orders = await app.database.db
    .select({ id: pedidoIntegracao.id })
    .from(pedidoIntegracao)
    .where(
      and(
        eq(pedidoIntegracao.ativo, true),
        eq(pedidoIntegracao.pago, true),
        eq(pedidoIntegracao.tipo, 'BALCAO'),
        eq(pedidoIntegracao.situacao, 'ENTREGUE'),
        isNull(pedidoIntegracao.notaFiscal),
        sql`${pedidoIntegracao.unidadeId} = (select unidade_id from usuario where username = ${username} limit 1)`,
      ),
    );
  let issued = 0;
  for (const { id } of orders) {
    const imported = await app.inject({ method: 'POST', url: `/api-v2/pedidoIntegracao/importar/${id}`, headers });
    const issue = await app.inject({
      method: 'POST',
      url: '/api-v2/pedidoIntegracao/gerarNotaFiscal',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { id, modelo: '65', tipoEmissao: 1 },
    });
    if (issue.statusCode === 200) issued += 1;
    else app.log.warn({ id, imported: imported.statusCode, body: issue.body }, 'demo: NFC-e não emitida');
  }
  return issued;
}
