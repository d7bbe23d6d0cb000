/**
 * Combo steps (complementos) of levels 2 and 3 (doc 2 §2.7, §3 "Step", §4.3, §5.2, §9). A level-2 step
 * belongs to the product being added; a level-3 step belongs to a product chosen in a level-2 step (its
 * own `complementos`). Step values are the payload's reais; prices come out in cents, for one unit of the
 * combo.
 */
import { MSG } from './messages';
import { type Cents, asCents, multiplyCents, roundHalfAwayFromZero, toCents } from './money';
import { type Result, fail, ok } from './result';

export type ComboCalculation = 'FRACAO' | 'MAIOR_VALOR';
type Id = string | number;

export interface ComboStepItem {
  readonly produtoId: Id;
  readonly descricao: string;
  /** Reais. */
  readonly valor: number;
  readonly adicionarAutomaticamente?: boolean | null;
  /** The chosen product's own steps; its level-3 ones open under this item. */
  readonly complementos?: readonly ComboStep[] | null;
}

export interface ComboStep {
  readonly id: Id;
  readonly descricao: string;
  readonly minimo: number;
  readonly maximo: number;
  readonly ordem: number;
  readonly tipoCalculo?: ComboCalculation | null;
  /** 2 or 3. */
  readonly nivel: number;
  readonly itens: readonly ComboStepItem[];
}

export interface ComboChoice {
  readonly produtoId: Id;
  readonly quantity: number;
  /** Level-3 choices for this item, by level-3 step id. */
  readonly subSelections?: ComboSelection | null;
}

/** Choices by step id. */
export type ComboSelection = Readonly<Record<string, readonly ComboChoice[]>>;

export interface PricedChoice {
  readonly produtoId: Id;
  readonly name: string;
  /** Units, or the share of the step (FRACAO, MAIOR_VALOR), with 3 decimals. */
  readonly quantity: number;
  /** Unit price: the item's valor, or the highest valor of the step (MAIOR_VALOR). */
  readonly price: Cents;
  readonly totalPrice: Cents;
}

export interface ComboSubItem extends PricedChoice {
  readonly level: 2 | 3;
  /** The level-2 product a level-3 sub-item hangs under. */
  readonly parentProdutoId?: Id;
}

export interface PricedCombo {
  readonly subItems: readonly ComboSubItem[];
  /** Base price + the sub-item totals: the item's unit total. */
  readonly totalCents: Cents;
}

const byOrder = (steps: readonly ComboStep[]) => [...steps].sort((a, b) => a.ordem - b.ordem);
const levelOf = (steps: readonly ComboStep[] | null | undefined, level: 2 | 3) =>
  byOrder((steps ?? []).filter((step) => (level === 3 ? step.nivel === 3 : step.nivel !== 3)));
const chosen = (choices: readonly ComboChoice[] | undefined) =>
  (choices ?? []).filter((choice) => Number.isFinite(choice.quantity) && choice.quantity > 0);
const hasChoices = (selection: ComboSelection | null | undefined) =>
  Object.values(selection ?? {}).some((choices) => chosen(choices).length > 0);
const formatCount = (count: number) => String(Math.round(count * 1000) / 1000).replace('.', ',');

/** The product's level-2 steps by `ordem`, or "Item '{name}' não possui passos configurados". */
export function comboSteps(product: {
  readonly descricao: string;
  readonly complementos?: readonly ComboStep[] | null;
}): Result<ComboStep[]> {
  const steps = levelOf(product.complementos, 2);
  return steps.length > 0 ? ok(steps) : fail(MSG.itemSemPassos(product.descricao));
}

/** The level-3 steps of a chosen item by `ordem`, or "Não existe passos do nível 3 para o produto {name}". */
export function levelThreeSteps(item: ComboStepItem): Result<ComboStep[]> {
  const steps = levelOf(item.complementos, 3);
  return steps.length > 0 ? ok(steps) : fail(MSG.semPassosNivel3(item.descricao));
}

/** The step's total quantity: the sum of its choices. */
export function stepTotal(choices: readonly ComboChoice[] | undefined): number {
  return chosen(choices).reduce((sum, choice) => sum + choice.quantity, 0);
}

/** doc 2 §5.2: finishing or advancing a step needs minimo <= total <= maximo. */
export function validateStepQuantity(step: ComboStep, total: number): Result<null> {
  if (step.maximo === 0 && total > 0) return fail(MSG.STEP_MAX_ZERO);
  if (total > step.maximo) return fail(MSG.quantidadeMaximaExcedida(formatCount(total), formatCount(step.maximo)));
  if (total < step.minimo) return fail(MSG.quantidadeMinimaNaoAtingida(step.descricao, formatCount(step.minimo)));
  return ok(null);
}

/** doc 2 §4.3: reaching a step's maximum moves the stepper on. */
export function shouldAutoAdvance(step: ComboStep, total: number): boolean {
  return step.maximo > 0 && total === step.maximo;
}

/** doc 2 §4.3, §5.2: items are edited only in the active step; `steps` is the stepper's list. */
export function validateStepItemEdit(
  steps: readonly ComboStep[],
  activeStepId: Id,
  itemStepId: Id,
  itemName: string,
): Result<null> {
  if (String(itemStepId) === String(activeStepId)) return ok(null);
  const ordered = byOrder(steps);
  const index = ordered.findIndex((step) => String(step.id) === String(itemStepId));
  if (index < 0) return fail(MSG.itemNaoEncontradoNaListagem(itemName));
  return fail(MSG.volteAoPasso(index + 1, ordered[index]!.descricao, itemName));
}

/** Splits an integer total by weights: floors, then the leftover units to the largest remainders (later first). */
function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, index) => (index === weights.length - 1 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map((value) => Math.floor(value));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((_, index) => index).sort((a, b) => exact[b]! - parts[b]! - (exact[a]! - parts[a]!) || b - a);
  for (let k = 0; left > 0; k += 1, left -= 1) {
    const index = order[k % order.length]!;
    parts[index] = parts[index]! + 1;
  }
  return parts;
}

/**
 * Prices the choices of one step (doc 2 §9). FRACAO: the step is one unit split by the chosen quantities
 * (two flavours: 1/2 each) and each share is priced at its own valor. MAIOR_VALOR: the same shares, all
 * at the highest valor chosen. No tipoCalculo: valor × quantity. Shares are allocated in thousandths and
 * the step total is rounded once, then allocated, so shares sum to 1 and prices to the step total.
 */
export function priceComboStep(step: ComboStep, choices: readonly ComboChoice[]): Result<PricedChoice[]> {
  const lines: { item: ComboStepItem; quantity: number; valor: Cents }[] = [];
  for (const choice of chosen(choices)) {
    const item = step.itens.find((candidate) => String(candidate.produtoId) === String(choice.produtoId));
    if (!item) return fail(MSG.itemNaoEncontradoNaListagem(choice.produtoId));
    lines.push({ item, quantity: choice.quantity, valor: toCents(item.valor) });
  }
  const priced = (line: (typeof lines)[number], quantity: number, price: Cents, totalPrice: Cents) => ({
    produtoId: line.item.produtoId,
    name: line.item.descricao,
    quantity,
    price,
    totalPrice,
  });
  if (!step.tipoCalculo) {
    return ok(lines.map((line) => priced(line, line.quantity, line.valor, multiplyCents(line.valor, line.quantity))));
  }
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const highest = asCents(Math.max(0, ...lines.map((line) => line.valor)));
  const unitPrice = (line: (typeof lines)[number]) => (step.tipoCalculo === 'MAIOR_VALOR' ? highest : line.valor);
  const amounts = lines.map((line) => (unitPrice(line) * line.quantity) / units);
  const totals = allocate(roundHalfAwayFromZero(amounts.reduce((a, b) => a + b, 0)), amounts);
  const thousandths = allocate(
    1000,
    lines.map((line) => line.quantity),
  );
  return ok(
    lines.map((line, index) => priced(line, thousandths[index]! / 1000, unitPrice(line), asCents(totals[index]!))),
  );
}

/**
 * Prices a combo: base price plus every level-2 choice and, under each, its level-3 choices. Steps not in
 * `steps` are ignored; choosing a product that is not in its step, or level-3 choices for a product
 * without level-3 steps, fails. Level-3 quantities are kept as chosen (not scaled by a level-2 share).
 */
export function priceCombo(
  basePriceCents: Cents,
  steps: readonly ComboStep[],
  selection: ComboSelection,
): Result<PricedCombo> {
  const subItems: ComboSubItem[] = [];
  for (const step of levelOf(steps, 2)) {
    const stepChoices = chosen(selection[String(step.id)]);
    const priced = priceComboStep(step, stepChoices);
    if (!priced.ok) return priced;
    for (const [index, line] of priced.value.entries()) {
      subItems.push({ ...line, level: 2 });
      const choice = stepChoices[index]!;
      if (!hasChoices(choice.subSelections)) continue;
      const item = step.itens.find((candidate) => String(candidate.produtoId) === String(line.produtoId))!;
      const inner = levelThreeSteps(item);
      if (!inner.ok) return inner;
      for (const innerStep of inner.value) {
        const innerPriced = priceComboStep(innerStep, chosen(choice.subSelections?.[String(innerStep.id)]));
        if (!innerPriced.ok) return innerPriced;
        for (const sub of innerPriced.value) subItems.push({ ...sub, level: 3, parentProdutoId: item.produtoId });
      }
    }
  }
  const totalCents = asCents(subItems.reduce((sum, sub) => sum + sub.totalPrice, basePriceCents as number));
  return ok({ subItems, totalCents });
}

/**
 * Checks every level-2 step of the selection and the level-3 steps of each chosen item (the server's check
 * before saving a combo). The first failing step's message wins.
 */
export function validateComboSelection(steps: readonly ComboStep[], selection: ComboSelection): Result<null> {
  for (const step of levelOf(steps, 2)) {
    const stepChoices = chosen(selection[String(step.id)]);
    const quantity = validateStepQuantity(step, stepTotal(stepChoices));
    if (!quantity.ok) return quantity;
    for (const choice of stepChoices) {
      const item = step.itens.find((candidate) => String(candidate.produtoId) === String(choice.produtoId));
      if (!item) return fail(MSG.itemNaoEncontradoNaListagem(choice.produtoId));
      const innerSteps = levelOf(item.complementos, 3);
      if (innerSteps.length === 0) {
        if (hasChoices(choice.subSelections)) return fail(MSG.semPassosNivel3(item.descricao));
        continue;
      }
      for (const innerStep of innerSteps) {
        const inner = validateStepQuantity(innerStep, stepTotal(choice.subSelections?.[String(innerStep.id)]));
        if (!inner.ok) return inner;
      }
    }
  }
  return ok(null);
}

/**
 * The selection a combo dialog opens with. With BETA_COMBO_ADD_AUTOMATICAMENTE the items flagged
 * adicionarAutomaticamente are pre-chosen (1 each, no more than the step's maximo), level 3 included.
 */
export function defaultSelection(steps: readonly ComboStep[], autoAddEnabled: boolean): ComboSelection {
  return autoAddEnabled ? flaggedChoices(steps, 2) : {};
}

function flaggedChoices(steps: readonly ComboStep[], level: 2 | 3): ComboSelection {
  const selection: Record<string, ComboChoice[]> = {};
  for (const step of levelOf(steps, level)) {
    const flagged = step.itens
      .filter((item) => item.adicionarAutomaticamente === true)
      .slice(0, Math.max(0, step.maximo));
    if (flagged.length === 0) continue;
    selection[String(step.id)] = flagged.map((item) => {
      const inner = level === 2 ? flaggedChoices(item.complementos ?? [], 3) : {};
      return Object.keys(inner).length > 0
        ? { produtoId: item.produtoId, quantity: 1, subSelections: inner }
        : { produtoId: item.produtoId, quantity: 1 };
    });
  }
  return selection;
}
