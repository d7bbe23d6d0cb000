import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asCents } from './money';
import {
  TEF_TRANSACTION_STATUS,
  checkTefDeleteWindow,
  isFinalTefState,
  isTefSuccessResult,
  pickExternalPayment,
  settleTefApproval,
  tefCardTypeOfCode,
  tefDialogStateOf,
  tefStateOfStatus,
  TEF_METHOD_ID_BY_CARD_TYPE,
} from './tef';

const SEED = 20261124;

describe('tefStateOfStatus (doc 1 §4)', () => {
  it('maps the provider statuses to our states', () => {
    expect(tefStateOfStatus(null)).toBe('CRIADA');
    expect(tefStateOfStatus(TEF_TRANSACTION_STATUS.PENDING)).toBe('NO_TERMINAL');
    expect(tefStateOfStatus(TEF_TRANSACTION_STATUS.STARTED)).toBe('NO_TERMINAL');
    expect(tefStateOfStatus(10)).toBe('APROVADA');
    expect(tefStateOfStatus(15)).toBe('EXPIRADA');
    expect(tefStateOfStatus(25)).toBe('RECUSADA');
    expect(tefStateOfStatus(18)).toBe('NO_TERMINAL');
    expect(tefStateOfStatus(19)).toBe('NO_TERMINAL');
    expect(tefStateOfStatus(20)).toBe('CANCELADA');
    expect(tefStateOfStatus(99)).toBe('NO_TERMINAL');
  });

  it('final states and the dialog look', () => {
    expect(isFinalTefState('APROVADA')).toBe(true);
    expect(isFinalTefState('NO_TERMINAL')).toBe(false);
    expect(tefDialogStateOf('CRIADA')).toBe('info');
    expect(tefDialogStateOf('APROVADA')).toBe('success');
    expect(tefDialogStateOf('EXPIRADA')).toBe('error');
    expect(tefDialogStateOf('RECUSADA')).toBe('error');
  });
});

describe('card type to method id (doc 1 §7)', () => {
  it('CC 21, CD 22, PX and PD 25', () => {
    expect(TEF_METHOD_ID_BY_CARD_TYPE).toEqual({ CC: 21, CD: 22, PX: 25, PD: 25 });
    expect(tefCardTypeOfCode('cd')).toBe('CD');
    expect(tefCardTypeOfCode('DIN')).toBeNull();
    expect(tefCardTypeOfCode(null)).toBeNull();
  });
});

describe('several external payments (doc 1 §4)', () => {
  it('one payment is the result; several: the last one', () => {
    expect(pickExternalPayment([])).toEqual({ ok: true, value: null });
    expect(pickExternalPayment([{ mensagem: 'APROVADA', resultado: '0' }])).toEqual({
      ok: true,
      value: { mensagem: 'APROVADA', resultado: '0' },
    });
    const two = [{ mensagem: 'NEGADA' }, { mensagem: 'APROVADA', resultado: 0 }];
    expect(pickExternalPayment(two)).toEqual({ ok: true, value: two[1] });
  });

  it('the last one OPERACAO CANCELADA is the error Operação cancelada', () => {
    expect(pickExternalPayment([{ mensagem: 'APROVADA' }, { mensagem: 'operacao cancelada ' }])).toEqual({
      ok: false,
      message: 'Operação cancelada',
    });
    // Alone, it is not the "several" rule.
    expect(pickExternalPayment([{ mensagem: 'OPERACAO CANCELADA' }]).ok).toBe(true);
  });

  it("a result '0' is success", () => {
    expect(isTefSuccessResult('0')).toBe(true);
    expect(isTefSuccessResult(0)).toBe(true);
    expect(isTefSuccessResult('05')).toBe(false);
    expect(isTefSuccessResult(null)).toBe(false);
  });
});

describe('deletion window (doc 1 §5)', () => {
  const approvedAt = new Date('2026-11-24T12:00:00Z');
  it('inside the window is allowed, after it is refused with the spec message', () => {
    expect(checkTefDeleteWindow({ approvedAt, now: new Date('2026-11-24T12:30:00Z'), windowMinutes: 30 }).ok).toBe(
      true,
    );
    expect(checkTefDeleteWindow({ approvedAt, now: new Date('2026-11-24T12:30:01Z'), windowMinutes: 30 })).toEqual({
      ok: false,
      message: 'O tempo para a exclusão desse pagamento expirou',
    });
  });
});

describe('settleTefApproval', () => {
  it('records exactly the approved amount when the order owes it; otherwise reverses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        (approved, pending, open) => {
          const result = settleTefApproval({
            approvedCents: asCents(approved),
            pendingCents: asCents(pending),
            orderOpen: open,
          });
          if (open && approved <= pending) {
            expect(result).toEqual({ action: 'RECORD', valueCents: approved });
          } else {
            expect(result.action).toBe('REVERSE');
          }
        },
      ),
      { seed: SEED, numRuns: 500 },
    );
  });
});
