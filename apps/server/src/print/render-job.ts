import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notaFiscal } from '../db/schema';
import { danfeNfceTicket } from '../modules/fiscal/danfe';
import { toOrder } from '../modules/order-data/mapper';
import { findOrder } from '../modules/orders/repository';
import { isDbId, type TOrder } from '@brasa/contracts';
import { ZProductionTicketContent } from './print-jobs';
import type { PrintRow } from './print-repository';
import { productUnits, unitParameter } from './print-repository';
import type { Ticket } from './ticket';
import { kitchenTicket, orderReceipt, tefReceipt, type TicketContext } from './tickets';

/** doc: our parameter (the spec names none): S prints the order's barcode on kitchen tickets. */
export const BARCODE_PARAMETER = 'IMPRIMIR_CODIGO_BARRAS_PEDIDO';

export class UnprintableJob extends Error {}

/** The origin of a DANFE NFC-e job; its `conteudo` is `{"idNotaFiscal": n}` (enviarImpressaoApp/NotaFiscal/{id}). */
export const FISCAL_PRINT_ORIGIN = 'NOTA_FISCAL';

async function fiscalTicket(db: Db, row: PrintRow): Promise<Ticket> {
  let id: unknown;
  try {
    id = (JSON.parse(row.conteudo ?? '') as { idNotaFiscal?: unknown }).idNotaFiscal;
  } catch {
    throw new UnprintableJob('Conteúdo da impressão inválido.');
  }
  if (typeof id !== 'number') throw new UnprintableJob('Conteúdo da impressão inválido.');
  const [note] = await db
    .select()
    .from(notaFiscal)
    .where(and(eq(notaFiscal.unidadeId, row.unidadeId), eq(notaFiscal.id, id)));
  if (!note) throw new UnprintableJob(`Documento fiscal ${id} não encontrado.`);
  return danfeNfceTicket(note);
}

type UnitItem = TOrder['iFoodOrder']['items'][number] & { unit?: string | null };

/** Lines saved without their unit (the order entry sends none) take their product's: '0,200 kg', not '0,2x'. */
async function withProductUnits<T extends TOrder>(db: Db, unidadeId: number, order: T): Promise<T> {
  const items = order.iFoodOrder.items as UnitItem[];
  const ids = [...new Set(items.filter((i) => !i.unit).map((i) => Number(i.externalCode)))].filter(isDbId);
  const units = await productUnits(db, unidadeId, ids);
  if (units.size === 0) return order;
  const withUnit = items.map((i) => (i.unit ? i : { ...i, unit: units.get(Number(i.externalCode)) ?? null }));
  return { ...order, iFoodOrder: { ...order.iFoodOrder, items: withUnit } };
}

/**
 * The ticket of one print row: its origin decides which (print-jobs.ts `origem`), the order gives the rest.
 * `cache`: a batch of jobs reads each order and each unit's parameter once.
 */
export async function ticketOfJob(
  db: Db,
  row: PrintRow,
  unitName: string,
  cache: Map<string, Promise<unknown>> = new Map(),
): Promise<Ticket> {
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (!cache.has(key)) cache.set(key, load());
    return cache.get(key) as Promise<T>;
  };
  if (row.origem === 'TEF') return tefReceipt(row.conteudo ?? '');
  if (row.origem === FISCAL_PRINT_ORIGIN) return fiscalTicket(db, row);
  if (row.pedidoId == null) {
    if (row.conteudo) return tefReceipt(row.conteudo);
    throw new UnprintableJob('Impressão sem pedido e sem conteúdo.');
  }
  const pedidoId = row.pedidoId;
  const found = await once(`pedido:${row.unidadeId}:${pedidoId}`, () => findOrder(db, row.unidadeId, pedidoId));
  if (!found) throw new UnprintableJob(`Pedido ${row.pedidoId} não encontrado.`);
  // The customer's receipt carries the delivery code (tickets.ts), the only order read here that does.
  const order = { ...toOrder(found), codigoEntrega: found.row.codigoEntrega ?? null };
  const ctx: TicketContext = {
    unitName,
    printedAt: row.dataCriacao,
    barcode:
      (await once(`parametro:${row.unidadeId}`, () => unitParameter(db, row.unidadeId, BARCODE_PARAMETER))) === 'S',
  };
  if (row.origem === 'NOTIFICACAO' || row.origem === 'CANCELAMENTO') {
    let json: unknown;
    try {
      json = JSON.parse(row.conteudo ?? '');
    } catch {
      throw new UnprintableJob('Conteúdo da impressão inválido.');
    }
    const content = ZProductionTicketContent.safeParse(json);
    if (!content.success) throw new UnprintableJob('Conteúdo da impressão inválido.');
    return kitchenTicket(order, content.data, ctx);
  }
  const receiptOrder = await once(`unidades:${row.unidadeId}:${pedidoId}`, () =>
    withProductUnits(db, row.unidadeId, order),
  );
  return orderReceipt(receiptOrder, ctx, { closing: row.origem === 'FECHAMENTO' });
}
