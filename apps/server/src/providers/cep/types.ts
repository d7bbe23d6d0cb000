/** Postcode lookup (doc 4 §5 "CEP lookup"): a sandbox by default, ViaCEP behind CEP_PROVIDER=viacep. */
export interface CepAddress {
  cep: string;
  logradouro: string;
  bairro: string;
  municipio: { nome: string; codigoIbge: string; uf: string };
}

export interface CepProvider {
  /** The address of an 8-digit CEP, or null when none exists. Throws on a provider failure. */
  lookup(cep: string): Promise<CepAddress | null>;
}
