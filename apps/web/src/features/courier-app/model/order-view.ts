import type { TOrder } from '@brasa/contracts';
import { mapsRouteUrl, type RoutePlace } from '@brasa/domain';

/** The delivery address in one line: street, number, neighbourhood, city (the parts present). */
export function addressText(order: Pick<TOrder, 'iFoodOrder'>): string {
  const a = order.iFoodOrder.deliveryAddress;
  if (!a) return '';
  if (a.formattedAddress?.trim()) return a.formattedAddress.trim();
  const street = [a.streetName, a.streetNumber].filter((part) => part && part.trim()).join(', ');
  return [street, a.complement, a.neighborhood, a.city].filter((part) => part && part.trim()).join(' - ');
}

/** Where the order goes: its coordinates when known, else its address text. */
export function placeOf(order: Pick<TOrder, 'iFoodOrder' | 'latitude' | 'longitude'>): RoutePlace {
  return { lat: order.latitude, lng: order.longitude, endereco: addressText(order) };
}

/** 'Abrir no mapa': directions from where the phone is to this order. */
export const orderMapUrl = (order: Pick<TOrder, 'iFoodOrder' | 'latitude' | 'longitude'>): string | null =>
  mapsRouteUrl(null, [placeOf(order)]);

/** The customer's name: the registered person, else the name on the order. */
export const customerName = (order: Pick<TOrder, 'pessoaCliente' | 'iFoodOrder'>): string =>
  order.pessoaCliente?.nome ?? order.iFoodOrder.customer?.name ?? '';

/** Digits of the customer's phone for a tel: link, or null. */
export function phoneDigits(order: Pick<TOrder, 'iFoodOrder'>): string | null {
  const digits = (order.iFoodOrder.customer?.phone ?? '').replace(/\D/g, '');
  return digits.length >= 8 ? digits : null;
}
