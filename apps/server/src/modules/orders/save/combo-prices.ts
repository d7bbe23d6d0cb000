import { MSG, toCents } from '@brasa/domain';
import { isDbId, type TOrderItem, type TStep } from '@brasa/contracts';
import type { Tx } from '../repository';
import { unprocessable } from '../../../errors';
import { groupStepsByProduct } from '../../menu/mapper';
import { listSteps } from '../../menu/repository';

type SubItem = NonNullable<TOrderItem['subItems']>[number] & { externalCodeFather?: string | number | null };

/** The steps a sub-item may come from: level 2 of the combo, or level 3 under its parent's item. */
function candidateSteps(steps: TStep[], sub: SubItem): TStep[] {
  const father = sub.externalCodeFather;
  if (father === null || father === undefined || father === '') return steps.filter((s) => s.nivel !== 3);
  return steps.filter((s) => s.nivel === 3 && String(s.idProdutoPai) === String(father));
}

/**
 * A combo's choices carry the menu's prices (doc 2 §5.2, §9): each sub-item's unit price is the valor of its
 * step item (MAIOR_VALOR: the highest valor of a chosen item of the step, never below its own), and its total is
 * that price × its quantity. The browser prices combos with the same domain rule; the server checks it.
 */
export async function checkComboPrices(tx: Tx, unidadeId: number, items: TOrderItem[]) {
  const combos = items.filter((i) => (i.subItems?.length ?? 0) > 0 && isDbId(Number(i.externalCode)));
  if (combos.length === 0) return;
  const byProduct = groupStepsByProduct(
    await listSteps(tx, unidadeId, [...new Set(combos.map((i) => Number(i.externalCode)))]),
  );
  for (const item of combos) {
    const steps = byProduct.get(Number(item.externalCode));
    if (!steps?.length) throw unprocessable(MSG.itemSemPassos(item.name));
    for (const sub of (item.subItems ?? []) as SubItem[]) {
      const step = candidateSteps(steps, sub).find((s) =>
        s.itens.some((i) => String(i.produto.idProduto) === String(sub.externalCode)),
      );
      if (!step) throw unprocessable(MSG.itemNaoEncontradoNaListagem(sub.name ?? String(sub.externalCode)));
      const own = toCents(step.itens.find((i) => String(i.produto.idProduto) === String(sub.externalCode))!.valor);
      const price = toCents(sub.price ?? 0);
      const allowed =
        step.tipoCalculo === 'MAIOR_VALOR'
          ? price >= own && step.itens.some((i) => toCents(i.valor) === price)
          : price === own;
      // quantity × unit price, rounded per unit and then per item quantity: a cent of slack per unit of the item
      const expected = price * (sub.quantity ?? 1);
      const slack = Math.max(1, Math.ceil(Math.abs(item.quantity)));
      const totalOk =
        sub.totalPrice === null ||
        sub.totalPrice === undefined ||
        Math.abs(toCents(sub.totalPrice) - expected) <= slack;
      if (!allowed || !totalOk) throw unprocessable(MSG.comboPriceMismatch(sub.name ?? String(sub.externalCode)));
    }
  }
}
