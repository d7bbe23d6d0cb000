/**
 * 'Cadastro de entregador' (doc 4 §3 person/courier, §4 'Courier dialog', §5 'Courier form'): the form's
 * values, its checks in the spec's order and words, the locked username suffix and the person request.
 * Pure; the dialog runs the availability check and the calls.
 */
import type { TCourier, TPessoaSaveRequest } from '@brasa/contracts';
import { MSG, formatMoneyAmount, maskPhone, onlyDigits, parseMoney, toCents, toReais } from '@brasa/domain';

export interface CourierFormValues {
  readonly id: number | null;
  readonly nome: string;
  readonly fone: string;
  readonly ativo: boolean;
  /** Money typed pt-BR ('12,50'); empty is 0. */
  readonly valorDiaria: string;
  readonly valorFixoPedido: string;
  readonly percentualTaxaEntrega: string;
  readonly valorMinimo: string;
  /** The username without its fixed suffix. */
  readonly username: string;
  readonly senha: string;
  readonly perfilId: number | null;
}

/** What the form does with the login, given the roles and whether the courier already has one. */
export interface LoginMode {
  /** ROLE_CADASTRO_ENTREGADORES: the login fields are shown and required. */
  readonly managesLogins: boolean;
  /** The courier already has a login (its username and password arrive locked). */
  readonly hasLogin: boolean;
  /** An admin clicked edit: username and password may be changed. */
  readonly unlocked: boolean;
}

const moneyText = (reais: number | null | undefined) => (reais ? formatMoneyAmount(toCents(reais)) : '');

export function emptyCourierForm(): CourierFormValues {
  return {
    id: null,
    nome: '',
    fone: '',
    ativo: true,
    valorDiaria: '',
    valorFixoPedido: '',
    percentualTaxaEntrega: '',
    valorMinimo: '',
    username: '',
    senha: '',
    perfilId: null,
  };
}

export function courierFormOf(courier: TCourier, username: string, perfilId: number | null): CourierFormValues {
  return {
    id: courier.id,
    nome: courier.nome,
    fone: maskPhone(courier.fone ?? courier.celular ?? ''),
    ativo: courier.ativo,
    valorDiaria: moneyText(courier.entregadorValorDiaria),
    valorFixoPedido: moneyText(courier.entregadorValorFixoPedido),
    percentualTaxaEntrega: moneyText(courier.entregadorPercentualTaxaEntrega),
    valorMinimo: moneyText(courier.entregadorValorMinimo),
    username,
    senha: '',
    perfilId,
  };
}

/** doc 4 §5: the username ends with '_' + the company id, fixed. */
export const usernameSuffix = (companyId: number | string) => `_${companyId}`;

/** What may be typed before the suffix: no spaces; a pasted full username loses its suffix. */
export function cleanUsername(typed: string, suffix: string): string {
  const text = typed.replace(/\s+/g, '');
  return text.endsWith(suffix) ? text.slice(0, -suffix.length) : text;
}

/** Whether the login is to be written by this save (new login, or an admin's change). */
export function writesLogin(mode: LoginMode): boolean {
  return mode.managesLogins && (!mode.hasLogin || mode.unlocked);
}

/** The checks in doc 4 §5's order; the first failure's message, or null. */
export function checkCourierForm(values: CourierFormValues, mode: LoginMode): string | null {
  if (values.nome.trim() === '') return MSG.COURIER_NAME_REQUIRED;
  if (onlyDigits(values.fone) === '') return MSG.COURIER_PHONE_REQUIRED;
  if (writesLogin(mode)) {
    if (values.username.trim() === '') return MSG.COURIER_USERNAME_REQUIRED;
    if (values.senha === '' && !mode.hasLogin) return MSG.COURIER_PASSWORD_REQUIRED;
    if (values.perfilId === null) return MSG.COURIER_PROFILE_REQUIRED;
  }
  return null;
}

/** An empty money field is 0 (doc 4 §5); an unreadable one too (the field only lets digits and a comma in). */
export function moneyValue(text: string): number {
  const cents = parseMoney(text);
  return cents === null || cents < 0 ? 0 : toReais(cents);
}

/** Digits and one comma: what a money field lets in. */
export function maskMoneyInput(text: string): string {
  const cleaned = text.replace(/[^\d,]/g, '');
  const [whole = '', ...rest] = cleaned.split(',');
  return rest.length === 0 ? whole : `${whole},${rest.join('').slice(0, 2)}`;
}

/** POST /api-v2/pessoa for a courier: name upper-cased, phone as digits, pay settings with 0 for empty. */
export function personRequestOf(values: CourierFormValues): TPessoaSaveRequest & { id?: number } {
  return {
    ...(values.id !== null ? { id: values.id } : {}),
    nome: values.nome.trim().toUpperCase(),
    fone: onlyDigits(values.fone),
    tipo: 'F',
    tipoCliente: false,
    ativo: values.ativo,
    cargoFuncionario: 'ENTR',
    entregadorValorDiaria: moneyValue(values.valorDiaria),
    entregadorValorFixoPedido: moneyValue(values.valorFixoPedido),
    entregadorPercentualTaxaEntrega: Math.min(100, moneyValue(values.percentualTaxaEntrega)),
    entregadorValorMinimo: moneyValue(values.valorMinimo),
  };
}
