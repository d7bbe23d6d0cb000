import type { TScaleReading } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { describe, expect, it, vi } from 'vitest';
import { captureWeight } from './scale-api';

const reading = (over: Partial<TScaleReading>): TScaleReading => ({
  peso: 0,
  estavel: true,
  codigo: null,
  mensagem: null,
  lidoEm: '2026-11-24T20:00:00.000Z',
  ...over,
});

describe('captureWeight (doc 2 §4.7)', () => {
  it('takes the first stable weight above zero', async () => {
    const read = vi
      .fn()
      .mockResolvedValueOnce(reading({ peso: 0.3, estavel: false }))
      .mockResolvedValueOnce(reading({ peso: 0.512 }));
    expect(await captureWeight(read, { delayMs: 0 })).toEqual({ ok: true, peso: 0.512, attempts: 2 });
  });

  it('gives up after 5 attempts (errors, failed calls, empty scale) with the last reading', async () => {
    const error = reading({ codigo: 10, mensagem: MSG.SCALE_READER_NOT_OPEN, estavel: false });
    const read = vi
      .fn()
      .mockResolvedValueOnce(reading({ peso: 0 }))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(error);
    const seen: number[] = [];
    const outcome = await captureWeight(read, { delayMs: 0, onAttempt: (n) => seen.push(n) });
    expect(outcome).toEqual({ ok: false, attempts: 5, last: error });
    expect(read).toHaveBeenCalledTimes(5);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });
});
