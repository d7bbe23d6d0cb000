import { MSG, optimizeStopOrder, routeDurationSeconds } from '@brasa/domain';
import type { TGeocodeResult, TMapConfig, TRoutePlan } from '@brasa/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError, badRequest, notFound, unprocessable } from '../../errors';
import { MissingMapsKeyError, type AddressQuery, type LatLng } from '../../providers/geocoding';
import { findActiveIntegration } from '../integrations/repository';
import * as repo from './repository';

type App = Pick<FastifyInstance, 'database' | 'providers'>;

/** The maps integration of a unit (integracao tipo GM): its browser-safe `dados` may name its own tile server. */
export const MAPS_INTEGRATION = 'GM';

/** The unit's Google key: codigoGenerico GOOGLE_MAPS_KEY, else the GM integration's secret (server side only). */
async function unitMapsKey(app: App, unidadeId: number): Promise<string | null> {
  const fromCode = await repo.findMapsKey(app.database.db, unidadeId);
  if (fromCode) return fromCode;
  const gm = await findActiveIntegration(app.database.db, unidadeId, MAPS_INTEGRATION);
  const secret = gm?.segredos.googleMapsKey;
  return typeof secret === 'string' && secret.trim() ? secret.trim() : null;
}

/** Geocodes with the unit's key; a missing key needed by the provider is the spec's message (400). */
export async function geocodeForUnit(app: App, unidadeId: number, query: AddressQuery): Promise<LatLng | null> {
  const apiKey = app.providers.geocoding.needsKey ? await unitMapsKey(app, unidadeId) : null;
  try {
    return await app.providers.geocoding.geocode(query, { apiKey });
  } catch (err) {
    if (err instanceof MissingMapsKeyError) throw badRequest(MSG.MAPS_KEY_NOT_FOUND, 'MAPS_KEY_NOT_FOUND');
    throw err;
  }
}

export async function mapConfig(app: App, unidadeId: number): Promise<TMapConfig> {
  const unit = await repo.findUnitPlace(app.database.db, unidadeId);
  const gm = await findActiveIntegration(app.database.db, unidadeId, MAPS_INTEGRATION);
  const ownTiles = typeof gm?.dados.tileUrl === 'string' && gm.dados.tileUrl ? gm.dados.tileUrl : null;
  const ownAttribution = typeof gm?.dados.attribution === 'string' ? gm.dados.attribution : null;
  const needsKey = app.providers.geocoding.needsKey;
  return {
    tileUrl: ownTiles ?? app.providers.maps.tileUrl,
    attribution: ownTiles ? (ownAttribution ?? '') : app.providers.maps.attribution,
    empresa: unit && unit.lat !== null && unit.lng !== null ? { lat: unit.lat, lng: unit.lng } : null,
    chaveAusente: needsKey && (await unitMapsKey(app, unidadeId)) === null,
  };
}

/** The order's point: its delivery address's, or its customer's when it goes to the customer's registered address. */
export function orderPoint(order: repo.OrderPlace): LatLng | null {
  const c = order.address?.coordinates;
  if (c && isCoordinate(c.latitude, c.longitude)) return { lat: c.latitude!, lng: c.longitude! };
  const customer = order.customer;
  if (!customer || !isCoordinate(customer.lat, customer.lng)) return null;
  return goesToCustomer(order) ? { lat: customer.lat!, lng: customer.lng! } : null;
}

/** The order goes to its customer's registered street and number (so both share one point). */
function goesToCustomer(order: repo.OrderPlace): boolean {
  const customer = order.customer;
  if (!customer) return false;
  const same = (a?: string | null, b?: string | null) =>
    (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  // Without a delivery address there is nowhere to drive (a counter order with a customer is not a stop).
  const street = order.address?.streetName;
  return !!street?.trim() && same(street, customer.endereco) && same(order.address?.streetNumber, customer.numero);
}

const isCoordinate = (lat: unknown, lng: unknown) =>
  typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** Every id must be an active order of the unit: another unit's id answers like a missing one. */
async function loadOrders(app: App, unidadeId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const orders = await repo.findOrderPlaces(app.database.db, unidadeId, unique);
  if (orders.length !== unique.length) throw notFound(MSG.ORDER_NOT_FOUND);
  const byId = new Map(orders.map((o) => [o.id, o]));
  return unique.map((id) => byId.get(id)!);
}

async function unitPoint(app: App, unidadeId: number): Promise<LatLng> {
  const unit = await repo.findUnitPlace(app.database.db, unidadeId);
  if (!unit || unit.lat === null || unit.lng === null) {
    throw unprocessable(MSG.COMPANY_WITHOUT_COORDINATES, 'COMPANY_WITHOUT_COORDINATES');
  }
  return { lat: unit.lat, lng: unit.lng };
}

const providerFailure = (log: FastifyBaseLogger) => (err: unknown) => {
  if (err instanceof AppError) throw err;
  log.warn({ err }, 'falha no provedor de rotas');
  throw new AppError(502, MSG.DIRECTIONS_FAILED, 'DIRECTIONS_FAILED');
};

/**
 * A route from the shop through the orders (doc 4 §4 'Route planning', issue 14 'Criar rota'): durations from the
 * provider's table, the stop order from the optimizer (or as given), the drawn line and leg figures from the
 * provider's route. Orders without coordinates are left out and listed.
 */
export async function planRoute(
  app: App,
  log: FastifyBaseLogger,
  unidadeId: number,
  request: { pedidoIds: number[]; otimizar: boolean },
): Promise<TRoutePlan> {
  const orders = await loadOrders(app, unidadeId, request.pedidoIds);
  const shop = await unitPoint(app, unidadeId);
  const located = orders.flatMap((o) => {
    const point = orderPoint(o);
    return point ? [{ id: o.id, point }] : [];
  });
  const semCoordenadas = orders.filter((o) => !located.some((l) => l.id === o.id)).map((o) => o.id);
  const empty: TRoutePlan = {
    paradas: [],
    distanciaMetros: 0,
    duracaoSegundos: 0,
    duracaoOrdemInformadaSegundos: 0,
    geometria: [],
    semCoordenadas,
  };
  if (located.length === 0) return empty;

  const fail = providerFailure(log);
  const table = await app.providers.directions.table([shop, ...located.map((l) => l.point)]).catch(fail);
  if (table.durations.some((row) => row.some((cell) => cell === null))) {
    throw unprocessable(MSG.ORDERS_WITHOUT_ROUTE, 'NO_ROUTE');
  }
  const matrix = table.durations as number[][];
  const given = located.map((_, i) => i);
  const order = request.otimizar ? optimizeStopOrder(matrix).order : given;
  const stops = order.map((i) => located[i]!);
  const route = await app.providers.directions.routeThrough([shop, ...stops.map((s) => s.point)]).catch(fail);
  if (!route) throw unprocessable(MSG.ORDERS_WITHOUT_ROUTE, 'NO_ROUTE');

  let elapsed = 0;
  let travelled = 0;
  const paradas = stops.map((stop, i) => {
    const leg = route.legs[i] ?? { durationSeconds: 0, distanceMeters: 0 };
    elapsed += leg.durationSeconds;
    travelled += leg.distanceMeters;
    return { pedidoId: stop.id, posicao: stop.point, chegadaSegundos: elapsed, distanciaMetros: travelled };
  });
  return {
    paradas,
    distanciaMetros: route.distanceMeters,
    duracaoSegundos: route.durationSeconds,
    duracaoOrdemInformadaSegundos: Math.round(routeDurationSeconds(matrix, given)),
    geometria: route.geometry,
    semCoordenadas,
  };
}

/**
 * Fills the missing coordinates of those orders through the geocoder (doc 4 §4: "a geocoding call to a maps service
 * is made for addresses without coordinates"), then saves the found ones in one statement. A failure is logged and
 * that order skipped (its `erro` says why); the others are still saved.
 */
export async function geocodeOrders(
  app: App,
  log: FastifyBaseLogger,
  unidadeId: number,
  ids: readonly number[],
): Promise<TGeocodeResult[]> {
  const orders = await loadOrders(app, unidadeId, ids);
  const results: TGeocodeResult[] = [];
  for (const order of orders) {
    const known = orderPoint(order);
    if (known) {
      results.push({ id: order.id, lat: known.lat, lng: known.lng, erro: null });
      continue;
    }
    const a = order.address;
    if (!a?.streetName?.trim() || !a.streetNumber?.trim() || !a.city?.trim()) {
      results.push({ id: order.id, lat: null, lng: null, erro: MSG.DELIVERY_ADDRESS_INCOMPLETE });
      continue;
    }
    try {
      const point = await geocodeForUnit(app, unidadeId, {
        street: a.streetName,
        number: a.streetNumber,
        neighborhood: a.neighborhood,
        city: a.city,
        state: a.state,
        postalCode: a.postalCode,
      });
      results.push(
        point
          ? { id: order.id, lat: point.lat, lng: point.lng, erro: null }
          : { id: order.id, lat: null, lng: null, erro: MSG.ADDRESS_NOT_FOUND_ON_MAP },
      );
      if (!point) log.info({ pedidoId: order.id }, 'endereço não encontrado pelo geocodificador');
    } catch (err) {
      if (err instanceof AppError) throw err;
      log.warn({ err, pedidoId: order.id }, 'falha ao geocodificar o endereço do pedido');
      results.push({ id: order.id, lat: null, lng: null, erro: MSG.GEOCODING_FAILED });
    }
  }
  const found = results.flatMap((r) =>
    r.erro === null && r.lat !== null && r.lng !== null && !orderPoint(orders.find((o) => o.id === r.id)!)
      ? [{ id: r.id, lat: r.lat, lng: r.lng }]
      : [],
  );
  // A customer whose registered address an order goes to gets the same point (once, whatever the order count).
  const customers = new Map<number, { pessoaId: number; lat: number; lng: number }>();
  for (const point of found) {
    const order = orders.find((o) => o.id === point.id)!;
    if (order.customer && goesToCustomer(order) && !isCoordinate(order.customer.lat, order.customer.lng)) {
      customers.set(order.customer.id, { pessoaId: order.customer.id, lat: point.lat, lng: point.lng });
    }
  }
  // Geocoded and known coordinates are saved in batch (doc 4 §9): the orders' and the people's, together.
  await app.database.db.transaction(async (tx) => {
    await repo.updateOrderCoordinates(tx, unidadeId, found);
    try {
      await repo.updateCustomerCoordinates(tx, unidadeId, [...customers.values()]);
    } catch (err) {
      log.warn({ err }, 'falha ao salvar as coordenadas dos clientes');
      throw new AppError(502, MSG.COORDINATES_SAVE_FAILED, 'COORDINATES_SAVE_FAILED');
    }
  });
  return results;
}

/** doc 4 §7 updateCoordinatesBatch: all of the unit's or nothing (another unit's id answers 404, nothing changes). */
export async function updateCoordinatesBatch(
  app: App,
  unidadeId: number,
  points: readonly { id: number; lat: number; lng: number }[],
): Promise<number> {
  const unique = new Map(points.map((p) => [p.id, p]));
  return app.database.db.transaction(async (tx) => {
    const changed = await repo.updateOrderCoordinates(tx, unidadeId, [...unique.values()]);
    if (changed.length !== unique.size) throw notFound(MSG.ORDER_NOT_FOUND);
    return changed.length;
  });
}

/** doc 4 §7 sistema/atualizarLocalizacao/{unitUuid}: geocodes the unit's address and saves its point. */
export async function updateUnitLocation(
  app: App,
  log: FastifyBaseLogger,
  session: { unidadeId: number; unidadeUuid: string },
  unitUuid: string,
): Promise<LatLng> {
  if (unitUuid.toLowerCase() !== session.unidadeUuid.toLowerCase()) throw notFound(MSG.UNIT_NOT_FOUND);
  const unit = await repo.findUnitPlace(app.database.db, session.unidadeId);
  if (!unit || !unit.endereco?.trim()) throw unprocessable(MSG.COMPANY_ADDRESS_NOT_FOUND, 'COMPANY_ADDRESS_NOT_FOUND');
  const point = await geocodeForUnit(app, session.unidadeId, {
    street: unit.endereco,
    number: unit.numero,
    neighborhood: unit.bairro,
    city: unit.cidade,
    state: unit.uf,
    postalCode: unit.cep,
  }).catch((err: unknown) => {
    if (err instanceof AppError) throw err;
    log.warn({ err }, 'falha ao geocodificar o endereço da empresa');
    throw new AppError(502, MSG.GEOCODING_FAILED, 'GEOCODING_FAILED');
  });
  if (!point) throw unprocessable(MSG.COMPANY_ADDRESS_NOT_FOUND, 'COMPANY_ADDRESS_NOT_FOUND');
  await repo.saveUnitPlace(app.database.db, session.unidadeId, unit.pessoaId, point.lat, point.lng);
  return point;
}
