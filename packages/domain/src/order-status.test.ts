import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { fail, ok } from './result';
import {
  allowedOrderActions,
  checkImportState,
  availableTargetStatuses,
  canChangeStatus,
  isConfirmTransition,
  isImported,
  isMultiStatusCandidate,
  isOrderStatus,
  MULTI_STATUS_SOURCES,
  multiStatusSources,
  nextStatusInFlow,
  ORDER_STATUSES,
  orderStatusLabel,
  statusDateField,
  visibleBoardColumns,
  type OrderActionInput,
  type OrderStatus,
} from './order-status';

const SEED = 20260701;
const ON = { awaitingPickupEnabled: true };
const OFF = { awaitingPickupEnabled: false };

const makeOrder = (overrides: Partial<OrderActionInput> = {}): OrderActionInput => ({
  situacao: 'PENDENTE',
  tipo: 'DELIVERY',
  tipoImportacao: 'SO',
  dataImportacao: null,
  ativo: true,
  ...overrides,
});

describe('statuses', () => {
  it('are in board column order with pt-BR labels', () => {
    expect(ORDER_STATUSES).toEqual([
      'PENDENTE',
      'CONFIRMADO',
      'AGUARDANDO_RETIRADA',
      'ENVIADO',
      'ENTREGUE',
      'CANCELADO',
    ]);
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual([
      'Pendente',
      'Confirmado',
      'Aguardando retirada',
      'Enviado',
      'Entregue',
      'Cancelado',
    ]);
    expect(isOrderStatus('ENVIADO')).toBe(true);
    expect(isOrderStatus('enviado')).toBe(false);
  });

  it('hide the awaiting-pickup column when it is off and empty (doc 4 §2)', () => {
    expect(visibleBoardColumns(ON)).toContain('AGUARDANDO_RETIRADA');
    expect(visibleBoardColumns(OFF)).not.toContain('AGUARDANDO_RETIRADA');
    expect(visibleBoardColumns({ ...OFF, awaitingPickupCards: 2 })).toContain('AGUARDANDO_RETIRADA');
  });
});

describe('canChangeStatus (doc 1 §4)', () => {
  it('allows any other status', () => {
    expect(canChangeStatus({ situacao: 'PENDENTE' }, 'CONFIRMADO', OFF)).toEqual({ ok: true, value: 'CONFIRMADO' });
    expect(canChangeStatus({ situacao: 'ENTREGUE' }, 'PENDENTE', OFF).ok).toBe(true);
    expect(canChangeStatus({ situacao: 'CONFIRMADO' }, 'CANCELADO', OFF).ok).toBe(true);
  });

  it('refuses the current status', () => {
    expect(canChangeStatus({ situacao: 'ENVIADO' }, 'ENVIADO', ON)).toEqual({
      ok: false,
      message: MSG.statusInalterado('Enviado'),
    });
  });

  it('allows awaiting pickup only with its parameter on', () => {
    expect(canChangeStatus({ situacao: 'CONFIRMADO' }, 'AGUARDANDO_RETIRADA', OFF)).toEqual({
      ok: false,
      message: MSG.AWAITING_PICKUP_DISABLED,
    });
    expect(canChangeStatus({ situacao: 'CONFIRMADO' }, 'AGUARDANDO_RETIRADA', ON).ok).toBe(true);
  });

  it('refuses every change of a cancelled order', () => {
    for (const target of ORDER_STATUSES) {
      expect(canChangeStatus({ situacao: 'CANCELADO' }, target, ON)).toEqual({
        ok: false,
        message: MSG.CANCELLED_ORDER_LOCKED,
      });
    }
  });

  it('refuses an unknown status coming from outside', () => {
    const result = canChangeStatus({ situacao: 'PENDENTE' }, 'ARQUIVADO' as OrderStatus, ON);
    expect(result).toEqual({ ok: false, message: MSG.statusInvalido('ARQUIVADO') });
  });

  it('the status menu matches canChangeStatus for every pair', () => {
    const status = fc.constantFrom(...ORDER_STATUSES);
    fc.assert(
      fc.property(status, status, fc.boolean(), (current, target, enabled) => {
        const options = { awaitingPickupEnabled: enabled };
        const menu = availableTargetStatuses(current, options);
        expect(menu.includes(target)).toBe(canChangeStatus({ situacao: current }, target, options).ok);
        expect(menu).not.toContain(current);
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('lists the menu in board order', () => {
    expect(availableTargetStatuses('PENDENTE', OFF)).toEqual(['CONFIRMADO', 'ENVIADO', 'ENTREGUE', 'CANCELADO']);
    expect(availableTargetStatuses('ENVIADO', ON)).toEqual([
      'PENDENTE',
      'CONFIRMADO',
      'AGUARDANDO_RETIRADA',
      'ENTREGUE',
      'CANCELADO',
    ]);
    expect(availableTargetStatuses('CANCELADO', ON)).toEqual([]);
  });
});

describe('transitions', () => {
  it('PENDENTE -> CONFIRMADO is the confirm transition', () => {
    expect(isConfirmTransition('PENDENTE', 'CONFIRMADO')).toBe(true);
    expect(isConfirmTransition('ENVIADO', 'CONFIRMADO')).toBe(false);
    expect(isConfirmTransition('PENDENTE', 'ENVIADO')).toBe(false);
  });

  it('each target stamps its date field', () => {
    expect(statusDateField('PENDENTE')).toBeNull();
    expect(statusDateField('CONFIRMADO')).toBe('dataConfirmacao');
    expect(statusDateField('AGUARDANDO_RETIRADA')).toBe('dataAguardandoRetirada');
    expect(statusDateField('ENVIADO')).toBe('dataEnvio');
    expect(statusDateField('ENTREGUE')).toBe('dataEntrega');
    expect(statusDateField('CANCELADO')).toBe('dataCancelamento');
  });
});

describe('allowedOrderActions (doc 1 §4)', () => {
  it('an own, not imported order allows everything', () => {
    expect(allowedOrderActions(makeOrder())).toEqual({
      edit: true,
      pay: true,
      import: true,
      cancel: true,
      convert: true,
    });
  });

  it('a missing channel counts as own online (SO)', () => {
    expect(allowedOrderActions(makeOrder({ tipoImportacao: null })).convert).toBe(true);
  });

  it('cancelled or inactive orders allow nothing', () => {
    const none = { edit: false, pay: false, import: false, cancel: false, convert: false };
    expect(allowedOrderActions(makeOrder({ situacao: 'CANCELADO' }))).toEqual(none);
    expect(allowedOrderActions(makeOrder({ ativo: false }))).toEqual(none);
  });

  it('integration orders cannot be edited or paid but can be converted', () => {
    expect(allowedOrderActions(makeOrder({ tipoImportacao: 'IF' }))).toEqual({
      edit: false,
      pay: false,
      import: true,
      cancel: true,
      convert: true,
    });
  });

  it('imported orders cannot be edited, paid, imported again or converted', () => {
    expect(allowedOrderActions(makeOrder({ dataImportacao: '2026-05-10 12:00:00' }))).toEqual({
      edit: false,
      pay: false,
      import: false,
      cancel: true,
      convert: false,
    });
  });

  it('tab and table orders and other own channels are not converted', () => {
    expect(allowedOrderActions(makeOrder({ tipo: 'COMANDA' })).convert).toBe(false);
    expect(allowedOrderActions(makeOrder({ tipo: 'MESA' })).convert).toBe(false);
    expect(allowedOrderActions(makeOrder({ tipoImportacao: 'TF' })).convert).toBe(false);
    expect(allowedOrderActions(makeOrder({ tipoImportacao: 'TF' })).edit).toBe(true);
  });

  it('knows an imported order by its import date', () => {
    expect(isImported({ dataImportacao: null })).toBe(false);
    expect(isImported({ dataImportacao: '' })).toBe(false);
    expect(isImported({})).toBe(false);
    expect(isImported({ dataImportacao: new Date(2026, 4, 10) })).toBe(true);
  });
});

describe('multi-status (doc 2 §4.1)', () => {
  it('offers CONFIRMADO, AGUARDANDO_RETIRADA when enabled, and ENVIADO as sources', () => {
    expect(multiStatusSources(ON)).toEqual(['CONFIRMADO', 'AGUARDANDO_RETIRADA', 'ENVIADO']);
    expect(multiStatusSources(OFF)).toEqual(['CONFIRMADO', 'ENVIADO']);
    expect(MULTI_STATUS_SOURCES(OFF)).toEqual(multiStatusSources(OFF));
  });

  it('moves to the next list, skipping awaiting pickup unless enabled', () => {
    expect(nextStatusInFlow('CONFIRMADO', ON)).toBe('AGUARDANDO_RETIRADA');
    expect(nextStatusInFlow('AGUARDANDO_RETIRADA', ON)).toBe('ENVIADO');
    expect(nextStatusInFlow('CONFIRMADO', OFF)).toBe('ENVIADO');
    expect(nextStatusInFlow('ENVIADO', ON)).toBe('ENTREGUE');
    expect(nextStatusInFlow('ENVIADO', OFF)).toBe('ENTREGUE');
  });

  it('has no next list for what is not a source', () => {
    for (const source of ['PENDENTE', 'ENTREGUE', 'CANCELADO'] as const) {
      expect(nextStatusInFlow(source, ON)).toBeNull();
      expect(nextStatusInFlow(source, OFF)).toBeNull();
    }
    expect(nextStatusInFlow('AGUARDANDO_RETIRADA', OFF)).toBeNull();
  });

  it('moves only active DELIVERY orders of the source list', () => {
    expect(isMultiStatusCandidate({ situacao: 'CONFIRMADO', tipo: 'DELIVERY' }, 'CONFIRMADO')).toBe(true);
    expect(isMultiStatusCandidate({ situacao: 'CONFIRMADO', tipo: 'BALCAO' }, 'CONFIRMADO')).toBe(false);
    expect(isMultiStatusCandidate({ situacao: 'ENVIADO', tipo: 'DELIVERY' }, 'CONFIRMADO')).toBe(false);
    expect(isMultiStatusCandidate({ situacao: 'CONFIRMADO', tipo: 'DELIVERY', ativo: false }, 'CONFIRMADO')).toBe(
      false,
    );
  });
});

describe('checkImportState (doc 1 §4)', () => {
  it('refuses a cancelled or an imported order with the messages the import answers', () => {
    expect(checkImportState({ situacao: 'CANCELADO', dataImportacao: null })).toEqual(fail(MSG.CANCELLED_ORDER_IMPORT));
    expect(checkImportState({ situacao: 'ENTREGUE', dataImportacao: '2026-12-02T12:00:00Z' })).toEqual(
      fail(MSG.ORDER_ALREADY_IMPORTED),
    );
    expect(checkImportState({ situacao: 'PENDENTE', dataImportacao: null })).toEqual(ok(true));
  });
});
