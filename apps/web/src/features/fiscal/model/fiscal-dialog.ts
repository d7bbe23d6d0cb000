import { ZCancelarNotaFiscal, type TGerarNotaFiscal, type TOrder, type TOrderFiscalPart } from '@brasa/contracts';
import {
  EMISSION_NORMAL,
  FISCAL_DIALOG_SUCCESS_CODES,
  FISCAL_MODEL_LABELS,
  FISCAL_MODEL_NAMES,
  MSG,
  issuedModels,
  normalizeDocument,
  type FiscalModel,
} from '@brasa/domain';
import { fiscalPartOf } from '../../../shared/orders/invoice-status';

/** The parameter type and key the dialog reads its models from (doc 1 §5 Fiscal). */
export const FISCAL_PARAMETER_TYPE = 'NOTA_FISCAL_ELETRONICA';
export const FISCAL_MODELS_PARAMETER = 'MODELOS_DE_DOCUMENTOS_EMITIDOS';

export interface ModelChoice {
  value: FiscalModel;
  label: string;
}

/** The models of MODELOS_DE_DOCUMENTOS_EMITIDOS with their labels ('65 NFC-e', '55 NF-e', '2D PAF-ECF'). */
export function modelChoices(parameter: string | null | undefined): ModelChoice[] {
  return issuedModels(parameter).map((value) => ({ value, label: FISCAL_MODEL_LABELS[value] }));
}

/** What the select shows when nothing is configured (doc 1 §5: 'the label says so'). */
export const MODELS_NOT_CONFIGURED_LABEL = MSG.FISCAL_MODELS_NOT_CONFIGURED;

/** NFC-e first when the unit issues it (a counter sale's document), else the first configured. */
export function defaultModel(choices: readonly ModelChoice[]): FiscalModel | '' {
  return choices.find((c) => c.value === '65')?.value ?? choices[0]?.value ?? '';
}

/** Who the document names: nobody (final consumer), the order's customer, or a name and CPF/CNPJ typed here. */
export type RecipientChoice = 'NONE' | 'ORDER' | 'OTHER';

export interface IssueForm {
  modelo: FiscalModel | '';
  recipient: RecipientChoice;
  nome: string;
  cpfCnpj: string;
}

/** The gerarNotaFiscal body (doc 1 §7); 14 characters of tax id is a company (J), otherwise a person (F). */
export function issueBody(order: TOrder, form: IssueForm): TGerarNotaFiscal {
  const base = { id: order.id, modelo: form.modelo as FiscalModel, tipoEmissao: EMISSION_NORMAL as 1 };
  if (form.recipient === 'ORDER' && order.pessoaCliente) return { ...base, idPessoa: order.pessoaCliente.id };
  if (form.recipient === 'OTHER') {
    const doc = normalizeDocument(form.cpfCnpj);
    return { ...base, nome: form.nome.trim().toUpperCase(), cpfCnpj: doc, tipo: doc.length === 14 ? 'J' : 'F' };
  }
  return base;
}

/** Why the form cannot be sent yet, or null. */
export function formProblem(form: IssueForm): string | null {
  if (!form.modelo) return MODELS_NOT_CONFIGURED_LABEL;
  const doc = normalizeDocument(form.cpfCnpj);
  if (form.recipient === 'OTHER' && doc.length !== 11 && doc.length !== 14) return 'Informe um CPF ou CNPJ válido.';
  if (form.modelo === '55' && form.recipient === 'NONE') return MSG.FISCAL_MODEL_55_REQUIRES_CUSTOMER;
  return null;
}

const nameOf = (modelo: string) => FISCAL_MODEL_NAMES[modelo as FiscalModel] ?? modelo;

/** A live document: authorized, offline, or waiting for the authority; the form is locked (doc 2 §4.5). */
export function isLiveDocument(part: TOrderFiscalPart | null): boolean {
  return !!part && ['AUTORIZADA', 'CONTINGENCIA', 'RESERVADA', 'CONSULTAR'].includes(part.situacao);
}

/** Approved: the banner is green (doc 2 §4.5; 100, or 150 authorized late). */
export function isApproved(part: TOrderFiscalPart | null): boolean {
  return !!part && part.situacao === 'AUTORIZADA' && (part.status === 100 || part.status === 150);
}

/** A DANFE can be printed: authorized, issued offline ('EMITIDA EM CONTINGÊNCIA') or cancelled ('CANCELADA'). */
export function isPrintable(part: TOrderFiscalPart | null): boolean {
  return !!part && ['AUTORIZADA', 'CONTINGENCIA', 'CANCELADA'].includes(part.situacao);
}

export interface IssueOutcome {
  success: boolean;
  message: string;
}

/**
 * The answer's look (doc 1 §4 'Tax document'): success for 100, 101, 102, 103, 105, 135, 150 and 0; otherwise
 * the messages joined, or 'Erro ao emitir a {modelo} - Detalhes: {detail}' when the authority said nothing else.
 */
export function issueOutcome(order: TOrder, mensagens: readonly string[], modelo: string): IssueOutcome {
  const part = fiscalPartOf(order);
  const rejected = !part || part.situacao === 'REJEITADA' || part.situacao === 'INUTILIZAR';
  if (part && !rejected && FISCAL_DIALOG_SUCCESS_CODES.includes(part.status)) {
    return { success: true, message: mensagens.length ? mensagens.join(' ') : part.statusDescricao };
  }
  if (mensagens.length) return { success: false, message: mensagens.join(' ') };
  return {
    success: false,
    message: MSG.erroEmitirNota(nameOf(modelo), part?.msgStatus ?? part?.statusDescricao ?? ''),
  };
}

/** The call failed without an answer of the server's own: 'Erro ao emitir a {modelo} - Detalhes: {detail}'. */
export function issueFailure(modelo: string, detail: string): string {
  return MSG.erroEmitirNota(nameOf(modelo), detail);
}

/** The banner under the form: green on approval, else a warning with the authority's message. */
export function statusBanner(part: TOrderFiscalPart | null): { severity: 'success' | 'warning'; text: string } | null {
  if (!part) return null;
  const detail = part.msgStatus && part.msgStatus !== part.statusDescricao ? ` - ${part.msgStatus}` : '';
  return { severity: isApproved(part) ? 'success' : 'warning', text: `${part.statusDescricao}${detail}` };
}

/** An authorized document can be cancelled (event 110111; the server checks the state's time window). */
export function isCancellable(part: TOrderFiscalPart | null): boolean {
  return !!part && part.situacao === 'AUTORIZADA';
}

/** The justification's problem by the contract's schema (15 to 255 characters), or null. */
export function justificationProblem(idNotaFiscal: number, justificativa: string): string | null {
  const parsed = ZCancelarNotaFiscal.safeParse({ idNotaFiscal, justificativa });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MSG.GENERIC_ERROR);
}
