import type { TTefIntent } from '@brasa/contracts';

let clock = Date.parse('2025-01-02T15:00:00.000Z');

/** An intent as the server answers it; each call is a second newer than the last (updatedAt orders copies). */
export function makeIntent(seed: Partial<TTefIntent> = {}): TTefIntent {
  clock += 1000;
  const at = new Date(clock).toISOString();
  return {
    intencaoVendaId: 91,
    pedidoId: 700,
    formaPagamentoId: 9,
    valor: 28.4,
    terminalId: 'T1',
    status: 'NO_TERMINAL',
    statusTransacao: 5,
    mensagem: null,
    tipoCartao: 'CD',
    bandeira: null,
    adquirente: null,
    nsu: null,
    codigoAutorizacao: null,
    pagamentoRegistrado: false,
    comprovanteCliente: null,
    comprovanteEstabelecimento: null,
    createdAt: at,
    updatedAt: at,
    ...seed,
  };
}

/** The same intent approved by the acquirer and recorded as the order's payment. */
export const approvedIntent = (seed: Partial<TTefIntent> = {}) =>
  makeIntent({
    status: 'APROVADA',
    statusTransacao: 10,
    bandeira: 'VISA',
    adquirente: 'REDE',
    nsu: '000123',
    codigoAutorizacao: 'A1B2C3',
    pagamentoRegistrado: true,
    comprovanteCliente: 'VIA CLIENTE',
    comprovanteEstabelecimento: 'VIA ESTABELECIMENTO',
    ...seed,
  });
