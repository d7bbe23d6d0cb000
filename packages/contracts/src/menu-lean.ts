import { z } from 'zod';
import { ZStep } from './menu';

/**
 * The lean menu of the order dialog (GET /api-v2/produtoCardapio/enxuto, beside the spec's full
 * `produtoCardapio` list that other clients use): only what the product grid, the code field and a new
 * order line need, by column (the i-th entry of every list is the same product, sorted by name), without
 * the group objects (they come from the group list) nor the combo steps (they come from
 * GET /api-v2/produtoCardapio/{id}/complementos when a combo is opened).
 */
export const ZCardapioEnxuto = z.object({
  id: z.array(z.number().int()),
  descricao: z.array(z.string()),
  /** In reais, as in the full list. */
  valorUnitarioVenda: z.array(z.number()),
  /** The product's group id (grupoProduto list), or null. */
  grupo: z.array(z.number().int().nullable()),
  /** For the code field and scale labels. */
  codigoBarras: z.array(z.string().nullable()),
  /** UN, KG (weighed: the weight dialog or a scale label), ... */
  unidadeMedida: z.array(z.string()),
  /** Where a new line is notified (NN none, or a print location). */
  tipoNotificacao: z.array(z.string()),
  /** Ids of the combos (abrirPassos): they open their steps. */
  combos: z.array(z.number().int()),
  /** Ids of the products that do not charge the service fee (the others do). */
  semTaxaServico: z.array(z.number().int()),
  /** The automatic observation of the products that have one, by product id. */
  observacaoAutomatica: z.record(z.string(), z.string()),
  /** The quick phrases ('a;b;c') of the products that have them, by product id. */
  observacoesMobile: z.record(z.string(), z.string()),
});
export type TCardapioEnxuto = z.infer<typeof ZCardapioEnxuto>;

/** GET /api-v2/produtoCardapio/{id}/complementos: a menu product's steps, level 2 and 3 (as in `complementos`). */
export const ZComplementosProduto = z.array(ZStep);
