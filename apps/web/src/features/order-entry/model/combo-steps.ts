/**
 * The menu's steps (TStep, level 3 hanging from a level-2 item by idItemPai) as the domain's combo steps
 * (level 3 nested in the item's `complementos`), and a priced combo as the draft's sub-items.
 */
import type { TStep } from '@brasa/contracts';
import type { ComboStep, PricedCombo } from '@brasa/domain';
import type { DraftSubItem } from './order-draft';

function toComboStep(step: TStep, all: readonly TStep[]): ComboStep {
  return {
    id: step.id,
    descricao: step.descricao,
    minimo: step.minimo,
    maximo: step.maximo,
    ordem: step.ordem,
    tipoCalculo: step.tipoCalculo,
    nivel: step.nivel,
    itens: step.itens.map((item) => ({
      produtoId: item.produto.idProduto,
      descricao: item.produto.descricao,
      valor: item.valor,
      adicionarAutomaticamente: item.adicionarAutomaticamente,
      complementos:
        step.nivel === 3
          ? []
          : all
              .filter((inner) => inner.nivel === 3 && inner.idItemPai === item.id)
              .map((inner) => toComboStep(inner, all)),
    })),
  };
}

/** Level-2 steps of a menu product with their level-3 steps under the items that open them. */
export function toComboSteps(complementos: readonly TStep[]): ComboStep[] {
  return complementos.filter((step) => step.nivel !== 3).map((step) => toComboStep(step, complementos));
}

/** Sub-items per unit of the combo, in the order the stepper showed them. */
export function toDraftSubItems(priced: PricedCombo): DraftSubItem[] {
  return priced.subItems.map((sub) => ({
    externalCode: Number(sub.produtoId),
    name: sub.name,
    quantity: sub.quantity,
    priceCents: sub.price,
    totalCents: sub.totalPrice,
    level: sub.level,
    ...(sub.parentProdutoId === undefined ? {} : { parentExternalCode: Number(sub.parentProdutoId) }),
  }));
}
