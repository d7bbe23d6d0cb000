import type { TContato, TEndereco, TPessoaDetalhe, TPessoaSaveRequest } from '@brasa/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api-v2/pessoa: answers the saved customer with addresses and contacts. */
export function postCustomer(request: TPessoaSaveRequest): Promise<TPessoaDetalhe> {
  return apiFetch<TPessoaDetalhe>('/api-v2/pessoa', { method: 'POST', body: request });
}

export interface SecondaryAddressRequest {
  id?: number | null;
  pessoa: { id: number };
  endereco: string;
  numero: string | null;
  bairro: string | null;
  complemento: string | null;
  cep: string | null;
  municipio: { id?: number | null; codigoIbge?: string | null } | null;
  idProdutoTaxaEntrega: number | null;
}

/** POST /api-v2/endereco */
export function postSecondaryAddress(request: SecondaryAddressRequest): Promise<TEndereco> {
  return apiFetch<TEndereco>('/api-v2/endereco', { method: 'POST', body: request });
}

/** DELETE /api-v2/endereco/{id} */
export function deleteSecondaryAddress(id: number): Promise<{ id: number }> {
  return apiFetch<{ id: number }>(`/api-v2/endereco/${id}`, { method: 'DELETE' });
}

/** POST /api-v2/contatoPessoa */
export function postSecondaryContact(request: {
  pessoa: { id: number };
  tipo: 'FONE' | 'EMAIL';
  valor: string;
}): Promise<TContato> {
  return apiFetch<TContato>('/api-v2/contatoPessoa', { method: 'POST', body: request });
}

/** DELETE /api-v2/contatoPessoa/{id} */
export function deleteSecondaryContact(id: number): Promise<{ id: number }> {
  return apiFetch<{ id: number }>(`/api-v2/contatoPessoa/${id}`, { method: 'DELETE' });
}
