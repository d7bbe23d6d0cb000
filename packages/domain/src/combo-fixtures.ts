/** Small factories for the combo tests (not exported from the package). */
import type { ComboStep, ComboStepItem } from './combo';

export const makeItem = (produtoId: number, valor: number, overrides: Partial<ComboStepItem> = {}): ComboStepItem => ({
  produtoId,
  descricao: `Produto ${produtoId}`,
  valor,
  ...overrides,
});

export const makeStep = (overrides: Partial<ComboStep> = {}): ComboStep => ({
  id: 1,
  descricao: 'Sabores',
  minimo: 1,
  maximo: 2,
  ordem: 1,
  tipoCalculo: null,
  nivel: 2,
  itens: [makeItem(10, 40), makeItem(11, 50), makeItem(12, 30)],
  ...overrides,
});

export const extras = makeStep({
  id: 30,
  descricao: 'Adicionais',
  minimo: 0,
  maximo: 3,
  nivel: 3,
  itens: [makeItem(31, 2.5)],
});
