import { describe, expect, it } from 'vitest';
import {
  isIdentifierOrderType,
  isIntegrationChannel,
  isOrderType,
  isOwnChannel,
  LOGISTICS_TYPES,
  MARKETPLACE_CHANNELS,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  OWN_CHANNELS,
} from './order-types';

describe('order types', () => {
  it('lists the five types with pt-BR labels', () => {
    expect(ORDER_TYPES).toEqual(['DELIVERY', 'BALCAO', 'COMANDA', 'MESA', 'CAIXA_RAPIDO']);
    expect(ORDER_TYPE_LABELS.BALCAO).toBe('Balcão');
    expect(ORDER_TYPE_LABELS.CAIXA_RAPIDO).toBe('Venda rápida');
    expect(isOrderType('MESA')).toBe(true);
    expect(isOrderType('mesa')).toBe(false);
  });

  it('knows tab and table types', () => {
    expect(isIdentifierOrderType('COMANDA')).toBe(true);
    expect(isIdentifierOrderType('MESA')).toBe(true);
    expect(isIdentifierOrderType('DELIVERY')).toBe(false);
    expect(isIdentifierOrderType(null)).toBe(false);
  });
});

describe('channels (doc 1 §3)', () => {
  it('marketplace codes are integrations', () => {
    for (const code of MARKETPLACE_CHANNELS) expect(isIntegrationChannel(code), code).toBe(true);
    expect(MARKETPLACE_CHANNELS).toHaveLength(24);
  });

  it('own channels, logistics types, the card terminal and unknown codes are not', () => {
    for (const code of [...OWN_CHANNELS, ...LOGISTICS_TYPES, 'EL', 'XX', '', null, undefined]) {
      expect(isIntegrationChannel(code), String(code)).toBe(false);
    }
  });

  it('own channels, with a missing code as the default SO', () => {
    for (const code of OWN_CHANNELS) expect(isOwnChannel(code)).toBe(true);
    expect(isOwnChannel(null)).toBe(true);
    expect(isOwnChannel('IF')).toBe(false);
  });
});
