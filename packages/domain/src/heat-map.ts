import { MSG } from './messages';
import { parseQueryDateTime, type DateRange } from './periods';
import { fail, ok, type Result } from './result';

/**
 * Sales heat map (doc 3 §2.2, §3 person derived fields, §5 coordinates and counting, §9 constants): orders of a
 * period grouped by customer, the heat points and the counts inside the distance circle. Money in cents.
 */

/** doc 3 §9 heat map constants. */
export const HEAT_MAP = Object.freeze({
  /** 'Raio de Distância' starts at 3 km. */
  CIRCLE_START_METERS: 3000,
  /** Marker clusters start at one marker. */
  CLUSTER_MIN: 1,
  /** leaflet.heat radius, in pixels. */
  HEAT_RADIUS: 20,
  HEAT_OPACITY: 0.5,
  DEFAULT_ZOOM: 13,
  /** 'Listagem' rows and the list's cap, in pixels. */
  LIST_ROW_PX: 60,
  LIST_MAX_PX: 700,
  /** Orders are fetched 100 at a time, 150 ms apart (doc 3 §7, §9). */
  PAGE_SIZE: 100,
  PAGE_DELAY_MS: 150,
});

export interface LatLngPoint {
  readonly lat: number;
  readonly lng: number;
}

/** The customer of an order as the heat map reads it (doc 3 §3 Person). */
export interface HeatMapPerson {
  readonly id: number;
  readonly nome: string;
  readonly endereco?: string | null;
  readonly numero?: string | null;
  readonly bairro?: string | null;
  readonly municipio?: string | null;
  readonly estado?: string | null;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
}

export interface HeatMapOrder {
  readonly id: number;
  readonly pessoa: HeatMapPerson;
  /** The order's sales: the sum of its items' valorTotal, in cents. */
  readonly valorCents: number;
}

/** A customer on the map with the derived fields of doc 3 §3. */
export interface HeatMapCustomer {
  readonly pessoa: HeatMapPerson;
  readonly lat: number;
  readonly lng: number;
  readonly quantidadePedido: number;
  readonly valorPedidoCents: number;
  readonly ticketMedioCents: number;
  readonly pedidoIds: readonly number[];
}

export interface HeatMapSummary {
  /** Customers counted on the map (complete address and a non-zero coordinate). */
  readonly customers: readonly HeatMapCustomer[];
  /** Customers with a complete address but no coordinate yet: the 'N pessoa(s) sem coordenadas' warning. */
  readonly semCoordenadas: readonly HeatMapPerson[];
  /** Orders whose customer's address is incomplete: they cannot be geocoded (doc 3 §8). */
  readonly pedidosEnderecoIncompleto: readonly number[];
}

export interface CircleStats {
  readonly pedidos: number;
  readonly totalCents: number;
  readonly ticketMedioCents: number;
}

const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** doc 3 §5: a coordinate counts when both parts are numbers, in range and not zero (isValidLatLng). */
export function isValidLatLng(lat: number | null | undefined, lng: number | null | undefined): boolean {
  if (typeof lat !== 'number' || typeof lng !== 'number') return false;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (lat === 0 || lng === 0) return false;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** doc 3 §5: coordinates are updated only for addresses with endereco, numero, bairro, municipio and estado. */
export function hasCompleteAddress(person: HeatMapPerson): boolean {
  return [person.endereco, person.numero, person.bairro, person.municipio, person.estado].every(filled);
}

/** Average ticket: total over count, rounded to the cent; zero without orders. */
export function averageTicketCents(totalCents: number, count: number): number {
  return count > 0 ? Math.round(totalCents / count) : 0;
}

const EARTH_RADIUS_METERS = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function haversineMeters(a: LatLngPoint, b: LatLngPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Groups the orders by customer (doc 3 §3 derived fields quantidadePedido, valorPedido, ticketMedio). A customer
 * is counted only with a complete address and a valid coordinate (doc 3 §5); the others are reported apart.
 */
export function aggregateHeatMap(orders: readonly HeatMapOrder[]): HeatMapSummary {
  const byPerson = new Map<number, { pessoa: HeatMapPerson; ids: number[]; cents: number }>();
  for (const order of orders) {
    const entry = byPerson.get(order.pessoa.id);
    if (entry) {
      entry.ids.push(order.id);
      entry.cents += order.valorCents;
    } else {
      byPerson.set(order.pessoa.id, { pessoa: order.pessoa, ids: [order.id], cents: order.valorCents });
    }
  }
  const customers: HeatMapCustomer[] = [];
  const semCoordenadas: HeatMapPerson[] = [];
  const pedidosEnderecoIncompleto: number[] = [];
  for (const { pessoa, ids, cents } of byPerson.values()) {
    if (!hasCompleteAddress(pessoa)) {
      pedidosEnderecoIncompleto.push(...ids);
    } else if (!isValidLatLng(pessoa.latitude, pessoa.longitude)) {
      semCoordenadas.push(pessoa);
    } else {
      customers.push({
        pessoa,
        lat: pessoa.latitude!,
        lng: pessoa.longitude!,
        quantidadePedido: ids.length,
        valorPedidoCents: cents,
        ticketMedioCents: averageTicketCents(cents, ids.length),
        pedidoIds: ids,
      });
    }
  }
  return { customers, semCoordenadas, pedidosEnderecoIncompleto };
}

/** Orders, total value and average ticket of the customers inside the circle (its edge included). */
export function circleStats(
  customers: readonly HeatMapCustomer[],
  center: LatLngPoint,
  radiusMeters: number,
): CircleStats {
  let pedidos = 0;
  let totalCents = 0;
  for (const customer of customers) {
    if (haversineMeters(center, customer) > radiusMeters) continue;
    pedidos += customer.quantidadePedido;
    totalCents += customer.valorPedidoCents;
  }
  return { pedidos, totalCents, ticketMedioCents: averageTicketCents(totalCents, pedidos) };
}

/** Heat points [lat, lng, intensity]: one per customer, weighted by its order count against the busiest one. */
export function heatPoints(customers: readonly HeatMapCustomer[]): [number, number, number][] {
  const busiest = customers.reduce((max, c) => Math.max(max, c.quantidadePedido), 0);
  return customers.map((c) => [c.lat, c.lng, busiest > 0 ? c.quantidadePedido / busiest : 0]);
}

/** The page offsets to fetch `total` orders `pageSize` at a time (first = 0, 100, 200 …). */
export function pageOffsets(total: number, pageSize: number = HEAT_MAP.PAGE_SIZE): number[] {
  const offsets: number[] = [];
  for (let first = 0; first < total; first += pageSize) offsets.push(first);
  return offsets;
}

/**
 * The period of listCountPedidos / listPedidos: 'yyyy-MM-dd HH:mm:ss' (or 'yyyy-MM-dd') local time, written as the
 * DRE's (doc 4 §7: 'yyyy-MM-dd 00:00:00'). A final date at midnight means that whole day; the end is exclusive.
 */
export function heatMapPeriod(dataInicial: string | undefined, dataFinal: string | undefined): Result<DateRange> {
  if (!dataInicial?.trim() || !dataFinal?.trim()) return fail(MSG.NO_PERIOD);
  const withTime = (text: string) => (text.trim().length === 10 ? `${text.trim()} 00:00:00` : text);
  const start = parseQueryDateTime(withTime(dataInicial));
  const endText = withTime(dataFinal);
  const end = parseQueryDateTime(endText);
  if (!start || !end) return fail(MSG.PERIOD_INVALID);
  const wholeDay = endText.trim().endsWith('00:00:00');
  const endExclusive = wholeDay
    ? new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1)
    : new Date(end.getTime() + 1000);
  if (endExclusive.getTime() <= start.getTime()) return fail(MSG.PERIOD_INVALID);
  return ok({ start, end: endExclusive });
}
