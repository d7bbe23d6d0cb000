import { describe, expect, it } from 'vitest';
import {
  autoLogisticsDecision,
  isFinalLogisticsPhase,
  isLogisticsType,
  logisticsOptions,
  orderStatusForLogistics,
} from './logistics';

describe('autoLogisticsDecision (doc 1 §4)', () => {
  it('sends automatically only to a single delivery-provider integration', () => {
    expect(autoLogisticsDecision([{ id: 7, tipoImportacao: 'FD' }])).toEqual({ kind: 'auto', integrationId: 7 });
  });
  it('asks when the single integration is not a delivery provider, or when there are several', () => {
    expect(autoLogisticsDecision([{ id: 1, tipoImportacao: 'ID' }])).toEqual({ kind: 'choose' });
    expect(
      autoLogisticsDecision([
        { id: 1, tipoImportacao: 'FD' },
        { id: 2, tipoImportacao: 'FD' },
      ]),
    ).toEqual({ kind: 'choose' });
    expect(
      autoLogisticsDecision([
        { id: 1, tipoImportacao: 'FD' },
        { id: 2, tipoImportacao: 'KA' },
      ]),
    ).toEqual({ kind: 'choose' });
  });
  it('does nothing without integrations', () => {
    expect(autoLogisticsDecision([])).toEqual({ kind: 'none' });
  });
});

describe('logisticsOptions (doc 1 §2.12)', () => {
  it('offers the courier return for KA only', () => {
    expect(logisticsOptions('KA', 'SO').retornoEntregador).toBe(true);
    expect(logisticsOptions('ID', 'SO').retornoEntregador).toBe(false);
    expect(logisticsOptions('FD', 'SO').retornoEntregador).toBe(false);
  });
  it('offers skipping the delivery confirmation for ID on orders not from IF', () => {
    expect(logisticsOptions('ID', 'SO').naoConfirmarEntrega).toBe(true);
    expect(logisticsOptions('ID', 'IF').naoConfirmarEntrega).toBe(false);
    expect(logisticsOptions('KA', 'SO').naoConfirmarEntrega).toBe(false);
  });
  it('checks availability first for ID', () => {
    expect(logisticsOptions('ID', 'IF').verificarDisponibilidade).toBe(true);
    expect(logisticsOptions('FD', 'IF').verificarDisponibilidade).toBe(false);
  });
  it('knows the logistics types', () => {
    expect(['FD', 'ID', 'KA'].every(isLogisticsType)).toBe(true);
    expect(isLogisticsType('IF')).toBe(false);
  });
});

describe('orderStatusForLogistics (doc 1 §4, issue 31)', () => {
  it('moves a picked-up order to ENVIADO and a delivered one to ENTREGUE', () => {
    expect(orderStatusForLogistics('PICKED_UP', 'CONFIRMADO')).toBe('ENVIADO');
    expect(orderStatusForLogistics('PICKED_UP', 'PENDENTE')).toBe('ENVIADO');
    expect(orderStatusForLogistics('PICKED_UP', 'AGUARDANDO_RETIRADA')).toBe('ENVIADO');
    expect(orderStatusForLogistics('DELIVERED', 'ENVIADO')).toBe('ENTREGUE');
    expect(orderStatusForLogistics('DELIVERED', 'CONFIRMADO')).toBe('ENTREGUE');
  });
  it('never moves back: a late pickup after delivery, or an order already dispatched by hand', () => {
    expect(orderStatusForLogistics('PICKED_UP', 'ENTREGUE')).toBeNull();
    expect(orderStatusForLogistics('PICKED_UP', 'ENVIADO')).toBeNull();
    expect(orderStatusForLogistics('DELIVERED', 'ENTREGUE')).toBeNull();
  });
  it('moves nothing for a cancelled order, a cancelled delivery, the other phases or an unknown word', () => {
    expect(orderStatusForLogistics('DELIVERED', 'CANCELADO')).toBeNull();
    expect(orderStatusForLogistics('CANCELLED', 'ENVIADO')).toBeNull();
    expect(orderStatusForLogistics('ASSIGNED', 'CONFIRMADO')).toBeNull();
    expect(orderStatusForLogistics('SEARCHING', 'CONFIRMADO')).toBeNull();
    expect(orderStatusForLogistics(null, 'CONFIRMADO')).toBeNull();
  });
  it('knows the final phases', () => {
    expect(['DELIVERED', 'CANCELLED'].every((p) => isFinalLogisticsPhase(p as never))).toBe(true);
    expect(isFinalLogisticsPhase('PICKED_UP')).toBe(false);
    expect(isFinalLogisticsPhase(null)).toBe(false);
  });
});
