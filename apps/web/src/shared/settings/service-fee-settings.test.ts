import type { TParametro } from '@brasa/contracts';
import { describe, expect, it } from 'vitest';
import { readServiceFeeSettings, serviceFeePercentFor } from './service-fee-settings';

const parameters = (values: Record<string, string>): TParametro[] =>
  Object.entries(values).map(([chave, valorString]) => ({
    chave,
    valorString,
    codigo: '',
    tipo: 'SISTEMA_BRASA',
    descricao: null,
  }));

const withFee = (values: Record<string, string> = {}) => ({
  serviceFee: readServiceFeeSettings(
    parameters({
      UTILIZA_TAXA_SERVICO: 'S',
      PERCENTUAL_TAXA_SERVICO: '10',
      TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO: 'COMANDA,MESA',
      ...values,
    }),
  ),
});

describe('service fee settings (doc 2 §9)', () => {
  it('reads the percent with a decimal comma and the charged types trimmed and upper-cased', () => {
    expect(
      readServiceFeeSettings(
        parameters({
          UTILIZA_TAXA_SERVICO: 'S',
          PERCENTUAL_TAXA_SERVICO: '12,5',
          TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO: ' mesa, COMANDA ,',
          TAXA_SERVICO_PEDIDO_BALCAO: 'N',
          COBRAR_TAXA_VALOR_BRUTO_PEDIDO: '1',
        }),
      ),
    ).toEqual({ enabled: true, percent: 12.5, types: ['MESA', 'COMANDA'], counter: false, gross: true });
  });

  it('is off with no parameters, and a missing, invalid or negative percent reads as 0', () => {
    expect(readServiceFeeSettings(undefined)).toEqual({
      enabled: false,
      percent: 0,
      types: [],
      counter: false,
      gross: false,
    });
    expect(readServiceFeeSettings(parameters({ PERCENTUAL_TAXA_SERVICO: 'abc' })).percent).toBe(0);
    expect(readServiceFeeSettings(parameters({ PERCENTUAL_TAXA_SERVICO: '-5' })).percent).toBe(0);
  });

  it('charges the listed types, and counter orders only with TAXA_SERVICO_PEDIDO_BALCAO', () => {
    expect(serviceFeePercentFor(withFee(), 'MESA')).toBe(10);
    expect(serviceFeePercentFor(withFee(), 'COMANDA')).toBe(10);
    expect(serviceFeePercentFor(withFee(), 'DELIVERY')).toBeNull();
    expect(serviceFeePercentFor(withFee(), 'BALCAO')).toBeNull();
    expect(serviceFeePercentFor(withFee({ TAXA_SERVICO_PEDIDO_BALCAO: 'S' }), 'BALCAO')).toBe(10);
  });

  it('charges nothing when off, without a percent or before a type is chosen', () => {
    expect(serviceFeePercentFor(withFee({ UTILIZA_TAXA_SERVICO: 'N' }), 'MESA')).toBeNull();
    expect(serviceFeePercentFor(withFee({ PERCENTUAL_TAXA_SERVICO: '0' }), 'MESA')).toBeNull();
    expect(serviceFeePercentFor(withFee(), null)).toBeNull();
  });
});
