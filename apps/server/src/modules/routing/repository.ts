import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import type { OrderRowWithNames } from '../order-data/mapper';
import { codigoGenerico, municipio, pedidoIntegracao, pessoa, unidade } from '../../db/schema';

export interface OrderPlace {
  id: number;
  address: {
    streetName?: string | null;
    streetNumber?: string | null;
    neighborhood?: string | null;
    city?: string | null;
    state?: string | null;
    postalCode?: string | null;
    coordinates?: { latitude?: number; longitude?: number } | null;
  } | null;
  /** The customer's registered street, number and point (used when the order goes to that address). */
  customer: {
    id: number;
    endereco: string | null;
    numero: string | null;
    lat: number | null;
    lng: number | null;
  } | null;
}

/** The unit's active orders among `ids`, with their delivery address and their customer's registered address. */
export async function findOrderPlaces(db: Db | Tx, unidadeId: number, ids: readonly number[]): Promise<OrderPlace[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: pedidoIntegracao.id,
      address: sql<OrderPlace['address']>`${pedidoIntegracao.body}->'deliveryAddress'`,
      endereco: pessoa.endereco,
      numero: pessoa.numero,
      lat: pessoa.latitude,
      lng: pessoa.longitude,
      customerId: pessoa.id,
    })
    .from(pedidoIntegracao)
    .leftJoin(pessoa, and(eq(pessoa.id, pedidoIntegracao.pessoaClienteId), eq(pessoa.unidadeId, unidadeId)))
    .where(
      and(
        eq(pedidoIntegracao.unidadeId, unidadeId),
        eq(pedidoIntegracao.ativo, true),
        inArray(pedidoIntegracao.id, [...ids]),
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    address: r.address && typeof r.address === 'object' ? r.address : null,
    customer:
      r.customerId === null
        ? null
        : { id: r.customerId, endereco: r.endereco, numero: r.numero, lat: r.lat, lng: r.lng },
  }));
}

/**
 * Sets the delivery address coordinates of the unit's orders in one statement (doc 4 §7 updateCoordinatesBatch);
 * answers the ids it changed. An order without an address gets one holding only the coordinates.
 *
 * The order's version is left alone on purpose: coordinates are derived from the address (the geocoder's answer),
 * and bumping the version would turn a cashier's save of the same order into a version conflict.
 */
export async function updateOrderCoordinates(
  db: Db | Tx,
  unidadeId: number,
  points: readonly { id: number; lat: number; lng: number }[],
): Promise<number[]> {
  if (points.length === 0) return [];
  const values = JSON.stringify(points.map((p) => ({ id: p.id, lat: p.lat, lng: p.lng })));
  const { rows } = (await db.execute(sql`
    update ${pedidoIntegracao} p set
      body = jsonb_set(
        p.body,
        '{deliveryAddress}',
        coalesce(case when jsonb_typeof(p.body->'deliveryAddress') = 'object' then p.body->'deliveryAddress' end, '{}'::jsonb)
          || jsonb_build_object('coordinates', jsonb_build_object('latitude', v.lat, 'longitude', v.lng))
      ),
      updated_at = now()
    from jsonb_to_recordset(${values}::jsonb) as v(id integer, lat double precision, lng double precision)
    where p.id = v.id and p.unidade_id = ${unidadeId} and p.ativo
    returning p.id as id`)) as unknown as { rows: { id: number }[] };
  return rows.map((r) => Number(r.id));
}

/**
 * Sets the registered-address coordinates of the unit's customers (pessoa) in one statement: the point geocoded for
 * an order that goes to the customer's registered street and number belongs to the customer too (doc 4 §8 'Erro ao
 * salvar as coordenadas geográficas (latitude e longitude) nas pessoas'). Answers the ids it changed.
 */
export async function updateCustomerCoordinates(
  db: Db | Tx,
  unidadeId: number,
  points: readonly { pessoaId: number; lat: number; lng: number }[],
): Promise<number[]> {
  if (points.length === 0) return [];
  const values = JSON.stringify(points.map((p) => ({ id: p.pessoaId, lat: p.lat, lng: p.lng })));
  const { rows } = (await db.execute(sql`
    update ${pessoa} p set latitude = v.lat, longitude = v.lng
    from jsonb_to_recordset(${values}::jsonb) as v(id integer, lat double precision, lng double precision)
    where p.id = v.id and p.unidade_id = ${unidadeId}
    returning p.id as id`)) as unknown as { rows: { id: number }[] };
  return rows.map((r) => Number(r.id));
}

/** The unit's point, uuid and its own address (the unit's person record). */
export async function findUnitPlace(db: Db | Tx, unidadeId: number) {
  const [row] = await db
    .select({
      id: unidade.id,
      uuid: unidade.uuid,
      lat: unidade.latitude,
      lng: unidade.longitude,
      pessoaId: unidade.pessoaId,
      endereco: pessoa.endereco,
      numero: pessoa.numero,
      bairro: pessoa.bairro,
      cep: pessoa.cep,
      cidade: municipio.nome,
      uf: municipio.uf,
    })
    .from(unidade)
    .leftJoin(pessoa, eq(pessoa.id, unidade.pessoaId))
    .leftJoin(municipio, eq(municipio.id, pessoa.municipioId))
    .where(eq(unidade.id, unidadeId));
  return row;
}

/** Saves the unit's point on the unit and on its person record, in one transaction. */
export async function saveUnitPlace(db: Db, unidadeId: number, pessoaId: number | null, lat: number, lng: number) {
  await db.transaction(async (tx) => {
    await tx.update(unidade).set({ latitude: lat, longitude: lng }).where(eq(unidade.id, unidadeId));
    if (pessoaId !== null) {
      await tx
        .update(pessoa)
        .set({ latitude: lat, longitude: lng })
        .where(and(eq(pessoa.id, pessoaId), eq(pessoa.unidadeId, unidadeId)));
    }
  });
}

/** The unit's GOOGLE_MAPS_KEY (codigoGenerico), server side only. */
export async function findMapsKey(db: Db | Tx, unidadeId: number): Promise<string | null> {
  const [row] = await db
    .select({ codigo: codigoGenerico.codigo })
    .from(codigoGenerico)
    .where(and(eq(codigoGenerico.unidadeId, unidadeId), eq(codigoGenerico.chave, 'GOOGLE_MAPS_KEY')))
    .limit(1);
  // The key is the code; valorString is the parameter's description ('Chave da API de mapas').
  const key = (row?.codigo ?? '').trim();
  return key || null;
}

const cliente = alias(pessoa, 'cliente');
const entregador = alias(pessoa, 'entregador');

/** The unit's active orders of a dispatch group (a route), with the people's names, by id. */
export async function listRouteOrders(db: Db | Tx, unidadeId: number, group: string): Promise<OrderRowWithNames[]> {
  const p = pedidoIntegracao;
  return db
    .select({ row: p, clienteNome: cliente.nome, entregadorNome: entregador.nome, logs: sql<null>`null` })
    .from(p)
    .leftJoin(cliente, eq(cliente.id, p.pessoaClienteId))
    .leftJoin(entregador, eq(entregador.id, p.pessoaEntregadorId))
    .where(and(eq(p.unidadeId, unidadeId), eq(p.ativo, true), eq(p.agrupadorDespacho, group)))
    .orderBy(asc(p.id));
}

/** The ids of the unit's active orders of a dispatch group (read in the edit's transaction). */
export async function listRouteOrderIds(db: Db | Tx, unidadeId: number, group: string): Promise<number[]> {
  const p = pedidoIntegracao;
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.unidadeId, unidadeId), eq(p.ativo, true), eq(p.agrupadorDespacho, group)));
  return rows.map((r) => r.id);
}
