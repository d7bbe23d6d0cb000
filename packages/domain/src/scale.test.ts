import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  isCapturableReading,
  nextIdentifier,
  parseIdentifierGeneration,
  parseScaleFrame,
  readingOfFrame,
  scaleErrorReading,
  scaleLine,
  weighedTotalCents,
  type ScaleProduct,
} from './scale';

const SEED = 20261124;
const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
const frame = (body: string) => `\x02${body}\x03`;

describe('scale read errors (doc 2 §8, doc 3 §8)', () => {
  it('stores an error as a reading of weight 0 with its code and message', () => {
    expect(scaleErrorReading(10)).toEqual({ peso: 0, estavel: false, codigo: 10, mensagem: MSG.SCALE_READER_NOT_OPEN });
    expect(scaleErrorReading(20).mensagem).toBe(MSG.SCALE_REQUEST_FILE_NOT_CREATED);
    expect(scaleErrorReading(25).mensagem).toBe(MSG.SCALE_FILE_DELETE_FAILED);
    expect(isCapturableReading(scaleErrorReading(10))).toBe(false);
    expect(isCapturableReading({ peso: 0.5, estavel: true, codigo: null, mensagem: null })).toBe(true);
    expect(isCapturableReading({ peso: 0.5, estavel: false, codigo: null, mensagem: null })).toBe(false);
  });
});

describe('parseScaleFrame (Toledo/Filizola serial answer)', () => {
  it('reads grams with 3 implied decimals and a decimal point', () => {
    expect(parseScaleFrame(bytes(frame('01250'))).frame).toEqual({ kind: 'peso', peso: 1.25 });
    expect(parseScaleFrame(bytes(frame('000450'))).frame).toEqual({ kind: 'peso', peso: 0.45 });
    expect(parseScaleFrame(bytes(frame('2.005'))).frame).toEqual({ kind: 'peso', peso: 2.005 });
  });

  it('reads the unstable, negative and overload frames', () => {
    expect(parseScaleFrame(bytes(frame('IIIII'))).frame).toEqual({ kind: 'instavel' });
    expect(parseScaleFrame(bytes(frame('NNNNN'))).frame).toEqual({ kind: 'negativo' });
    expect(parseScaleFrame(bytes(frame('SSSSS'))).frame).toEqual({ kind: 'sobrecarga' });
    expect(readingOfFrame({ kind: 'instavel' })).toEqual({ peso: 0, estavel: false, codigo: null, mensagem: null });
  });

  it('keeps the last complete frame and the incomplete tail', () => {
    const r = parseScaleFrame(bytes(`xx${frame('00100')}${frame('00200')}\x0200`));
    expect(r.frame).toEqual({ kind: 'peso', peso: 0.2 });
    expect([...r.rest]).toEqual([...bytes('\x0200')]);
    const again = parseScaleFrame(new Uint8Array([...r.rest, ...bytes('300\x03')]));
    expect(again.frame).toEqual({ kind: 'peso', peso: 0.3 });
    expect(again.rest.length).toBe(0);
  });

  it('ignores garbage between STX and ETX', () => {
    expect(parseScaleFrame(bytes(frame('12A45'))).frame).toBeNull();
    expect(parseScaleFrame(bytes('no frame')).rest.length).toBe(0);
  });

  it('reads back any weight a scale sends, split anywhere (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.nat(8), (grams, cut) => {
        const raw = bytes(frame(String(grams).padStart(5, '0')));
        const at = Math.min(cut, raw.length);
        const first = parseScaleFrame(raw.subarray(0, at));
        const second = parseScaleFrame(new Uint8Array([...first.rest, ...raw.subarray(at)]));
        const got = at === raw.length ? first.frame : second.frame;
        expect(got).toEqual({ kind: 'peso', peso: grams / 1000 });
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe('identifier generation (doc 3 §9)', () => {
  it("parses 'mode|min|max' with S and A; empty is none", () => {
    expect(parseIdentifierGeneration('S|1|500')).toEqual({ ok: true, value: { mode: 'S', min: 1, max: 500 } });
    expect(parseIdentifierGeneration('a|100|199')).toEqual({ ok: true, value: { mode: 'A', min: 100, max: 199 } });
    expect(parseIdentifierGeneration('')).toEqual({ ok: true, value: null });
    for (const bad of ['X|1|2', 'S|5|1', 'S|0|10', 'S|1', 'S|a|b']) {
      expect(parseIdentifierGeneration(bad)).toEqual({ ok: false, message: MSG.SCALE_IDENTIFIER_GENERATION_INVALID });
    }
  });

  it('S goes from the last plus one and wraps to the minimum past the maximum', () => {
    const g = { mode: 'S' as const, min: 10, max: 12 };
    expect(nextIdentifier(g, null)).toBe(10);
    expect(nextIdentifier(g, 10)).toBe(11);
    expect(nextIdentifier(g, 11)).toBe(12);
    expect(nextIdentifier(g, 12)).toBe(10);
    expect(nextIdentifier(g, 3)).toBe(10);
  });

  it('S stays within [min, max] and visits every number before repeating (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 50 }), (min, span) => {
        const g = { mode: 'S' as const, min, max: min + span };
        let last: number | null = null;
        const seen = new Set<number>();
        for (let i = 0; i <= span; i++) {
          last = nextIdentifier(g, last);
          expect(last).toBeGreaterThanOrEqual(min);
          expect(last).toBeLessThanOrEqual(min + span);
          seen.add(last);
        }
        expect(seen.size).toBe(span + 1);
        expect(nextIdentifier(g, last)).toBe(min);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('A is random between min and max inclusive (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (min, span, r) => {
          const n = nextIdentifier({ mode: 'A', min, max: min + span }, 7, () => r);
          expect(Number.isInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(min);
          expect(n).toBeLessThanOrEqual(min + span);
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
    expect(nextIdentifier({ mode: 'A', min: 5, max: 6 }, null, () => 0)).toBe(5);
    expect(nextIdentifier({ mode: 'A', min: 5, max: 6 }, null, () => 0.9999)).toBe(6);
  });
});

describe('the weighed line (doc 3 §3, §9)', () => {
  const quilo: ScaleProduct = {
    idProduto: 1,
    descricao: 'Comida por quilo',
    valorUnitarioCents: 6990,
    tipoNotificacao: 'COZINHA',
    cobrarTaxaServico: true,
  };
  const livre: ScaleProduct = {
    idProduto: 2,
    descricao: 'Buffet livre',
    valorUnitarioCents: 4990,
    tipoNotificacao: 'NN',
    cobrarTaxaServico: true,
  };

  it('charges the weight at the price per kilo, not notified (NN) whatever the product says', () => {
    expect(scaleLine(quilo, 0.5, null)).toMatchObject({
      idProduto: 1,
      quantidade: 0.5,
      totalCents: 3495,
      tipoNotificacao: 'NN',
      livreAssociado: false,
    });
    expect(weighedTotalCents(6990, 0.4567)).toBe(3194);
  });

  it('takes the free associated product, quantity 1, when it is cheaper than the weighed total', () => {
    expect(scaleLine(quilo, 0.8, livre)).toMatchObject({ idProduto: 2, quantidade: 1, totalCents: 4990 });
    expect(scaleLine(quilo, 0.5, livre)).toMatchObject({ idProduto: 1, quantidade: 0.5, totalCents: 3495 });
  });

  it('never charges more than the cheaper of the two (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 30_000 }),
        (perKg, freePrice, grams) => {
          const line = scaleLine({ ...quilo, valorUnitarioCents: perKg }, grams / 1000, {
            ...livre,
            valorUnitarioCents: freePrice,
          });
          const weighed = weighedTotalCents(perKg, grams / 1000);
          expect(line.totalCents).toBe(Math.min(weighed, freePrice));
          expect(line.livreAssociado).toBe(freePrice < weighed);
          if (line.livreAssociado) expect(line.quantidade).toBe(1);
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});
