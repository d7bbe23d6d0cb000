import {
  MARKETPLACE_CHANNELS,
  MSG,
  ROLES,
  asCents,
  fail,
  formatMoney,
  hasRole,
  checkImportState,
  isImported,
  isWithinPaymentTolerance,
  marketplaceImportNotices,
  ok,
  planMarketplaceImport,
  toCents,
  type Result,
  type RoleProfile,
} from '@brasa/domain';
import type { TIFoodOrder, TOrder } from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, notFound, orFail } from '../../../errors';
import { toOrder } from '../../order-data/mapper';
import { mutateOrder } from '../mutate-order';
import * as repo from '../repository';
import { totalsOf } from '../../order-data/totals';

export type ImportResult = { id: number; pedidoIntegracao: TOrder } | { id: number; msgErro: string };

/**
 * doc 1 §6: ROLE_PDV_ONLINE_BRASA_BLOQUEIA_IMPORTACAO_PEDIDO blocks only the import offered automatically after
 * the balance is paid; a manual import stays allowed. For the payment flow to ask before opening the import.
 */
export function canAutoImport(profile: RoleProfile): boolean {
  return !hasRole(profile, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIA_IMPORTACAO_PEDIDO);
}

/**
 * doc 1 §4 and doc 2 §4.4, §5.7: an order is imported only when paid ('Realize o pagamento do pedido antes de
 * importar'); each payment has a method and no negative value; payments plus the marketplace's part of the
 * benefits must match the total within 0.009 (below one cent, so exactly on cents).
 */
export function checkImportable(
  order: { situacao: string; dataImportacao: Date | string | null },
  body: TIFoodOrder,
): Result<true> {
  const state = checkImportState(order);
  if (!state.ok) return state;
  const totals = totalsOf(body);
  if (!totals.pago) return fail(MSG.IMPORT_REQUIRES_PAYMENT);
  for (const payment of body.payments ?? []) {
    if (!payment.code?.trim() && !payment.name?.trim()) return fail(MSG.IMPORT_PAYMENT_EMPTY_DESCRIPTION);
    // Zero is accepted only when nothing is pending, which holds once the order is paid.
    if (toCents(payment.value) < 0) return fail(MSG.IMPORT_PAYMENT_NOT_POSITIVE);
  }
  if (!isWithinPaymentTolerance(totals.paid, totals.total)) {
    return fail(MSG.diferencaPagamento(formatMoney(asCents(Math.abs(totals.paid - totals.total)))));
  }
  return ok(true);
}

const isMarketplaceOrder = (row: { tipoImportacao: string }) =>
  (MARKETPLACE_CHANNELS as readonly string[]).includes(row.tipoImportacao);

/**
 * A marketplace order's body as the import brings it (doc 2 §4.4; domain marketplace-import): the extra-fee item,
 * the marketplace-discount payment, the delivery-fee choice. Other orders: as stored.
 */
export function importedBody(
  row: { tipoImportacao: string; body: unknown },
  opts: { includeDeliveryFee?: boolean } = {},
): TIFoodOrder {
  const body = row.body as TIFoodOrder;
  if (!isMarketplaceOrder(row)) return body;
  const stored = body.incluirTaxaEntregaImportacaoSelecionado;
  const include = opts.includeDeliveryFee ?? (stored === 'S' ? true : stored === 'N' ? false : undefined);
  return planMarketplaceImport(body, { channel: row.tipoImportacao, includeDeliveryFee: include }) as TIFoodOrder;
}

/**
 * GET /api-v2/pedidoIntegracao/prepararIntegracao/{id}: the order the import dialog shows (doc 2 §4.4). A
 * marketplace order comes with what the import adds (shown as information, nothing written yet) and the dialog's
 * notices (`avisosImportacao`: the third-party delivery reminder, the payment difference).
 */
export async function prepareImport(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<TOrder & { avisosImportacao?: string[] }> {
  const found = await repo.findOrder(app.database.db, request.session.unidadeId, id);
  if (!found || !found.row.ativo) throw notFound(MSG.ORDER_NOT_FOUND);
  orFail(checkImportState(found.row));
  const order = toOrder(found);
  if (!isMarketplaceOrder(found.row)) return order;
  const body = importedBody(found.row);
  // The payments are the marketplace's (none is added here): the dialog says by how much they miss the total.
  const totals = totalsOf(body);
  const avisosImportacao = [
    ...marketplaceImportNotices(found.row.body as TIFoodOrder),
    ...(isWithinPaymentTolerance(totals.paid, totals.total)
      ? []
      : [MSG.diferencaPagamento(formatMoney(asCents(Math.abs(totals.paid - totals.total))))]),
  ];
  return { ...order, iFoodOrder: body, avisosImportacao };
}

/**
 * Imports one order: dataImportacao = now (finalizarIntegracao, importarTodos, importar/{id}). The stored order
 * is what counts; a client's `version`, when sent, must be the current one.
 */
export async function importOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  expectedVersion?: number | null,
  opts: { includeDeliveryFee?: boolean } = {},
): Promise<TOrder> {
  return mutateOrder(
    app,
    request,
    id,
    (row, { now, when, username }) => {
      if (!isMarketplaceOrder(row)) {
        orFail(checkImportable(row, row.body as TIFoodOrder));
        return { values: { dataImportacao: now }, logs: [`Pedido importado por ${username} em ${when}.`] };
      }
      // A marketplace order is imported with what the import adds (the same figures: totals do not move).
      const body = importedBody(row, opts);
      orFail(checkImportable(row, body));
      const added = [
        ...(body.items ?? []).filter((i) => (i as { importacaoExtra?: string }).importacaoExtra),
        ...(body.payments ?? []).filter((p) => (p as { descontoMarketplace?: boolean }).descontoMarketplace),
      ].map((line) => {
        const amount = Number((line as { value?: unknown }).value ?? (line as { price?: unknown }).price ?? 0);
        return `${line.name} (${formatMoney(asCents(toCents(amount)))})`;
      });
      const fee = body.incluirTaxaEntregaImportacaoSelecionado === 'S' ? 'incluída' : 'não incluída';
      return {
        values: { dataImportacao: now, body },
        logs: [
          `Pedido importado por ${username} em ${when}. Taxa de entrega ${fee}.` +
            (added.length > 0 ? ` Adicionados na importação: ${added.join(', ')}.` : ''),
        ],
      };
    },
    expectedVersion,
  );
}

/** POST /api-v2/pedidoIntegracao/importarTodos: each order on its own, failures carry `msgErro` (doc 2 §7). */
export async function importAll(app: FastifyInstance, request: FastifyRequest, ids: number[]) {
  const results: ImportResult[] = [];
  for (const id of new Set(ids)) {
    try {
      results.push({ id, pedidoIntegracao: await importOrder(app, request, id) });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ id, msgErro: err.message });
    }
  }
  return results;
}

/** POST /api-v2/pedidoIntegracao/desfazerIntegracao/{id}: back to not imported, unless the user is denied (doc 1 §6). */
export async function undoImport(app: FastifyInstance, request: FastifyRequest, id: number): Promise<TOrder> {
  const profile = await app.getProfile(request);
  if (hasRole(profile, ROLES.ROLE_NAO_PERMITE_DESFAZER_IMPORTACAO_PEDIDO)) {
    throw forbidden(MSG.NO_UNDO_IMPORT_PERMISSION);
  }
  return mutateOrder(app, request, id, (row, { when, username }) => {
    if (!isImported(row)) throw new AppError(422, MSG.ORDER_NOT_IMPORTED);
    return { values: { dataImportacao: null }, logs: [`Importação desfeita por ${username} em ${when}.`] };
  });
}
