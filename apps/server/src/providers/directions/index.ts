/** Route distance and duration between two addresses (doc 4 §7 /endereco/directions). */
export interface Directions {
  distanceMeters: number;
  durationSeconds: number;
  /** e.g. '3,2 km - 9 min' */
  humanized: string;
}

export interface DirectionsProvider {
  /** null when no route exists between the two places. */
  route(origin: string, destination: string): Promise<Directions | null>;
}

export function humanize(distanceMeters: number, durationSeconds: number): string {
  const km = (distanceMeters / 1000).toFixed(1).replace('.', ',');
  const minutes = Math.max(1, Math.round(durationSeconds / 60));
  return `${km} km - ${minutes} min`;
}

export { createDirectionsSandbox } from './sandbox';
export { createOsrmClient } from './osrm';
