import type { CepAddress, CepProvider } from './types';

const KNOWN: Record<string, Omit<CepAddress, 'cep'>> = {
  '01310100': {
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    municipio: { nome: 'São Paulo', codigoIbge: '3550308', uf: 'SP' },
  },
  '01304001': {
    logradouro: 'Rua Augusta',
    bairro: 'Consolação',
    municipio: { nome: 'São Paulo', codigoIbge: '3550308', uf: 'SP' },
  },
  '01302001': {
    logradouro: 'Rua da Consolação',
    bairro: 'Consolação',
    municipio: { nome: 'São Paulo', codigoIbge: '3550308', uf: 'SP' },
  },
  '01414001': {
    logradouro: 'Rua Haddock Lobo',
    bairro: 'Cerqueira César',
    municipio: { nome: 'São Paulo', codigoIbge: '3550308', uf: 'SP' },
  },
  '01418100': {
    logradouro: 'Alameda Santos',
    bairro: 'Jardim Paulista',
    municipio: { nome: 'São Paulo', codigoIbge: '3550308', uf: 'SP' },
  },
  '01426001': {
    logradouro: 'Rua Oscar Freire',
    bairro: 'Jardins',
    municipio: { nome: 'São Paulo', codigoIbge: '3550308', uf: 'SP' },
  },
  '13015002': {
    logradouro: 'Rua Barão de Jaguara',
    bairro: 'Centro',
    municipio: { nome: 'Campinas', codigoIbge: '3509502', uf: 'SP' },
  },
  '06010000': {
    logradouro: 'Avenida dos Autonomistas',
    bairro: 'Centro',
    municipio: { nome: 'Osasco', codigoIbge: '3534401', uf: 'SP' },
  },
};

/**
 * Behaves like a postcode service offline: known CEPs answer, others are not found, and the CEP
 * 99999999 fails like an unreachable provider so error paths can be tested.
 */
export function createCepSandbox(): CepProvider {
  return {
    async lookup(cep) {
      if (cep === '99999999') throw new Error('Serviço de CEP indisponível');
      const found = KNOWN[cep];
      return found ? { cep, ...found } : null;
    },
  };
}
