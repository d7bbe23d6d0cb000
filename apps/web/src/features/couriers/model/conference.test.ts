// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { CONFERENCE_COLUMNS, courierIndicators, readColumnPreferences, writeColumnPreference } from './conference';

describe('Conferência columns and indicators (doc 4 §2, §9)', () => {
  it('shows the ten default columns and hides platform code, phone, address, observations and status', () => {
    const prefs = readColumnPreferences();
    expect(CONFERENCE_COLUMNS.filter((c) => prefs[c.id]).map((c) => c.id)).toEqual([
      'origem',
      'id',
      'tipo',
      'sequencial',
      'data',
      'cliente',
      'bairro',
      'taxa',
      'pagoOnline',
      'total',
    ]);
    expect(CONFERENCE_COLUMNS.filter((c) => !prefs[c.id]).map((c) => c.id)).toEqual([
      'codigoPlataforma',
      'telefone',
      'endereco',
      'observacoes',
      'situacao',
    ]);
  });

  it('keeps each column choice on its own; junk in storage falls back to the defaults', () => {
    writeColumnPreference('telefone', true);
    const prefs = writeColumnPreference('total', false);
    expect(prefs.telefone).toBe(true);
    expect(prefs.total).toBe(false);
    expect(prefs.id).toBe(true);
    localStorage.setItem('brasa.couriers.conference.columns', '"lixo"');
    expect(readColumnPreferences().total).toBe(true);
  });

  it('rates preparation over delivered/sent non-scheduled orders and averages non-cancelled tickets', () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 20, minutes)).toISOString();
    const orders = [
      makeOrder({ situacao: 'ENTREGUE', totalPedido: 30, dataPedido: at(0), dataEnvio: at(90) }),
      makeOrder({ situacao: 'ENVIADO', totalPedido: 50, dataPedido: at(0), dataEnvio: at(30) }),
      makeOrder({ situacao: 'CANCELADO', totalPedido: 500, dataPedido: at(0) }),
      makeOrder({
        situacao: 'ENTREGUE',
        totalPedido: 10,
        pedidoAgendado: 'AGENDADO',
        dataPedido: at(0),
        dataEnvio: at(59),
      }),
    ];
    const indicators = courierIndicators(orders);
    // (90 + 30) / 2 = 60 minutes -> 5 - 30/12 = 2.5 stars; the scheduled one does not count.
    expect(indicators.averageMinutes).toBe(60);
    expect(indicators.stars).toBe(2.5);
    // (30 + 50 + 10) / 3 = 30,00.
    expect(indicators.ticketAverageCents).toBe(3000);
  });
});
