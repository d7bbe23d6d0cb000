import { describe, expect, it } from 'vitest';
import { checkAddressForm, checkRouteAddresses, cleanCityName, isAddressComplete } from './address-completeness';

const full = { streetName: 'Rua Augusta', streetNumber: '1500', neighborhood: 'Consolação', city: 'São Paulo' };

describe('dispatch address (doc 4 §3, §5)', () => {
  it('is complete for routing with city, street and number; blanks do not count', () => {
    expect(isAddressComplete(full)).toBe(true);
    expect(isAddressComplete({ ...full, neighborhood: null })).toBe(true);
    expect(isAddressComplete({ ...full, city: '  ' })).toBe(false);
    expect(isAddressComplete({ ...full, streetNumber: undefined })).toBe(false);
    expect(isAddressComplete(null)).toBe(false);
  });

  it('the form also requires the neighbourhood', () => {
    expect(checkAddressForm(full).ok).toBe(true);
    expect(checkAddressForm({ ...full, neighborhood: '' })).toEqual({
      ok: false,
      message: 'Por favor, preencha todos os campos obrigatórios para que a rota seja criada.',
    });
  });

  it('removes apostrophes from the city', () => {
    expect(cleanCityName("Santa Bárbara d'Oeste")).toBe('Santa Bárbara dOeste');
    expect(cleanCityName('Pau-d’Alho ')).toBe('Pau-dAlho');
  });

  it('blocks a route with any invalid address, naming the count, and one without a valid address', () => {
    expect(checkRouteAddresses([full, full])).toEqual({ ok: true, value: 2 });
    expect(checkRouteAddresses([full, { ...full, city: '' }, null])).toEqual({
      ok: false,
      message:
        'Há 2 endereço(s) incorreto(s). É necessário corrigir na listagem dos pedidos para que a rota seja criada',
    });
    expect(checkRouteAddresses([null])).toEqual({
      ok: false,
      message: 'Nenhum endereço válido encontrado para a rota',
    });
    expect(checkRouteAddresses([])).toEqual({ ok: false, message: 'Nenhum endereço válido encontrado para a rota' });
  });
});
