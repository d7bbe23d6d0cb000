import { toReais, type Cents } from '@brasa/domain';
import type { TGrupoProduto, TProduto, TStep } from '@brasa/contracts';
import type { GroupRow, ProductRow } from './repository';
import type { listSteps } from './repository';

export function toGroup(g: GroupRow): TGrupoProduto {
  return {
    id: g.id,
    descricao: g.descricao,
    cor: g.cor,
    ativo: g.ativo,
    mostrarPdvOnline: g.mostrarPdvOnline,
    mostrarVersaoMobile: g.mostrarVersaoMobile,
  };
}

export function toProduto(p: ProductRow, g: GroupRow | null): TProduto {
  return {
    idProduto: p.id,
    descricao: p.descricao,
    valorUnitarioVenda: toReais(p.valorUnitarioVendaCents as Cents),
    codigoBarras: p.codigoBarras,
    unidadeMedida: { sigla: p.unidadeMedida },
    tipoProduto: p.tipoProduto,
    cobrarTaxaServico: p.cobrarTaxaServico,
    abrirPassos: p.abrirPassos,
    observacaoAutomatica: p.observacaoAutomatica,
    observacoesMobile: p.observacoesMobile,
    tipoNotificacao: p.tipoNotificacao,
    taxaEntrega: p.taxaEntrega,
    grupoProduto: g ? toGroup(g) : null,
  };
}

type StepRows = Awaited<ReturnType<typeof listSteps>>;

/** Steps by product id; level 3 steps name the level-2 item (and its product) they hang from. */
export function groupStepsByProduct(rows: StepRows): Map<number, TStep[]> {
  const itemProduct = new Map<number, number>();
  for (const { items } of rows) for (const { item } of items) itemProduct.set(item.id, item.produtoId);
  const byProduct = new Map<number, TStep[]>();
  for (const { step, items } of rows) {
    const list = byProduct.get(step.produtoId) ?? [];
    list.push({
      id: step.id,
      descricao: step.descricao,
      minimo: step.minimo,
      maximo: step.maximo,
      ordem: step.ordem,
      tipoCalculo: step.tipoCalculo === 'FRACAO' || step.tipoCalculo === 'MAIOR_VALOR' ? step.tipoCalculo : null,
      nivel: step.nivel,
      idItemPai: step.passoItemPaiId,
      idProdutoPai: step.passoItemPaiId ? (itemProduct.get(step.passoItemPaiId) ?? null) : null,
      itens: items.map(({ item, p }) => ({
        id: item.id,
        produto: toProduto(p, null),
        valor: toReais(item.valorCents as Cents),
        adicionarAutomaticamente: item.adicionarAutomaticamente,
      })),
    });
    byProduct.set(step.produtoId, list);
  }
  return byProduct;
}
