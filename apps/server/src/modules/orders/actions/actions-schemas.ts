import { MSG } from '@brasa/domain';
import { INT4_MAX, ZInt4Count, ZOrder } from '@brasa/contracts';
import { z } from 'zod';
import { ZId } from '../schemas';

const ZPrintLocation = z
  .string({ error: 'Informe o local de impressão.' })
  .trim()
  .min(1, 'Informe o local de impressão.')
  .max(60, 'Local de impressão inválido.');

const ZDeliveryFeeChoice = z.enum(['S', 'N'], { error: 'Escolha se a taxa de entrega será incluída (S ou N).' });

/**
 * finalizarIntegracao: the order as the import dialog shows it; what counts is its id, version and, for a
 * marketplace order, the delivery-fee choice (`iFoodOrder.incluirTaxaEntregaImportacaoSelecionado`, doc 2 §3).
 */
export const ZFinalizeImportBody = z.object(
  {
    id: ZId,
    version: ZInt4Count.nullish(),
    iFoodOrder: z.object({ incluirTaxaEntregaImportacaoSelecionado: ZDeliveryFeeChoice.nullish() }).nullish(),
  },
  { error: 'Informe o pedido.' },
);

export const ZImportAllBody = z
  .array(z.object({ id: ZId }, { error: 'Informe o pedido.' }), { error: 'Informe a lista de pedidos.' })
  .min(1, MSG.MULTI_STATUS_NOTHING_SELECTED)
  .max(500, 'Selecione no máximo 500 pedidos.');

export const ZImportAllResult = z.array(
  z.union([
    z.object({ id: z.number().int(), pedidoIntegracao: ZOrder }),
    z.object({ id: z.number().int(), msgErro: z.string() }),
  ]),
);

export const ZLogEventBody = z.object(
  {
    tipo: z.string({ error: 'Informe o tipo do evento.' }).trim().min(1, 'Informe o tipo do evento.').max(40),
    entidade: z
      .string({ error: 'Informe a entidade do evento.' })
      .trim()
      .min(1, 'Informe a entidade do evento.')
      .max(60),
    motivo: z.string().max(500, 'O motivo pode ter no máximo 500 caracteres.').nullish(),
    json: z
      .unknown()
      .optional()
      .refine((v) => v === undefined || JSON.stringify(v).length <= 200_000, 'Evento grande demais.'),
    pedidoIntegracao: z.object({ id: ZId }, { error: 'Informe o pedido.' }),
  },
  { error: 'Informe o evento.' },
);

export const ZLogEventResult = z.object({
  id: z.number().int(),
  tipo: z.string(),
  entidade: z.string(),
  motivo: z.string().nullable(),
  pedidoIntegracao: z.object({ id: z.number().int() }),
  createdAt: z.string(),
});

export const ZPrintResults = z.array(z.object({ result: z.enum(['SUCCESS', 'FAILURE']), message: z.string() }));

export const ZPrintOrderQuery = z.object({
  localImpressao: z.string().trim().max(60, 'Local de impressão inválido.').optional(),
  origem: z.string().trim().max(60, 'Origem inválida.').optional(),
});

export const ZKdsQuery = z.object({ localImpressao: ZPrintLocation });

export const ZKdsBody = z
  .object(
    {
      id: ZId.optional(),
      pedidoId: ZId.optional(),
      items: z
        .array(z.object({ referenceCode: z.string().max(100).nullish() }))
        .max(1000)
        .optional(),
    },
    { error: 'Informe o pedido.' },
  )
  .refine((b) => b.id !== undefined || b.pedidoId !== undefined, 'Informe o pedido.');

export const ZTefParams = z.object({ location: ZPrintLocation });

export const ZTefBody = z.object(
  {
    pedidoId: ZId,
    intencaoVendaId: z.union([z.string().trim().min(1).max(100), z.number().int().min(0).max(INT4_MAX)], {
      error: 'Informe a intenção de venda.',
    }),
    comprovante: z
      .string({ error: 'Informe o comprovante.' })
      .trim()
      .min(1, 'Informe o comprovante.')
      .max(20_000, 'Comprovante grande demais.'),
  },
  { error: 'Informe o comprovante.' },
);
