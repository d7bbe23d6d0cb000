import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsProduction,
  cancellationTargets,
  planProduction,
  productionSettingsFrom,
  productionTargets,
  type ProductionSettings,
} from './production-routing';

const settingsOf = (values: Record<string, string>) => productionSettingsFrom((key) => values[key]);
const all = settingsOf({
  TIPO_PEDIDO_QUE_ACEITAM_NOTIFICACAO_AREA_PRODUCAO: 'DELIVERY|BALCAO|COMANDA|MESA',
  LOCAL_NOTIFICACAO_ITEM: 'AMBOS',
});
const table = { tipo: 'MESA', situacao: 'PENDENTE' };
type Line = { name: string; status?: string | null; place?: string };
const plan = (items: Line[], settings: ProductionSettings = all, order = table) =>
  planProduction({ order, items, placeOf: (item) => item.place, settings });

describe('production settings (doc 4 §9 parameters)', () => {
  it('reads the types separated by |, the mode and ours per place', () => {
    const s = settingsOf({
      TIPO_PEDIDO_QUE_ACEITAM_NOTIFICACAO_AREA_PRODUCAO: 'comanda| MESA',
      LOCAL_NOTIFICACAO_ITEM: 'kds',
      LOCAL_NOTIFICACAO_ITEM_POR_LOCAL: 'BAR:IMPRESSO|x|COZINHA:AMBOS|CAIXA:nada',
    });
    expect(s).toEqual({
      orderTypes: ['COMANDA', 'MESA'],
      mode: 'KDS',
      placeModes: { BAR: 'IMPRESSO', COZINHA: 'AMBOS' },
    });
  });

  it('defaults to every type and AMBOS; an empty type list accepts none; an unknown mode is AMBOS', () => {
    expect(settingsOf({}).orderTypes).toContain('DELIVERY');
    expect(settingsOf({}).mode).toBe('AMBOS');
    expect(settingsOf({ TIPO_PEDIDO_QUE_ACEITAM_NOTIFICACAO_AREA_PRODUCAO: '' }).orderTypes).toEqual([]);
    expect(settingsOf({ LOCAL_NOTIFICACAO_ITEM: 'TELA' }).mode).toBe('AMBOS');
  });

  it('routes KDS to the screen only, IMPRESSO to the printer only, AMBOS to both; a place mode wins', () => {
    expect(productionTargets('COZINHA', settingsOf({ LOCAL_NOTIFICACAO_ITEM: 'KDS' }))).toEqual({
      kds: true,
      print: false,
    });
    expect(productionTargets('COZINHA', settingsOf({ LOCAL_NOTIFICACAO_ITEM: 'IMPRESSO' }))).toEqual({
      kds: false,
      print: true,
    });
    expect(productionTargets('COZINHA', settingsOf({ LOCAL_NOTIFICACAO_ITEM: 'AMBOS' }))).toEqual({
      kds: true,
      print: true,
    });
    const perPlace = settingsOf({ LOCAL_NOTIFICACAO_ITEM: 'AMBOS', LOCAL_NOTIFICACAO_ITEM_POR_LOCAL: 'BAR:IMPRESSO' });
    expect(productionTargets('bar', perPlace)).toEqual({ kds: false, print: true });
    expect(productionTargets('COZINHA', perPlace)).toEqual({ kds: true, print: true });
  });

  it('accepts the listed types only, never a cancelled order nor a marketplace order awaiting confirmation', () => {
    const tabs = settingsOf({ TIPO_PEDIDO_QUE_ACEITAM_NOTIFICACAO_AREA_PRODUCAO: 'COMANDA' });
    expect(acceptsProduction({ tipo: 'COMANDA', situacao: 'PENDENTE' }, tabs)).toBe(true);
    expect(acceptsProduction({ tipo: 'DELIVERY', situacao: 'PENDENTE' }, tabs)).toBe(false);
    expect(acceptsProduction({ tipo: 'COMANDA', situacao: 'CANCELADO' }, tabs)).toBe(false);
    expect(acceptsProduction({ tipo: 'COMANDA', situacao: 'PENDENTE', awaitingConfirmation: true }, tabs)).toBe(false);
    // issue 31 §4: a scheduled order waits for its preparation start.
    expect(acceptsProduction({ tipo: 'COMANDA', situacao: 'PENDENTE', heldForSchedule: true }, tabs)).toBe(false);
  });
});

describe('planProduction (doc 2 §4.2: PENDENTE becomes NOTIFICADO once sent)', () => {
  it('notifies PENDENTE items at their place, NN ones become NAO_NOTIFICAR, the rest stay', () => {
    const outcome = plan([
      { name: 'Picanha', status: 'PENDENTE', place: 'COZINHA' },
      { name: 'Água', status: 'PENDENTE', place: 'NN' },
      { name: 'Chopp', status: 'NOTIFICADO', place: 'BAR' },
      { name: 'Pudim', status: 'NOTIFICAR_PAGAMENTO', place: 'COZINHA' },
      { name: 'Pão', status: 'NAO_NOTIFICAR', place: 'COZINHA' },
      { name: 'Suco', place: 'BAR' },
    ]);
    expect(outcome.items.map((i) => i.status)).toEqual([
      'NOTIFICADO',
      'NAO_NOTIFICAR',
      'NOTIFICADO',
      'NOTIFICAR_PAGAMENTO',
      'NAO_NOTIFICAR',
      'NOTIFICADO',
    ]);
    expect(outcome.routes).toEqual([
      { index: 0, place: 'COZINHA', kds: true, print: true },
      { index: 5, place: 'BAR', kds: true, print: true },
    ]);
  });

  it('treats a missing place as NN', () => {
    expect(plan([{ name: 'X', status: 'PENDENTE' }]).items[0]!.status).toBe('NAO_NOTIFICAR');
  });

  it('changes nothing for an order type outside the parameter', () => {
    const outcome = plan([{ name: 'X', status: 'PENDENTE', place: 'COZINHA' }], all, {
      tipo: 'CAIXA_RAPIDO',
      situacao: 'PENDENTE',
    });
    expect(outcome).toEqual({ items: [{ name: 'X', status: 'PENDENTE', place: 'COZINHA' }], routes: [] });
  });

  it('property: planning twice routes nothing the second time, and routes exactly the PENDENTE items with a place', () => {
    const line = fc.record({
      name: fc.string(),
      status: fc.constantFrom('PENDENTE', 'NOTIFICADO', 'NAO_NOTIFICAR', 'NOTIFICAR_PAGAMENTO', null),
      place: fc.constantFrom('COZINHA', 'BAR', 'NN', undefined),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (items) => {
        const first = plan(items);
        const expected = items.filter((i) => (i.status ?? 'PENDENTE') === 'PENDENTE' && i.place && i.place !== 'NN');
        expect(first.routes.length).toBe(expected.length);
        first.routes.forEach((r) => expect(first.items[r.index]!.status).toBe('NOTIFICADO'));
        const second = plan(first.items.map((item, i) => ({ ...item, place: items[i]!.place })));
        expect(second.routes).toEqual([]);
        expect(second.items.map((i) => i.status)).toEqual(first.items.map((i) => i.status));
      }),
    );
  });
});

describe('cancellationTargets', () => {
  it('cancels where the item went: the ticket at its place if printed, the KDS entry if shown', () => {
    expect(
      cancellationTargets({
        status: 'NOTIFICADO',
        localNotification: 'COZINHA',
        statusImpressao: 'PENDENTE',
        statusKds: 'PENDENTE',
      }),
    ).toEqual({ place: 'COZINHA', kds: true, print: true });
    expect(
      cancellationTargets({ status: 'NOTIFICADO', localNotification: 'BAR', statusImpressao: 'PENDENTE' }),
    ).toEqual({
      place: 'BAR',
      kds: false,
      print: true,
    });
    expect(cancellationTargets({ status: 'NOTIFICADO', localNotification: 'COZINHA', statusKds: 'INICIADO' })).toEqual({
      place: 'COZINHA',
      kds: true,
      print: false,
    });
  });

  it('does nothing for an item that never reached production', () => {
    expect(cancellationTargets({ status: 'PENDENTE', localNotification: 'COZINHA', statusKds: 'PENDENTE' })).toBeNull();
    expect(cancellationTargets({ status: 'NOTIFICADO', localNotification: 'COZINHA' })).toBeNull();
    expect(cancellationTargets({ status: 'NAO_NOTIFICAR' })).toBeNull();
  });
});
