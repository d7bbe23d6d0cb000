import type { CepProvider } from './types';

/** ViaCEP (https://viacep.com.br/ws/{cep}/json/): `{ erro: true }` means not found. */
export function createViaCepClient(baseUrl = 'https://viacep.com.br/ws'): CepProvider {
  return {
    async lookup(cep) {
      const res = await fetch(`${baseUrl}/${cep}/json/`, { signal: AbortSignal.timeout(5000) });
      if (res.status === 400) return null;
      if (!res.ok) throw new Error(`ViaCEP respondeu ${res.status}`);
      const body = (await res.json()) as {
        erro?: boolean;
        logradouro: string;
        bairro: string;
        localidade: string;
        ibge: string;
        uf: string;
      };
      if (body.erro) return null;
      return {
        cep,
        logradouro: body.logradouro,
        bairro: body.bairro,
        municipio: { nome: body.localidade, codigoIbge: body.ibge, uf: body.uf },
      };
    },
  };
}
