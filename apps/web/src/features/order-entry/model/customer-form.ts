/**
 * The 'Cadastro do cliente' form (doc 4 §2 "Customer dialogs", §3 "Customer", §5 "Customer form") as plain
 * state, its checks and the POST /api-v2/pessoa body.
 */
import type { TPessoaDetalhe, TPessoaSaveRequest } from '@brasa/contracts';
import {
  MSG,
  isPhoneSearch,
  isValidCpfOrCnpj,
  maskCep,
  maskCpfOrCnpj,
  maskPhone,
  normalizeDocument,
  onlyDigits,
} from '@brasa/domain';

export type TMunicipioRef = NonNullable<TPessoaDetalhe['municipio']>;

export interface CustomerForm {
  readonly id: number | null;
  readonly tipo: 'F' | 'J';
  readonly nome: string;
  /** Legal entity only. */
  readonly nomeFantasia: string;
  /** CPF (F) or CNPJ (J), masked while typing. */
  readonly cpfCnpj: string;
  /** RG (F) or state registration (J: a number, 'ISENTO' or 'NÃO CONTRIBUINTE'). */
  readonly rgIc: string;
  /** Birth date (F) or creation date (J), yyyy-MM-dd. */
  readonly dataNascimento: string;
  readonly fone: string;
  readonly email: string;
  readonly cep: string;
  readonly endereco: string;
  readonly numero: string;
  readonly bairro: string;
  readonly complemento: string;
  readonly municipio: TMunicipioRef | null;
  readonly servicoProdutoId: number | null;
  readonly observacoes: string;
}

export type CustomerFormErrors = Partial<Record<keyof CustomerForm, string>>;

/** An empty form; text typed in the search becomes the phone (10 or 11 digits) or the name (doc 4 §5). */
export function emptyCustomerForm(searchText = ''): CustomerForm {
  const text = searchText.trim();
  const phone = isPhoneSearch(text);
  return {
    id: null,
    tipo: 'F',
    nome: phone ? '' : text.toUpperCase(),
    nomeFantasia: '',
    cpfCnpj: '',
    rgIc: '',
    dataNascimento: '',
    fone: phone ? maskPhone(text) : '',
    email: '',
    cep: '',
    endereco: '',
    numero: '',
    bairro: '',
    complemento: '',
    municipio: null,
    servicoProdutoId: null,
    observacoes: '',
  };
}

export function customerFormOf(person: TPessoaDetalhe): CustomerForm {
  return {
    id: person.id,
    tipo: person.tipo,
    nome: person.nome,
    nomeFantasia: person.nomeFantasia ?? '',
    cpfCnpj: person.cpfCnpj ? maskCpfOrCnpj(person.cpfCnpj) : '',
    rgIc: person.rgIc ?? '',
    dataNascimento: person.dataNascimento?.slice(0, 10) ?? '',
    fone: person.fone ? maskPhone(person.fone) : '',
    email: person.email ?? '',
    cep: person.cep ? maskCep(person.cep) : '',
    endereco: person.endereco ?? '',
    numero: person.numero ?? '',
    bairro: person.bairro ?? '',
    complemento: person.complemento ?? '',
    municipio: person.municipio,
    servicoProdutoId: person.servicoProduto?.id ?? null,
    observacoes: person.observacoes ?? '',
  };
}

/** 'yyyy-MM-dd' of a local date. */
function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Name required ('obrigatório'), a valid CPF/CNPJ when filled, no birth date in the future. */
export function validateCustomerForm(form: CustomerForm, today: Date = new Date()): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  if (!form.nome.trim()) errors.nome = MSG.REQUIRED_FIELD;
  if (form.cpfCnpj.trim() && !isValidCpfOrCnpj(form.cpfCnpj)) errors.cpfCnpj = MSG.INVALID_DOCUMENT;
  if (form.dataNascimento && form.dataNascimento > isoDay(today)) errors.dataNascimento = MSG.BIRTH_DATE_IN_FUTURE;
  return errors;
}

/** doc 4 §3: codigoReferencial is made on the client from a prefix, a timestamp and a random number. */
function newCodigoReferencial(now: number = Date.now(), random: number = Math.random()): string {
  return `CLI${now}${String(Math.floor(random * 1000)).padStart(3, '0')}`;
}

const text = (value: string) => (value.trim() ? value.trim() : null);

/** doc 4 §5: names upper-cased; CPF/CNPJ, CEP and phone stripped to digits. */
export function toCustomerSaveRequest(form: CustomerForm): TPessoaSaveRequest {
  const isCompany = form.tipo === 'J';
  return {
    ...(form.id ? { id: form.id } : { codigoReferencial: newCodigoReferencial() }),
    nome: form.nome.trim().toUpperCase(),
    nomeFantasia: isCompany ? text(form.nomeFantasia.toUpperCase()) : null,
    tipo: form.tipo,
    cpfCnpj: text(normalizeDocument(form.cpfCnpj)),
    rgIc: text(form.rgIc),
    dataNascimento: form.dataNascimento || null,
    fone: text(onlyDigits(form.fone)),
    email: form.email.trim(),
    cep: text(onlyDigits(form.cep)),
    endereco: text(form.endereco),
    numero: text(form.numero),
    bairro: text(form.bairro),
    complemento: text(form.complemento),
    municipio: form.municipio ? { id: form.municipio.id, codigoIbge: form.municipio.codigoIbge } : null,
    servicoProduto: form.servicoProdutoId ? { id: form.servicoProdutoId } : null,
    observacoes: text(form.observacoes),
    tipoCliente: true,
    ativo: true,
  };
}

/** The address used as the destination of 'Calcular distância'. */
export function formAddressText(form: Pick<CustomerForm, 'endereco' | 'numero' | 'bairro' | 'municipio'>): string {
  const city = form.municipio
    ? `${form.municipio.nome}${form.municipio.estado ? ` - ${form.municipio.estado.sigla}` : ''}`
    : '';
  return [form.endereco.trim(), form.numero.trim(), form.bairro.trim(), city].filter(Boolean).join(', ');
}
