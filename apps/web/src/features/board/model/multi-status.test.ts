import { MSG } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { readDispatchLimit } from '../../../shared/settings/board-parameters';
import {
  checkMultiStatusConfirm,
  selectAllWithinLimit,
  splitMultiStatusResults,
  toggleSelection,
} from './multi-status';

describe('multi-status selection and limits (doc 2 §5.8)', () => {
  it('refuses to tick past LIMITE_DESPACHO with the spec message, and unticks freely', () => {
    expect(toggleSelection([1, 2], 3, 3)).toEqual({ ok: true, value: [1, 2, 3] });
    expect(toggleSelection([1, 2, 3], 4, 3)).toEqual({ ok: false, message: 'Limite de 3 pedidos atingido.' });
    expect(toggleSelection([1, 2, 3], 2, 3)).toEqual({ ok: true, value: [1, 3] });
  });

  it('selects all up to the limit and says when some were left out', () => {
    expect(selectAllWithinLimit([1, 2], 20)).toEqual({ selected: [1, 2] });
    expect(selectAllWithinLimit([1, 2, 3], 2)).toEqual({ selected: [1, 2], message: MSG.limitePedidosAtingido(2) });
  });

  it('checks the confirmation: nothing selected, over the limit, ENVIADO without courier', () => {
    const base = { selectedCount: 2, limit: 20, target: 'ENVIADO' as const, courierId: 5 };
    expect(checkMultiStatusConfirm({ ...base, selectedCount: 0 })).toEqual({
      ok: false,
      message: MSG.MULTI_STATUS_NOTHING_SELECTED,
    });
    expect(checkMultiStatusConfirm({ ...base, selectedCount: 21 })).toEqual({
      ok: false,
      message: 'Não é possível transferir. Limite máximo de transferência é de 20 pedidos.',
    });
    expect(checkMultiStatusConfirm(base)).toEqual({ ok: true, value: { askSendWithoutCourier: false } });
    expect(checkMultiStatusConfirm({ ...base, courierId: null })).toEqual({
      ok: true,
      value: { askSendWithoutCourier: true },
    });
    expect(checkMultiStatusConfirm({ ...base, target: 'ENTREGUE', courierId: null })).toMatchObject({
      value: { askSendWithoutCourier: false },
    });
  });

  it('reads the limit code (default 20) and splits per-order results', () => {
    expect(readDispatchLimit('5')).toBe(5);
    expect(readDispatchLimit('')).toBe(20);
    expect(readDispatchLimit(undefined)).toBe(20);
    const { moved, errors } = splitMultiStatusResults([{ id: 1 }, { id: 2, err: 'Pedido não encontrado.' }]);
    expect(moved).toEqual([{ id: 1 }]);
    expect([...errors]).toEqual([[2, 'Pedido não encontrado.']]);
  });
});
