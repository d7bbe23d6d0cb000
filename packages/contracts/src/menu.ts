import { z } from 'zod';

/** Menu, products, combo steps and payment methods (doc 2 §3 "Product menu entry", "Step"; doc 1 §3). */
export const ZGrupoProduto = z.object({
  id: z.number().int(),
  descricao: z.string(),
  cor: z.string().nullable(),
  ativo: z.boolean(),
  mostrarPdvOnline: z.boolean(),
  mostrarVersaoMobile: z.boolean(),
});
export type TGrupoProduto = z.infer<typeof ZGrupoProduto>;

export const ZProduto = z.object({
  idProduto: z.number().int(),
  descricao: z.string(),
  valorUnitarioVenda: z.number(),
  codigoBarras: z.string().nullable(),
  unidadeMedida: z.object({ sigla: z.string() }),
  /** 'S' (service) is left out of the import product list. */
  tipoProduto: z.string(),
  cobrarTaxaServico: z.boolean(),
  abrirPassos: z.boolean(),
  observacaoAutomatica: z.string().nullable(),
  /** Quick phrases for the observation dialog, separated by ';'. */
  observacoesMobile: z.string().nullable(),
  tipoNotificacao: z.string(),
  taxaEntrega: z.boolean(),
  grupoProduto: ZGrupoProduto.nullable(),
});
export type TProduto = z.infer<typeof ZProduto>;

export const ZStepItem = z.object({
  id: z.number().int(),
  produto: ZProduto,
  valor: z.number(),
  adicionarAutomaticamente: z.boolean(),
});

/** A combo step; level 3 steps hang from a level-2 step item (`idItemPai`, whose product is `idProdutoPai`). */
export const ZStep = z.object({
  id: z.number().int(),
  descricao: z.string(),
  minimo: z.number().int(),
  maximo: z.number().int(),
  ordem: z.number().int(),
  tipoCalculo: z.enum(['FRACAO', 'MAIOR_VALOR']).nullable(),
  nivel: z.number().int(),
  idItemPai: z.number().int().nullable(),
  idProdutoPai: z.number().int().nullable(),
  itens: z.array(ZStepItem),
});
export type TStep = z.infer<typeof ZStep>;

export const ZProdutoCardapio = z.object({
  id: z.number().int(),
  produto: ZProduto,
  complementos: z.array(ZStep),
});
export type TProdutoCardapio = z.infer<typeof ZProdutoCardapio>;

export const ZFormaPagamento = z.object({
  id: z.number().int(),
  descricao: z.string(),
  codigo: z.string(),
  utilizaTef: z.boolean(),
  modeloPos: z.string().nullable(),
  pessoaRequerida: z.boolean(),
  intervalo: z.number().int(),
  ativo: z.boolean(),
  conta: z.object({ idConta: z.number().int(), tipoConta: z.string(), descricao: z.string(), pendente: z.boolean() }),
});
export type TFormaPagamento = z.infer<typeof ZFormaPagamento>;
