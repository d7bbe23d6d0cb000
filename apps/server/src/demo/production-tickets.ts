import { productionHeldUntil } from '@brasa/domain';
import type { TIFoodOrder, TOrderItem } from '@brasa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { localImpressao, pedidoIntegracao } from '../db/schema';
import { recordPrintJobs } from '../print/print-jobs';
import { productionTickets, schedulingOf } from '../modules/orders/production/production';

/**
 * On the demo's first start: the demo orders' items were sent to production by the seed (their KDS entries are
 * there), so their kitchen and bar tickets go to the printers now, through the same queue as any order's. A
 * newcomer sees the print log and the virtual printers at work at once. The scheduled ones the seed held get their
 * release job.
 */
export async function printDemoProductionTickets(app: FastifyInstance): Promise<number> {
  const db = app.database.db;
  const places = new Set((await db.select({ chave: localImpressao.chave }).from(localImpressao)).map((r) => r.chave));
  const orders = await db
    .select({
      id: pedidoIntegracao.id,
      unidadeId: pedidoIntegracao.unidadeId,
      sequencial: pedidoIntegracao.sequencial,
      pedidoAgendado: pedidoIntegracao.pedidoAgendado,
      body: pedidoIntegracao.body,
    })
    .from(pedidoIntegracao)
    .where(
      and(
        eq(pedidoIntegracao.ativo, true),
        inArray(pedidoIntegracao.situacao, ['PENDENTE', 'CONFIRMADO', 'AGUARDANDO_RETIRADA']),
      ),
    );
  const jobs = orders.flatMap((order) => {
    const items = ((order.body as TIFoodOrder).items ?? []) as (TOrderItem & { localNotification?: string })[];
    const sent = items
      .filter((item) => item.status === 'NOTIFICADO' && item.localNotification && places.has(item.localNotification))
      .map((item) => ({ place: item.localNotification!, item }));
    return productionTickets(order.unidadeId, order, sent);
  });
  // The scheduled ones the seed held go to production at their preparation start (scheduled-release.ts).
  const now = new Date();
  const held = orders.flatMap((order) => {
    const at = productionHeldUntil(schedulingOf(order.pedidoAgendado, order.body as TIFoodOrder), now);
    return at ? [{ unidadeId: order.unidadeId, orderId: order.id, at: at.toISOString() }] : [];
  });
  await db.transaction(async (tx) => {
    await recordPrintJobs(app, tx, jobs);
    for (const job of held) await app.scheduledReleases.enqueue(tx, job);
  });
  return jobs.length;
}
