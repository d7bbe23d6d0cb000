/**
 * Geocoding (doc 4 §4 'Route planning': "a geocoding call to a maps service is made for addresses without
 * coordinates"): address parts → a point. A Nominatim-compatible service by default (the loopback sandbox, or
 * GEOCODING_URL), Google's Geocoding API with GEOCODING_PROVIDER=google (it needs the unit's GOOGLE_MAPS_KEY).
 */
export interface LatLng {
  lat: number;
  lng: number;
}

export interface AddressQuery {
  street?: string | null;
  number?: string | null;
  neighborhood?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  /** Free text, used when there are no parts (e.g. the directions call's addresses). */
  text?: string | null;
}

export interface GeocodeOptions {
  /** The unit's GOOGLE_MAPS_KEY (codigoGenerico); only a provider that `needsKey` reads it. */
  apiKey?: string | null;
}

export interface GeocodingProvider {
  /** 'nominatim' or 'google'. */
  readonly name: string;
  /** True when the provider cannot work without the unit's Google Maps key (Google without a server-wide key). */
  readonly needsKey: boolean;
  /** The point of an address, or null when the service knows no such place. Throws on a provider failure. */
  geocode(address: AddressQuery, opts?: GeocodeOptions): Promise<LatLng | null>;
}

/** Thrown by a provider that needs a key when the unit has none ('Chave de API do Google Maps não encontrada'). */
export class MissingMapsKeyError extends Error {
  constructor() {
    super('Chave de API do Google Maps não encontrada');
    this.name = 'MissingMapsKeyError';
  }
}

/** "Rua Augusta, 1500" — the street line of an address, or null without a street. */
export function streetLine(address: AddressQuery): string | null {
  const street = address.street?.trim();
  if (!street) return null;
  const number = address.number?.trim();
  return number ? `${street}, ${number}` : street;
}

/** The whole address as one line, for services that take free text. */
export function addressText(address: AddressQuery): string {
  if (address.text?.trim()) return address.text.trim();
  return [streetLine(address), address.neighborhood, address.city, address.state, address.postalCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
