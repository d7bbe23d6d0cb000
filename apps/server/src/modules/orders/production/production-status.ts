import type { TOrder, TOrderItem } from '@brasa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { impressao } from '../../../db/schema';
import { listKdsByOrder } from '../../kds/repository';

type Item = TOrderItem & Record<string, unknown>;

/**
 * The item information dialog (doc 1 §2.13) shows the print and kitchen display statuses with their dates: the one
 * order's answer carries, for each sent item, the status of its latest kitchen ticket (`statusImpressao` /
 * `dataImpressao`, from the print log: the ticket's `conteudo` names the item) and of its latest KDS entry
 * (`statusKds` / `dataKds`), in place of the stamps written when it was sent.
 */
export async function withProductionStatuses(db: Db, unidadeId: number, order: TOrder): Promise<TOrder> {
  const items = (order.iFoodOrder.items ?? []) as Item[];
  const wantsKds = items.some((item) => item.statusKds);
  const wantsPrint = items.some((item) => item.statusImpressao);
  if (!wantsKds && !wantsPrint) return order;
  const kds = new Map<string, { status: string; at: string | undefined }>();
  if (wantsKds) {
    for (const row of await listKdsByOrder(db, unidadeId, order.id)) {
      kds.set(row.codigoReferencial, {
        status: row.status,
        at: (row.datasStatus as Record<string, string>)[row.status],
      });
    }
  }
  const printed = new Map<string, { status: string; at: string }>();
  if (wantsPrint) {
    const jobs = await db
      .select({ status: impressao.statusImpressao, at: impressao.dataCriacao, conteudo: impressao.conteudo })
      .from(impressao)
      .where(
        and(eq(impressao.unidadeId, unidadeId), eq(impressao.pedidoId, order.id), eq(impressao.origem, 'NOTIFICACAO')),
      )
      .orderBy(asc(impressao.id));
    for (const job of jobs) {
      for (const code of ticketCodes(job.conteudo)) printed.set(code, { status: job.status, at: job.at.toISOString() });
    }
  }
  return {
    ...order,
    iFoodOrder: {
      ...order.iFoodOrder,
      items: items.map((item) => {
        const code = item.referenceCode ?? '';
        const screen = kds.get(code);
        const ticket = printed.get(code);
        return {
          ...item,
          ...(screen ? { statusKds: screen.status, dataKds: screen.at ?? item.dataKds } : {}),
          ...(ticket ? { statusImpressao: ticket.status, dataImpressao: ticket.at } : {}),
        };
      }),
    },
  };
}

/** The item codes a kitchen ticket names (its `conteudo`, written by recordOrderProduction). */
function ticketCodes(conteudo: string | null): string[] {
  try {
    const parsed = JSON.parse(conteudo ?? '') as { itens?: { referenceCode?: unknown }[] };
    return (parsed.itens ?? []).map((i) => i.referenceCode).filter((c): c is string => typeof c === 'string');
  } catch {
    return [];
  }
}
