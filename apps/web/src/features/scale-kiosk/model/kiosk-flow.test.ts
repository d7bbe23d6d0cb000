import type { TScaleOrderResult, TScaleReading } from '@brasa/contracts';
import { describe, expect, it } from 'vitest';
import { initialKioskState, kioskReducer, type KioskEvent, type KioskState } from './kiosk-flow';

const reading = (peso: number, over: Partial<TScaleReading> = {}): KioskEvent => ({
  type: 'reading',
  reading: { peso, estavel: true, codigo: null, mensagem: null, lidoEm: '2026-11-24T20:00:00.000Z', ...over },
});
const result = { idPedido: 1, identificador: '7' } as TScaleOrderResult;
const run = (...events: KioskEvent[]) => events.reduce<KioskState>(kioskReducer, initialKioskState);

describe('kiosk flow (doc 3 §4.6)', () => {
  it('waits for a stable weight, then asks the tab, then the plate leaves', () => {
    expect(run(reading(0)).step).toBe('AGUARDANDO_PESAGEM');
    expect(run(reading(0.4, { estavel: false })).step).toBe('AGUARDANDO_PESAGEM');
    expect(run(reading(0.5, { codigo: 20, mensagem: 'x' })).step).toBe('AGUARDANDO_PESAGEM');
    const captured = run(reading(0.5));
    expect(captured).toEqual({ step: 'PESO_CAPTURADO', peso: 0.5, result: null });
    const tab = kioskReducer(captured, { type: 'confirmWeight' });
    expect(tab.step).toBe('INFORMAR_COMANDA');
    // The weight is kept while the tab is typed, whatever the scale reads now.
    expect(kioskReducer(tab, reading(0))).toBe(tab);
    const done = kioskReducer(tab, { type: 'saved', result });
    expect(done).toMatchObject({ step: 'RETIRAR_PRATO', result });
    expect(kioskReducer(done, reading(0.5))).toBe(done);
    expect(kioskReducer(done, reading(0))).toEqual(initialKioskState);
  });

  it('follows the plate while captured and goes back when it is lifted or weighed again', () => {
    const captured = run(reading(0.5), reading(0.52));
    expect(captured.peso).toBe(0.52);
    expect(kioskReducer(captured, reading(0))).toEqual(initialKioskState);
    expect(kioskReducer(captured, { type: 'weighAgain' })).toEqual(initialKioskState);
    expect(kioskReducer(initialKioskState, { type: 'confirmWeight' })).toBe(initialKioskState);
  });
});
