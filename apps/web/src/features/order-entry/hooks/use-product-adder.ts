import type { TStep } from '@brasa/contracts';
import { MSG, type Cents, type ComboStep, comboSteps } from '@brasa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { menuQueries } from '../api/menu-queries';
import { matchLookup, productActionFor, readCodeEntry } from '../model/code-entry';
import { toComboSteps } from '../model/combo-steps';
import { makeDraftItem } from '../model/draft-item';
import type { MenuEntry } from '../model/menu-entry';
import type { DraftItem, DraftSubItem } from '../model/order-draft';

interface PickOptions {
  readonly quantity?: number | null;
  readonly unitPriceCents?: Cents;
  /** Code entries confirm with 'Produto "{name}" adicionado com sucesso.' (doc 2 §5.6). */
  readonly announce?: boolean;
}

export interface PendingProduct {
  readonly entry: MenuEntry;
  readonly unitPriceCents?: Cents;
  readonly announce: boolean;
}

export interface PendingCombo extends PendingProduct {
  /** null while the combo's steps are being fetched. */
  readonly steps: ComboStep[] | null;
}

export interface ProductAdderOptions {
  readonly menu: readonly MenuEntry[];
  readonly scaleFormat: string | null;
  readonly seller: { readonly id: number; readonly nome: string } | null;
  /** Adds the line to the order; false when the cart refused it. */
  readonly addItem: (item: DraftItem) => boolean;
  /** A name typed in the code field: open the product search with it. */
  readonly onSearchText: (text: string) => void;
}

/**
 * How a product gets into the order: tiles, the search dialog and the code field all end here. Combos open
 * their steps, KG products their weight, others are added at once (doc 2 §2.7, §5.6).
 */
export function useProductAdder({ menu, scaleFormat, seller, addItem, onSearchText }: ProductAdderOptions) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pendingUnitPrice, setPendingUnitPrice] = useState<Cents | null>(null);
  const [combo, setCombo] = useState<PendingCombo | null>(null);
  const [weighing, setWeighing] = useState<PendingProduct | null>(null);
  /** The combo being opened: an answer for an earlier (closed or replaced) one is dropped. */
  const comboOpening = useRef(0);

  const finish = useCallback(
    (
      entry: MenuEntry,
      quantity: number,
      unitPriceCents: Cents | undefined,
      announce: boolean,
      subItems?: DraftSubItem[],
    ) => {
      const item = makeDraftItem(entry.produto, { quantity, unitPriceCents, seller, subItems });
      if (addItem(item) && announce) notify.success(MSG.produtoAdicionado(entry.produto.descricao));
    },
    [addItem, notify, seller],
  );

  const pick = useCallback(
    (entry: MenuEntry, options: PickOptions = {}) => {
      const unitPriceCents = options.unitPriceCents ?? pendingUnitPrice ?? undefined;
      const announce = options.announce ?? false;
      setPendingUnitPrice(null);
      const action = productActionFor(entry.produto, options.quantity ?? null);
      if (action.kind === 'combo') {
        if (!menu.some((candidate) => candidate.produto.idProduto === entry.produto.idProduto)) {
          return notify.warning(MSG.itemNaoEncontradoNaListagem(entry.produto.descricao));
        }
        const opening = ++comboOpening.current;
        const open = (complementos: readonly TStep[]) => {
          if (opening !== comboOpening.current) return;
          const steps = comboSteps({ descricao: entry.produto.descricao, complementos: toComboSteps(complementos) });
          if (!steps.ok) {
            setCombo(null);
            return notify.warning(steps.message);
          }
          setCombo({ entry, steps: steps.value, unitPriceCents, announce });
        };
        const stepsQuery = menuQueries.comboSteps(entry.produto.idProduto);
        const known = entry.complementos ?? queryClient.getQueryData(stepsQuery.queryKey);
        if (known) return open(known);
        // The lean menu has no steps: the dialog shows that they are loading.
        setCombo({ entry, steps: null, unitPriceCents, announce });
        queryClient.fetchQuery(stepsQuery).then(open, (error: unknown) => {
          if (opening !== comboOpening.current) return;
          setCombo(null);
          notify.error(readErrorMessage(error, MSG.PRODUCTS_FETCH_FAILED));
        });
        return;
      }
      if (action.kind === 'weigh') return setWeighing({ entry, unitPriceCents, announce });
      finish(entry, action.quantity, unitPriceCents, announce);
    },
    [finish, menu, notify, pendingUnitPrice, queryClient],
  );

  /** The code field's Enter. Resolves true when the text was used (the field is then cleared). */
  const submitCode = useCallback(
    async (text: string): Promise<boolean> => {
      const outcome = readCodeEntry(text, menu, scaleFormat);
      switch (outcome.kind) {
        case 'error':
          notify.warning(outcome.message);
          return false;
        case 'unitPrice':
          setPendingUnitPrice(outcome.unitPriceCents);
          return true;
        case 'product':
          pick(outcome.entry, { quantity: outcome.quantity, unitPriceCents: outcome.unitPriceCents, announce: true });
          return true;
        case 'lookup': {
          let results;
          try {
            results = await queryClient.fetchQuery(menuQueries.search(outcome.code));
          } catch (error) {
            notify.error(readErrorMessage(error, MSG.PRODUCTS_FETCH_FAILED));
            return false;
          }
          const found = matchLookup(menu, outcome.code, results);
          if (found) {
            pick(found, { quantity: outcome.quantity, unitPriceCents: outcome.unitPriceCents, announce: true });
            return true;
          }
          if (results.length > 0 && /\D/.test(outcome.code)) {
            onSearchText(outcome.code);
            return true;
          }
          notify.warning(MSG.produtoNaoCadastrado(outcome.code));
          return false;
        }
      }
    },
    [menu, notify, onSearchText, pick, queryClient, scaleFormat],
  );

  const confirmWeight = useCallback(
    (quantity: number) => {
      if (!weighing) return;
      setWeighing(null);
      finish(weighing.entry, quantity, weighing.unitPriceCents, weighing.announce);
    },
    [finish, weighing],
  );

  const closeCombo = useCallback(() => {
    comboOpening.current += 1;
    setCombo(null);
  }, []);

  const confirmCombo = useCallback(
    (subItems: DraftSubItem[]) => {
      if (!combo) return;
      comboOpening.current += 1;
      setCombo(null);
      finish(combo.entry, 1, combo.unitPriceCents, combo.announce, subItems);
    },
    [combo, finish],
  );

  return {
    pick,
    submitCode,
    pendingUnitPrice,
    clearPendingUnitPrice: () => setPendingUnitPrice(null),
    combo,
    closeCombo,
    confirmCombo,
    weighing,
    closeWeighing: () => setWeighing(null),
    confirmWeight,
  };
}

export type ProductAdder = ReturnType<typeof useProductAdder>;
