import { type Cents, MSG, sumCents } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeCounterOrder } from '../test-utils/payment-factories';
import {
  amountFieldText,
  initialPaymentState,
  paymentDialogReducer,
  planConfirm,
  suggestedAmountCents,
} from './payment-dialog-state';
import type { PaymentLine } from './payment-lines';
import { type SplitState, currentShare, splitLabel } from './split-bill';

const line = (key: string, splitCents: number | null = null): PaymentLine => ({
  key,
  methodId: 1,
  methodName: 'Dinheiro',
  methodKind: 'CASH',
  amountCents: 1000 as Cents,
  autorizacao: null,
  splitCents: splitCents as Cents | null,
  itemParts: [],
});
const bySplit: SplitState = { kind: 'PEOPLE', people: 3, shares: [1894, 1893, 1893] as Cents[], taken: 0 };
const order = makeCounterOrder();

describe('payment dialog state', () => {
  it('the amount field holds what was typed, else the split share, else what is pending', () => {
    expect(suggestedAmountCents(null, 5680 as Cents)).toBe(5680);
    expect(suggestedAmountCents(bySplit, 5680 as Cents)).toBe(1894);
    expect(amountFieldText({ amountText: null, split: null }, 5680 as Cents)).toBe('56,80');
    expect(amountFieldText({ amountText: null, split: null }, 0 as Cents)).toBe('');
    expect(amountFieldText({ amountText: '30', split: bySplit }, 5680 as Cents)).toBe('30');
  });

  it('a line takes the split share and refills the amount; removing or adjusting refills it too', () => {
    let state = paymentDialogReducer(initialPaymentState(order), { type: 'setSplit', split: bySplit });
    state = paymentDialogReducer(state, { type: 'typeAmount', text: '20' });
    state = paymentDialogReducer(state, { type: 'addLine', line: line('a', 1894) });
    expect(state).toMatchObject({ amountText: null, split: { taken: 1 }, lines: [{ key: 'a' }] });
    state = paymentDialogReducer(state, { type: 'typeAmount', text: '5' });
    state = paymentDialogReducer(state, { type: 'setDiscount', cents: 100 as Cents });
    expect(state).toMatchObject({ amountText: null, adjustments: { discountCents: 100 } });
  });

  it('removing a queued line gives its split share back (by people)', () => {
    let state = paymentDialogReducer(initialPaymentState(order), { type: 'setSplit', split: bySplit });
    state = paymentDialogReducer(state, { type: 'addLine', line: line('a', 1894) });
    expect(state.split).toMatchObject({ taken: 1 });
    state = paymentDialogReducer(state, { type: 'removeLine', key: 'a' });
    expect(state.lines).toEqual([]);
    expect(state.split).toEqual(bySplit);
    expect(state.split && splitLabel(state.split)).toBe('Pessoa 1 de 3');
    expect(suggestedAmountCents(state.split, 5680 as Cents)).toBe(1894);
  });

  it('removing a line from the middle frees that very share: the free shares add up to what is pending', () => {
    let state = paymentDialogReducer(initialPaymentState(order), { type: 'setSplit', split: bySplit });
    state = paymentDialogReducer(state, { type: 'addLine', line: line('a', 1894) });
    state = paymentDialogReducer(state, { type: 'addLine', line: line('b', 1893) });
    expect(state.split && splitLabel(state.split)).toBe('Pessoa 3 de 3');
    state = paymentDialogReducer(state, { type: 'removeLine', key: 'a' });
    expect(state.split && splitLabel(state.split)).toBe('Pessoa 2 de 3');
    const split = state.split;
    if (split?.kind !== 'PEOPLE') throw new Error('split by people expected');
    // 56,80 - 18,93 queued = 37,87 left: the 18,94 share (with the remainder) and one 18,93
    expect(sumCents(split.shares.slice(split.taken))).toBe(5680 - 1893);
    expect(currentShare(split)?.cents).toBe(1894);
  });

  it('removing the queued line of a split by items gives back the chosen item parts', () => {
    const itemParts = [{ referenceCode: 'r-1', parts: 7, selectedParts: [0, 1], cents: 1425 as Cents }];
    const byItems: SplitState = { kind: 'ITEMS', amountCents: 1425 as Cents, itemParts };
    let state = paymentDialogReducer(initialPaymentState(order), { type: 'setSplit', split: byItems });
    state = paymentDialogReducer(state, { type: 'addLine', line: { ...line('a', 1425), itemParts } });
    expect(state.split).toBeNull();
    state = paymentDialogReducer(state, { type: 'removeLine', key: 'a' });
    expect(state.split).toEqual(byItems);
    expect(currentShare(state.split)).toEqual({ cents: 1425, itemParts });
  });

  it('lines queued before a split took none of its shares; removing them leaves the split as it is', () => {
    let state = paymentDialogReducer(initialPaymentState(order), { type: 'addLine', line: line('before') });
    state = paymentDialogReducer(state, { type: 'setSplit', split: bySplit });
    state = paymentDialogReducer(state, { type: 'removeLine', key: 'before' });
    expect(state.split).toEqual(bySplit);
  });

  it('a save advances the split by every share its lines took, queued and typed, and only once', () => {
    const newer = { ...order, version: 2 };
    let state = paymentDialogReducer(initialPaymentState(order), { type: 'addLine', line: line('old', 500) });
    state = paymentDialogReducer(state, { type: 'setSplit', split: bySplit });
    state = paymentDialogReducer(state, { type: 'addLine', line: line('a', 1894) });
    const sent = [...state.lines, line('typed', 1893)];
    const saved = paymentDialogReducer(state, { type: 'saved', order: newer, sent });
    expect(saved.lines).toEqual([]);
    expect(saved.split && splitLabel(saved.split)).toBe('Pessoa 3 de 3');
    expect(currentShare(saved.split)?.cents).toBe(1893);
    // the saved shares stay taken: nothing queued is left to give them back
    expect(paymentDialogReducer(saved, { type: 'removeLine', key: 'a' }).split).toEqual(saved.split);
    expect(paymentDialogReducer(saved, { type: 'saved', order: newer, sent: [] }).split).toEqual(saved.split);
  });

  it('a refreshed order keeps everything typed; a save clears what it sent and advances the split', () => {
    const newer = { ...order, version: 2 };
    let state = paymentDialogReducer(initialPaymentState(order), { type: 'setSplit', split: bySplit });
    state = paymentDialogReducer(state, { type: 'typeAmount', text: '18,94' });
    state = paymentDialogReducer(state, { type: 'setDiscount', cents: 100 as Cents });
    const refreshed = paymentDialogReducer(state, { type: 'orderRefreshed', order: newer });
    expect(refreshed).toEqual({ ...state, order: newer });
    const saved = paymentDialogReducer(refreshed, { type: 'saved', order: newer, sent: [line('typed', 1894)] });
    expect(saved).toMatchObject({
      lines: [],
      amountText: null,
      adjustments: { discountCents: null },
      split: { taken: 1 },
    });
    const paid = paymentDialogReducer(refreshed, { type: 'saved', order: { ...newer, pago: true }, sent: [] });
    expect(paid.split).toBeNull();
  });

  it('plans what a confirm sends', () => {
    const typed = { ok: true as const, value: line('typed') };
    const base = { queued: [], queuedRefusal: null, typed: null, typedByUser: false, adjusted: false };
    expect(planConfirm({ ...base, typed })).toEqual({ ok: true, value: [typed.value] });
    expect(planConfirm({ ...base, queued: [line('a')], typed })).toEqual({ ok: true, value: [line('a')] });
    expect(planConfirm({ ...base, queued: [line('a')], typed, typedByUser: true })).toEqual({
      ok: true,
      value: [line('a'), typed.value],
    });
    expect(planConfirm({ ...base, typed: { ok: false, message: 'x' } })).toEqual({ ok: false, message: 'x' });
    expect(planConfirm({ ...base, queued: [line('a')], queuedRefusal: 'y' })).toEqual({ ok: false, message: 'y' });
    expect(planConfirm({ ...base, adjusted: true })).toEqual({ ok: true, value: [] });
    expect(planConfirm(base)).toEqual({ ok: false, message: MSG.PAYMENT_AMOUNT_NOT_POSITIVE });
  });
});
