import {
  MSG,
  ROLES,
  SCALE_ORDER_COMPLEMENT,
  SCALE_QUICK_KEYS,
  initialItemStatus,
  isCapturableReading,
  nextIdentifier,
  parseIdentifierGeneration,
  scaleLine,
  type ScaleProduct,
} from '@brasa/domain';
import type {
  TOrderSaveRequest,
  TProfile,
  TScaleOrderRequest,
  TScaleOrderResult,
  TScaleProduct,
  TScaleSettings,
  TScaleSettingsInput,
} from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, orFail, unprocessable } from '../../errors';
import { claimOf, idempotent } from '../../idempotency';
import { recordPrintJobs } from '../../print/print-jobs';
import { hasPrintLocation } from '../orders/actions/actions-repository';
import { prepareSave, saveOrderInTransaction } from '../orders/save/save-service';
import { DEFAULT_PRINT_LOCATION } from '../orders/production/print-location';
import * as repo from './repository';

const ORDER_ROUTE = 'POST /api-v2/balanca/pedido';
const reais = (cents: number) => cents / 100;

function settingsView(terminal: string, row: repo.SettingsRow | null): TScaleSettings {
  return {
    terminal,
    produtosKGSelecionados: row?.produtosKgSelecionados ?? [],
    atalhos: row?.atalhos ?? {},
    geracaoIdentificador: row?.geracaoIdentificador ?? '',
    imprimirAoCriar: row?.imprimirAoCriar ?? true,
    ultimoIdentificador: row?.ultimoIdentificador ?? null,
  };
}

export async function getSettings(app: FastifyInstance, unidadeId: number, terminal: string) {
  return settingsView(terminal, await repo.findSettings(app.database.db, unidadeId, terminal));
}

/** Saves a terminal's settings: the products and the slots must be the unit's KG products (another unit's: 404). */
export async function saveSettings(
  app: FastifyInstance,
  unidadeId: number,
  input: TScaleSettingsInput,
): Promise<TScaleSettings> {
  orFail(parseIdentifierGeneration(input.geracaoIdentificador));
  const atalhos: Record<string, number> = {};
  for (const key of SCALE_QUICK_KEYS) {
    const id = input.atalhos[key];
    if (id) atalhos[key] = id;
  }
  const ids = [...new Set([...input.produtosKGSelecionados, ...Object.values(atalhos)])];
  const found = await repo.findProducts(app.database.db, unidadeId, ids);
  if (found.length !== ids.length) throw notFound(MSG.SCALE_PRODUCT_NOT_FOUND);
  if (found.some((p) => p.unidadeMedida.toUpperCase() !== 'KG')) throw unprocessable(MSG.SCALE_PRODUCT_NOT_KG);
  const selected = [...new Set(input.produtosKGSelecionados)];
  if (Object.values(atalhos).some((id) => selected.length > 0 && !selected.includes(id))) {
    throw unprocessable(MSG.SCALE_PRODUCT_NOT_SELECTED);
  }
  const row = await repo.upsertSettings(app.database.db, {
    unidadeId,
    terminal: input.terminal,
    produtosKgSelecionados: selected,
    atalhos,
    geracaoIdentificador: input.geracaoIdentificador.toUpperCase(),
    imprimirAoCriar: input.imprimirAoCriar,
  });
  return settingsView(input.terminal, row);
}

/** The unit's KG products as doc 3 §3 'Scale product', each with its free associated product. */
export async function listProducts(app: FastifyInstance, unidadeId: number): Promise<TScaleProduct[]> {
  const db = app.database.db;
  const rows = await repo.listKgProducts(db, unidadeId);
  const freeIds = [...new Set(rows.map((r) => r.p.produtoLivreAssociadoId).filter((id): id is number => !!id))];
  const free = new Map((await repo.findProducts(db, unidadeId, freeIds)).map((p) => [p.id, p]));
  return rows.map(({ p, grupo }) => {
    const f = p.produtoLivreAssociadoId ? free.get(p.produtoLivreAssociadoId) : undefined;
    return {
      idProduto: p.id,
      descricao: p.descricao,
      valorUnitarioVenda: reais(p.valorUnitarioVendaCents),
      unidadeMedida: { sigla: p.unidadeMedida.toUpperCase() },
      produtoLivreAssociado: f
        ? { idProduto: f.id, descricao: f.descricao, valorUnitarioVenda: reais(f.valorUnitarioVendaCents) }
        : null,
      tipoNotificacao: p.tipoNotificacao,
      grupoProduto: grupo?.id ? { id: grupo.id, descricao: grupo.descricao } : null,
      cobrarTaxaServico: p.cobrarTaxaServico,
    };
  });
}

const asScaleProduct = (p: repo.ProductRow): ScaleProduct => ({
  idProduto: p.id,
  descricao: p.descricao,
  valorUnitarioCents: p.valorUnitarioVendaCents,
  tipoNotificacao: p.tipoNotificacao,
  cobrarTaxaServico: p.cobrarTaxaServico,
});

/**
 * The kiosk opens a tab for the customer: the kiosk role carries the right to launch this one COMANDA even when
 * the kiosk's user has no tab/table role (a customer at a kiosk is not a waiter).
 */
function kioskProfile(profile: TProfile): TProfile {
  const role = ROLES.ROLE_PDV_COMANDA_MESA;
  return {
    ...profile,
    permissoes: [...profile.permissoes, role],
    unidade: { ...profile.unidade, roles: [...profile.unidade.roles, role] },
  };
}

/** Half a gram: the kiosk sends the reading it showed (3 decimals); a different weight was not the one shown. */
const WEIGHT_TOLERANCE_KG = 0.0005;

/**
 * POST /api-v2/balanca/pedido (doc 3 §9): the weighed plate (or the free associated product when cheaper, quantity
 * 1) as a COMANDA with complement 'BALANÇA', its item NAO_NOTIFICAR unless the product names a place, saved by the
 * order save service in one transaction with the tab number (typed, or generated 'mode|min|max') and the print job
 * (printOrder, when the terminal prints on create). An Idempotency-Key makes a retry answer the first sale.
 */
export async function placeOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  body: TScaleOrderRequest,
): Promise<TScaleOrderResult> {
  const { unidadeId } = request.session;
  const claim = claimOf(request, ORDER_ROUTE, body);
  const blank: TOrderSaveRequest = { tipo: 'COMANDA', iFoodOrder: { items: [], payments: [] } };
  const prepared = await prepareSave(app, request, [blank]);
  // The weight charged is the scale's, read here (never the browser's number): outside the transaction, a scale
  // that does not answer must not hold it open; checked inside, after a retry's answer has had its chance.
  const reading = await app.providers.scale.read();
  return app.orderEvents.transaction((tx) =>
    idempotent(tx, claim, async (): Promise<TScaleOrderResult> => {
      if (!isCapturableReading(reading) || Math.abs(reading.peso - body.peso) > WEIGHT_TOLERANCE_KG) {
        throw unprocessable(MSG.SCALE_WEIGHT_CHANGED);
      }
      const settings = await repo.lockSettings(tx, unidadeId, body.terminal);
      const [product] = await repo.findProducts(tx, unidadeId, [body.idProduto]);
      if (!product || !product.ativo) throw notFound(MSG.SCALE_PRODUCT_NOT_FOUND);
      if (product.unidadeMedida.toUpperCase() !== 'KG') throw unprocessable(MSG.SCALE_PRODUCT_NOT_KG);
      const selected = settings.produtosKgSelecionados;
      if (selected.length > 0 && !selected.includes(product.id)) throw unprocessable(MSG.SCALE_PRODUCT_NOT_SELECTED);
      const [free] = product.produtoLivreAssociadoId
        ? await repo.findProducts(tx, unidadeId, [product.produtoLivreAssociadoId])
        : [];
      const line = scaleLine(asScaleProduct(product), reading.peso, free?.ativo ? asScaleProduct(free) : null);

      let tab = body.identificador?.trim() ?? '';
      if (tab) {
        if (!(await repo.tabExists(tx, unidadeId, tab))) throw unprocessable(MSG.SCALE_TAB_NOT_FOUND);
      } else {
        const generation = orFail(parseIdentifierGeneration(settings.geracaoIdentificador));
        if (!generation) throw unprocessable(MSG.SCALE_TAB_REQUIRED);
        const next = nextIdentifier(generation, settings.ultimoIdentificador);
        await repo.setLastIdentifier(tx, settings.id, next);
        tab = String(next);
      }

      const input: TOrderSaveRequest = {
        tipo: 'COMANDA',
        identificadorPrincipal: tab,
        complementoIdentificador: SCALE_ORDER_COMPLEMENT,
        iFoodOrder: {
          items: [
            {
              externalCode: line.idProduto,
              name: line.descricao,
              quantity: line.quantidade,
              price: reais(line.valorUnitarioCents),
              totalPrice: reais(line.totalCents),
              status: initialItemStatus(line.tipoNotificacao),
              localNotification: line.tipoNotificacao,
              unit: line.livreAssociado ? 'UN' : 'KG',
              productChargeServiceFee: line.cobrarTaxaServico,
            },
          ],
          payments: [],
        },
      };
      const saved = await saveOrderInTransaction(
        app,
        request,
        { ...prepared, profile: kioskProfile(prepared.profile) },
        tx,
        input,
      );
      const order = saved.order;

      let impresso = false;
      let mensagemImpressao: string | null = null;
      if (settings.imprimirAoCriar) {
        if (await hasPrintLocation(tx, unidadeId, DEFAULT_PRINT_LOCATION)) {
          await recordPrintJobs(app, tx, [
            {
              unidadeId,
              pedidoId: order.id,
              identificador: `PEDIDO_INTEGRACAO_ID_${order.id}`,
              origem: 'BALANCA',
              localImpressao: DEFAULT_PRINT_LOCATION,
              descricao: `Pedido #${order.sequencial ?? order.id}`,
            },
          ]);
          impresso = true;
          mensagemImpressao = MSG.SCALE_PRINTED;
        } else {
          mensagemImpressao = MSG.PRINT_LOCATION_NOT_FOUND;
        }
      }
      const result: TScaleOrderResult = {
        idPedido: order.id,
        sequencial: order.sequencial,
        identificador: tab,
        descricao: line.descricao,
        quantidade: line.quantidade,
        valorUnitario: reais(line.valorUnitarioCents),
        total: reais(line.totalCents),
        livreAssociado: line.livreAssociado,
        impresso,
        mensagemImpressao,
      };
      return result;
    }),
  );
}
