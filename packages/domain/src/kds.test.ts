import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KDS_ITEM_STATUSES,
  type KdsItemStatus,
  canAdvanceKds,
  canFinishAllKds,
  canStartAllKds,
  canStepBackKds,
  checkKdsTransition,
  finishAllKds,
  isKdsLastStep,
  isKdsOrderDone,
  nextKdsStatus,
  previousKdsStatus,
  startAllKds,
} from './kds';

describe('KDS item steps (doc 3 §4.1)', () => {
  it('moves forward PENDENTE → INICIADO → CONCLUIDO → DESPACHADO, CANCELADO → CANCELAMENTO_ACEITO', () => {
    expect(nextKdsStatus('PENDENTE')).toBe('INICIADO');
    expect(nextKdsStatus('INICIADO')).toBe('CONCLUIDO');
    expect(nextKdsStatus('CONCLUIDO')).toBe('DESPACHADO');
    expect(nextKdsStatus('DESPACHADO')).toBeNull();
    expect(nextKdsStatus('CANCELADO')).toBe('CANCELAMENTO_ACEITO');
    expect(nextKdsStatus('CANCELAMENTO_ACEITO')).toBeNull();
  });

  it("steps back with 'Etapa anterior', PENDENTE wrapping to DESPACHADO; a cancelled item has no previous step", () => {
    expect(previousKdsStatus('DESPACHADO')).toBe('CONCLUIDO');
    expect(previousKdsStatus('CONCLUIDO')).toBe('INICIADO');
    expect(previousKdsStatus('INICIADO')).toBe('PENDENTE');
    expect(previousKdsStatus('PENDENTE')).toBe('DESPACHADO');
    expect(previousKdsStatus('CANCELADO')).toBeNull();
    expect(previousKdsStatus('CANCELAMENTO_ACEITO')).toBeNull();
    expect(canStepBackKds('CANCELADO')).toBe(false);
    expect(canStepBackKds('PENDENTE')).toBe(true);
  });

  it('disables an item at its last step', () => {
    expect(KDS_ITEM_STATUSES.filter(isKdsLastStep)).toEqual(['DESPACHADO', 'CANCELAMENTO_ACEITO']);
    expect(KDS_ITEM_STATUSES.filter(canAdvanceKds)).toEqual(['PENDENTE', 'INICIADO', 'CONCLUIDO', 'CANCELADO']);
  });

  it('allows exactly one step forward or back (or no change), refusing every other pair', () => {
    const allowed = new Set([
      'PENDENTE>INICIADO',
      'INICIADO>CONCLUIDO',
      'CONCLUIDO>DESPACHADO',
      'CANCELADO>CANCELAMENTO_ACEITO',
      'DESPACHADO>CONCLUIDO',
      'CONCLUIDO>INICIADO',
      'INICIADO>PENDENTE',
      'PENDENTE>DESPACHADO',
    ]);
    for (const from of KDS_ITEM_STATUSES) {
      for (const to of KDS_ITEM_STATUSES) {
        const result = checkKdsTransition(from, to);
        const expected = from === to || allowed.has(`${from}>${to}`);
        expect(result.ok, `${from} -> ${to}`).toBe(expected);
        if (!result.ok) expect(result.message).toMatch(/^Não é possível alterar o item de /);
      }
    }
  });

  it('never lets an item be cancelled or un-cancelled by a step', () => {
    for (const from of KDS_ITEM_STATUSES) {
      if (from !== 'CANCELADO') expect(checkKdsTransition(from, 'CANCELADO').ok).toBe(false);
      expect(checkKdsTransition('CANCELAMENTO_ACEITO', from).ok).toBe(from === 'CANCELAMENTO_ACEITO');
    }
  });
});

describe("'Iniciar todos' and 'Todos prontos' (doc 3 §4.1)", () => {
  it("enables 'Iniciar todos' only when some item is PENDENTE, and starts only those", () => {
    expect(canStartAllKds(['INICIADO', 'CONCLUIDO'])).toBe(false);
    expect(canStartAllKds(['INICIADO', 'PENDENTE'])).toBe(true);
    expect(startAllKds(['PENDENTE', 'CONCLUIDO', 'PENDENTE'])).toEqual({
      ok: true,
      value: ['INICIADO', 'CONCLUIDO', 'INICIADO'],
    });
    expect(startAllKds(['CONCLUIDO']).ok).toBe(false);
  });

  it("enables 'Todos prontos' only when all are INICIADO or all are CONCLUIDO", () => {
    expect(canFinishAllKds(['INICIADO', 'INICIADO'])).toBe(true);
    expect(canFinishAllKds(['CONCLUIDO', 'CONCLUIDO'])).toBe(true);
    expect(canFinishAllKds(['INICIADO', 'CONCLUIDO'])).toBe(false);
    expect(canFinishAllKds(['PENDENTE'])).toBe(false);
    expect(canFinishAllKds(['DESPACHADO'])).toBe(false);
    expect(canFinishAllKds([])).toBe(false);
    expect(canFinishAllKds(['CANCELADO'])).toBe(false);
    // Cancelled items are aside.
    expect(canFinishAllKds(['INICIADO', 'CANCELADO'])).toBe(true);
  });

  it('finishes INICIADO items as CONCLUIDO without moving the order; CONCLUIDO ones as DESPACHADO and the order to ENVIADO', () => {
    expect(finishAllKds(['INICIADO', 'INICIADO'])).toEqual({
      ok: true,
      value: { target: 'CONCLUIDO', statuses: ['CONCLUIDO', 'CONCLUIDO'], orderStatus: null },
    });
    expect(finishAllKds(['CONCLUIDO', 'CANCELADO'])).toEqual({
      ok: true,
      value: { target: 'DESPACHADO', statuses: ['DESPACHADO', 'CANCELADO'], orderStatus: 'ENVIADO' },
    });
    expect(finishAllKds(['PENDENTE', 'INICIADO']).ok).toBe(false);
  });

  it('calls an order done when every active item is DESPACHADO', () => {
    expect(isKdsOrderDone(['DESPACHADO', 'CANCELAMENTO_ACEITO'])).toBe(true);
    expect(isKdsOrderDone(['DESPACHADO', 'CONCLUIDO'])).toBe(false);
    expect(isKdsOrderDone(['CANCELADO'])).toBe(false);
    expect(isKdsOrderDone([])).toBe(false);
  });

  it('property: a step forward then back returns to the same status (any non-cancelled, non-last status)', () => {
    const steps: KdsItemStatus[] = ['PENDENTE', 'INICIADO', 'CONCLUIDO'];
    fc.assert(
      fc.property(fc.constantFrom(...steps), (status) => {
        const next = nextKdsStatus(status)!;
        expect(checkKdsTransition(status, next).ok).toBe(true);
        expect(previousKdsStatus(next)).toBe(status);
      }),
    );
  });

  it("property: 'Todos prontos' leaves cancelled items and moves every other to one target", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...KDS_ITEM_STATUSES), { maxLength: 12 }), (statuses) => {
        const result = finishAllKds(statuses);
        expect(result.ok).toBe(canFinishAllKds(statuses));
        if (!result.ok) return;
        result.value.statuses.forEach((s, i) => {
          const before = statuses[i]!;
          if (before === 'CANCELADO' || before === 'CANCELAMENTO_ACEITO') expect(s).toBe(before);
          else expect(s).toBe(result.value.target);
        });
      }),
    );
  });
});
