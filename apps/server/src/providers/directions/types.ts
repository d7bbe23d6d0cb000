import type { LatLng } from '../geocoding';

/** Route distance and duration between two places (doc 4 §7 /endereco/directions). */
export interface Directions {
  distanceMeters: number;
  durationSeconds: number;
  /** e.g. '3,2 km - 9 min' */
  humanized: string;
}

/** A route through several places in the order given: totals, one leg per hop and the drawn line. */
export interface RouteThrough {
  distanceMeters: number;
  durationSeconds: number;
  legs: { distanceMeters: number; durationSeconds: number }[];
  /** [lat, lng] pairs. */
  geometry: [number, number][];
}

/** Seconds and metres between every pair of places (row = from, column = to); null where no route exists. */
export interface TravelTable {
  durations: (number | null)[][];
  distances: (number | null)[][];
}

export interface DirectionsProvider {
  /** null when no route exists between the two places. */
  route(origin: LatLng, destination: LatLng): Promise<Directions | null>;
  /** null when no route goes through every place. */
  routeThrough(places: readonly LatLng[]): Promise<RouteThrough | null>;
  table(places: readonly LatLng[]): Promise<TravelTable>;
}

export function humanize(distanceMeters: number, durationSeconds: number): string {
  const km = (distanceMeters / 1000).toFixed(1).replace('.', ',');
  const minutes = Math.max(1, Math.round(durationSeconds / 60));
  return `${km} km - ${minutes} min`;
}

const EARTH_RADIUS_M = 6_371_000;

export function haversineMeters(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** 'lat,lng' text as a point, or null when the text is an address. */
export function parseLatLng(text: string): LatLng | null {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}
