import { describe, expect, it } from 'vitest';
import { canFinishAll, canStartAll, finishAllTarget, nextKdsStatus, previousKdsStatus } from './kds-status';

describe('KDS item state machine (doc 3 §4.1)', () => {
  it('moves forward PENDENTE → INICIADO → CONCLUIDO → DESPACHADO and CANCELADO → CANCELAMENTO_ACEITO', () => {
    expect(nextKdsStatus('PENDENTE')).toBe('INICIADO');
    expect(nextKdsStatus('INICIADO')).toBe('CONCLUIDO');
    expect(nextKdsStatus('CONCLUIDO')).toBe('DESPACHADO');
    expect(nextKdsStatus('CANCELADO')).toBe('CANCELAMENTO_ACEITO');
  });

  it('has no next step at the last ones (the button is disabled)', () => {
    expect(nextKdsStatus('DESPACHADO')).toBeNull();
    expect(nextKdsStatus('CANCELAMENTO_ACEITO')).toBeNull();
  });

  it("steps back with 'Etapa anterior', PENDENTE wrapping to DESPACHADO; a cancelled item does not", () => {
    expect(previousKdsStatus('DESPACHADO')).toBe('CONCLUIDO');
    expect(previousKdsStatus('CONCLUIDO')).toBe('INICIADO');
    expect(previousKdsStatus('INICIADO')).toBe('PENDENTE');
    expect(previousKdsStatus('PENDENTE')).toBe('DESPACHADO');
    expect(previousKdsStatus('CANCELADO')).toBeNull();
  });

  it("enables 'Iniciar todos' only when some item is PENDENTE", () => {
    expect(canStartAll(['INICIADO', 'PENDENTE'])).toBe(true);
    expect(canStartAll(['INICIADO', 'CONCLUIDO'])).toBe(false);
    expect(canStartAll([])).toBe(false);
  });

  it("enables 'Todos prontos' only when all are INICIADO or all are CONCLUIDO", () => {
    expect(canFinishAll(['INICIADO', 'INICIADO'])).toBe(true);
    expect(canFinishAll(['CONCLUIDO', 'CONCLUIDO'])).toBe(true);
    expect(canFinishAll(['INICIADO', 'CONCLUIDO'])).toBe(false);
    expect(canFinishAll(['PENDENTE'])).toBe(false);
    expect(canFinishAll([])).toBe(false);
  });

  it("'Todos prontos' finishes started items, and dispatches finished ones moving the order to ENVIADO", () => {
    expect(finishAllTarget(['INICIADO', 'INICIADO'])).toEqual({ to: 'CONCLUIDO', movesOrderToSent: false });
    expect(finishAllTarget(['CONCLUIDO'])).toEqual({ to: 'DESPACHADO', movesOrderToSent: true });
    expect(finishAllTarget(['PENDENTE', 'INICIADO'])).toBeNull();
  });
});
