import type { TParametro } from '@brasa/contracts';
import { describe, expect, it } from 'vitest';
import { defaultServiceFeePercent, readPaymentSettings, serviceFeePercentFor } from './payment-settings';

const parameters = (values: Record<string, string>): TParametro[] =>
  Object.entries(values).map(([chave, valorString]) => ({
    chave,
    valorString,
    codigo: '',
    tipo: 'X',
    descricao: null,
  }));

describe('payment settings (doc 1 §5, §9)', () => {
  it('reads the service fee, the default person and the credit limit flag', () => {
    const settings = readPaymentSettings(
      parameters({
        UTILIZA_TAXA_SERVICO: 'S',
        PERCENTUAL_TAXA_SERVICO: '12,5',
        TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO: 'mesa, COMANDA',
        TAXA_SERVICO_PEDIDO_BALCAO: 'N',
        ID_PESSOA_PADRAO_PEDIDO_SAIDA: ' 3 ',
        VALIDAR_LIMITE_CREDITO_PESSOA_BRASA: 'S',
      }),
    );
    expect(settings).toEqual({
      serviceFee: { enabled: true, percent: 12.5, types: ['MESA', 'COMANDA'], counter: false, gross: false },
      defaultPersonId: '3',
      validateCreditLimit: true,
    });
    expect(serviceFeePercentFor(settings, 'MESA')).toBe(12.5);
    expect(serviceFeePercentFor(settings, 'BALCAO')).toBeNull();
    expect(defaultServiceFeePercent(settings, 'BALCAO')).toBe(12.5);
  });

  it('charges nothing by default', () => {
    const settings = readPaymentSettings(undefined);
    expect(settings.defaultPersonId).toBeNull();
    expect(defaultServiceFeePercent(settings, 'MESA')).toBe(0);
  });
});
