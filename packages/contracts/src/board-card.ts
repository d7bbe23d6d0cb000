/**
 * The board's cards (GET /api-v2/pedidoIntegracao/quadro, the integration polling) leave out the order's top-level
 * fields that are null: they were half of a card's bytes (700 against 370 kB for 500 cards), sent to every
 * terminal at its boot and parsed there. `withCardNulls` puts them back as null, so a card reads like the order
 * it summarizes (TOrder). The body (`iFoodOrder`) is sent as stored, nulls included. A module without schemas:
 * the board's boot reads it.
 */
export const BOARD_CARD_NULLABLE_FIELDS = [
  'sequencial',
  'tipoImportacao',
  'tipoImportacaoOriginal',
  'pedidoAgendado',
  'dataImportacao',
  'dataIntegracao',
  'dataConfirmacao',
  'dataAguardandoRetirada',
  'dataEnvio',
  'dataEntrega',
  'dataCancelamento',
  'motivoCancelamento',
  'justificativaExclusao',
  'identificadorPrincipal',
  'identificadorSecundario',
  'complementoIdentificador',
  'quantidadePessoas',
  'pessoaCliente',
  'pessoaEntregador',
  'statusLogistica',
  'statusNotificacao',
  'agrupadorDespacho',
  'paradaRota',
  'idMovimentoFinanceiroAcerto',
  'idConfiguracaoIntegracaoLogistica',
  'jsonRetornoLogistica',
  'pedido',
  'levarTrocoPara',
  'latitude',
  'longitude',
  'descricao',
] as const;

/** A card as sent, its null fields put back (in place; answers the same object). */
export function withCardNulls<T extends object>(card: T): T {
  const fields = card as Record<string, unknown>;
  for (const field of BOARD_CARD_NULLABLE_FIELDS) if (!(field in fields)) fields[field] = null;
  return card;
}
