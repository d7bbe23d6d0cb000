import { MSG } from './messages';
import { fail, ok, type Result } from './result';

/** doc 4 §3 'Delivery address (dispatch)'. */
export interface DispatchAddress {
  readonly streetName?: string | null;
  readonly streetNumber?: string | null;
  readonly neighborhood?: string | null;
  readonly city?: string | null;
}

const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** doc 4 §3: complete for routing when city, street name and street number are present. */
export function isAddressComplete(address: DispatchAddress | null | undefined): boolean {
  return Boolean(address) && filled(address!.city) && filled(address!.streetName) && filled(address!.streetNumber);
}

/** doc 4 §5: the 'Endereço de Entrega' form requires street, number, neighbourhood and city. */
export function checkAddressForm(address: DispatchAddress): Result<DispatchAddress> {
  const required = [address.streetName, address.streetNumber, address.neighborhood, address.city];
  return required.every(filled) ? ok(address) : fail(MSG.ROUTE_ADDRESS_FIELDS_REQUIRED);
}

/** doc 4 §5: apostrophes are removed from the chosen city name ("Santa Bárbara d'Oeste"). */
export function cleanCityName(city: string): string {
  return city.replace(/['\u2019`´]/g, '').trim();
}

/**
 * doc 4 §5: a route needs at least one valid address, and any invalid one blocks it with the count
 * ('Há n endereço(s) incorreto(s)…').
 */
export function checkRouteAddresses(addresses: readonly (DispatchAddress | null | undefined)[]): Result<number> {
  const invalid = addresses.filter((address) => !isAddressComplete(address)).length;
  if (addresses.length === invalid) return fail(MSG.NO_VALID_ROUTE_ADDRESS);
  if (invalid > 0) return fail(MSG.enderecosIncorretos(invalid));
  return ok(addresses.length);
}
