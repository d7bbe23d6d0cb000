/**
 * The stop order of a delivery route (issue 14, 'Criar rota'): the order that minimizes the driving time from the
 * shop through every stop. A nearest-neighbour start improved by 2-opt over a duration matrix is enough at
 * restaurant scale (≤ 30 stops) and needs no routing server. Pure: the matrix comes from the directions provider.
 *
 * The matrix is (n + 1) × (n + 1) seconds: row/column 0 is the shop, i + 1 is stop i. It may be asymmetric
 * (one-way streets), so every candidate is priced over the whole path. The route is open: it ends at the last
 * stop (the ETAs are what the customers see; the way back does not change them).
 */
export const MAX_ROUTE_STOPS = 30;

export type DurationMatrix = readonly (readonly number[])[];

export interface OptimizedRoute {
  /** Stop indexes (0-based, as in the input) in driving order. */
  order: number[];
  /** Seconds from leaving the shop to each stop of `order`, same positions. */
  arrivals: number[];
  /** Seconds from the shop to the last stop. */
  durationSeconds: number;
}

function checkMatrix(matrix: DurationMatrix): number {
  const size = matrix.length;
  if (size < 1) throw new RangeError('A matriz de durações precisa ao menos da origem.');
  if (size - 1 > MAX_ROUTE_STOPS) throw new RangeError(`Uma rota tem no máximo ${MAX_ROUTE_STOPS} paradas.`);
  for (const row of matrix) {
    if (row.length !== size) throw new RangeError('A matriz de durações precisa ser quadrada.');
    for (const value of row) {
      if (!Number.isFinite(value) || value < 0) throw new RangeError('Duração inválida na matriz.');
    }
  }
  return size - 1;
}

/** Seconds from the shop through the stops in this order (stop i is matrix index i + 1). */
export function routeDurationSeconds(matrix: DurationMatrix, order: readonly number[]): number {
  let total = 0;
  let from = 0;
  for (const stop of order) {
    total += matrix[from]![stop + 1]!;
    from = stop + 1;
  }
  return total;
}

/** Arrival time at each stop of the order, from leaving the shop. */
export function arrivalSeconds(matrix: DurationMatrix, order: readonly number[]): number[] {
  const arrivals: number[] = [];
  let elapsed = 0;
  let from = 0;
  for (const stop of order) {
    elapsed += matrix[from]![stop + 1]!;
    arrivals.push(elapsed);
    from = stop + 1;
  }
  return arrivals;
}

/** Always drive to the closest stop not yet visited; ties go to the lower index (deterministic). */
export function nearestNeighbourOrder(matrix: DurationMatrix): number[] {
  const stops = checkMatrix(matrix);
  const visited = new Array<boolean>(stops).fill(false);
  const order: number[] = [];
  let from = 0;
  for (let step = 0; step < stops; step++) {
    let best = -1;
    for (let stop = 0; stop < stops; stop++) {
      if (visited[stop]) continue;
      if (best < 0 || matrix[from]![stop + 1]! < matrix[from]![best + 1]!) best = stop;
    }
    visited[best] = true;
    order.push(best);
    from = best + 1;
  }
  return order;
}

/**
 * 2-opt: reverse the segment i..j whenever that shortens the whole path, until no reversal does. Each accepted
 * move strictly lowers the duration, so it ends; the result is never worse than the order given.
 */
export function improveByTwoOpt(matrix: DurationMatrix, start: readonly number[]): number[] {
  checkMatrix(matrix);
  let order = [...start];
  let best = routeDurationSeconds(matrix, order);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < order.length - 1; i++) {
      for (let j = i + 1; j < order.length; j++) {
        const candidate = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
        const duration = routeDurationSeconds(matrix, candidate);
        // A margin against floating-point noise keeps the loop finite with fractional seconds.
        if (duration < best - 1e-9) {
          order = candidate;
          best = duration;
          improved = true;
        }
      }
    }
  }
  return order;
}

/**
 * The best of the nearest-neighbour start and the input order, each improved by 2-opt: never worse than the input
 * order, and the same answer for the same matrix.
 */
export function optimizeStopOrder(matrix: DurationMatrix): OptimizedRoute {
  const stops = checkMatrix(matrix);
  const given = Array.from({ length: stops }, (_, i) => i);
  const fromNeighbour = improveByTwoOpt(matrix, nearestNeighbourOrder(matrix));
  const fromGiven = improveByTwoOpt(matrix, given);
  const order =
    routeDurationSeconds(matrix, fromGiven) < routeDurationSeconds(matrix, fromNeighbour) ? fromGiven : fromNeighbour;
  return { order, arrivals: arrivalSeconds(matrix, order), durationSeconds: routeDurationSeconds(matrix, order) };
}
