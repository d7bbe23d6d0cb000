import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrivalSeconds,
  improveByTwoOpt,
  MAX_ROUTE_STOPS,
  nearestNeighbourOrder,
  optimizeStopOrder,
  routeDurationSeconds,
  type DurationMatrix,
} from './route-optimizer';

const SEED = 20261124;

/** Travel seconds between points on a plane (symmetric, metric), shop first. */
function planeMatrix(points: readonly (readonly [number, number])[]): number[][] {
  return points.map((a) => points.map((b) => Math.round(Math.hypot(a[0] - b[0], a[1] - b[1]))));
}

const points = (max: number) =>
  fc.array(fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 })), {
    minLength: 1,
    maxLength: max + 1,
  });

/** Any non-negative matrix, asymmetric too (one-way streets). */
const anyMatrix = fc.integer({ min: 1, max: 13 }).chain((size) =>
  fc.array(fc.array(fc.integer({ min: 0, max: 3600 }), { minLength: size, maxLength: size }), {
    minLength: size,
    maxLength: size,
  }),
);

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const identity = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('optimizeStopOrder', () => {
  it('visits stops on a street in street order, whatever order they were given in', () => {
    // Shop at 0 m, stops at 4000, 1000, 3000, 2000 m along the same street.
    const matrix = planeMatrix([
      [0, 0],
      [4000, 0],
      [1000, 0],
      [3000, 0],
      [2000, 0],
    ]);
    const route = optimizeStopOrder(matrix);
    expect(route.order).toEqual([1, 3, 2, 0]);
    expect(route.arrivals).toEqual([1000, 2000, 3000, 4000]);
    expect(route.durationSeconds).toBe(4000);
    expect(routeDurationSeconds(matrix, identity(4))).toBe(4000 + 3000 + 2000 + 1000);
  });

  it('untangles a zig-zag order by 2-opt', () => {
    const matrix = planeMatrix([
      [0, 0],
      [1000, 0],
      [2000, 0],
      [3000, 0],
      [4000, 0],
    ]);
    expect(improveByTwoOpt(matrix, [1, 0, 3, 2])).toEqual([0, 1, 2, 3]);
    expect(nearestNeighbourOrder(matrix)).toEqual([0, 1, 2, 3]);
  });

  it('returns a permutation of the stops, never slower than the given order or nearest neighbour alone', () => {
    fc.assert(
      fc.property(anyMatrix, (matrix) => {
        const stops = matrix.length - 1;
        const route = optimizeStopOrder(matrix);
        expect(sorted(route.order)).toEqual(identity(stops));
        expect(route.durationSeconds).toBeLessThanOrEqual(routeDurationSeconds(matrix, identity(stops)));
        expect(route.durationSeconds).toBeLessThanOrEqual(routeDurationSeconds(matrix, nearestNeighbourOrder(matrix)));
        expect(route.durationSeconds).toBe(routeDurationSeconds(matrix, route.order));
        expect(route.arrivals).toEqual(arrivalSeconds(matrix, route.order));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('is deterministic and its ETAs grow along the route', () => {
    fc.assert(
      fc.property(points(MAX_ROUTE_STOPS), (pts) => {
        const matrix = planeMatrix(pts);
        const first = optimizeStopOrder(matrix);
        expect(optimizeStopOrder(matrix.map((row) => [...row]))).toEqual(first);
        for (let i = 1; i < first.arrivals.length; i++) {
          expect(first.arrivals[i]!).toBeGreaterThanOrEqual(first.arrivals[i - 1]!);
        }
        expect(first.arrivals.at(-1) ?? 0).toBe(first.durationSeconds);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('leaves no improving segment reversal (2-opt local optimum)', () => {
    fc.assert(
      fc.property(points(12), (pts) => {
        const matrix = planeMatrix(pts);
        const route = optimizeStopOrder(matrix);
        const { order } = route;
        for (let i = 0; i < order.length - 1; i++) {
          for (let j = i + 1; j < order.length; j++) {
            const reversed = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
            expect(routeDurationSeconds(matrix, reversed)).toBeGreaterThanOrEqual(route.durationSeconds);
          }
        }
      }),
      { seed: SEED, numRuns: 80 },
    );
  });

  it('handles no stop and refuses bad matrices and more than 30 stops', () => {
    expect(optimizeStopOrder([[0]])).toEqual({ order: [], arrivals: [], durationSeconds: 0 });
    const tooMany: DurationMatrix = planeMatrix(Array.from({ length: MAX_ROUTE_STOPS + 2 }, (_, i) => [i, 0]));
    expect(() => optimizeStopOrder(tooMany)).toThrow(RangeError);
    expect(() => optimizeStopOrder([[0, 1]])).toThrow(RangeError);
    expect(() =>
      optimizeStopOrder([
        [0, -1],
        [1, 0],
      ]),
    ).toThrow(RangeError);
    expect(() =>
      optimizeStopOrder([
        [0, Number.NaN],
        [1, 0],
      ]),
    ).toThrow(RangeError);
  });
});
