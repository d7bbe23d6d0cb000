import {
  orderBodyTotals,
  type TCashShift,
  type TFormaPagamento,
  type TOrder,
  type TOrderSaveRequest,
  type TParametro,
} from '@brasa/contracts';
import { acceptPaymentAmount, asCents, toCents, toReais, methodKindOf } from '@brasa/domain';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/render';
import { makeMethods } from './payment-factories';

export interface RecordedCall {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

/** The logged user's cash shift as the stub answers it by default: open. */
export const OPEN_CASH_SHIFT: TCashShift = {
  id: 1,
  status: 'S',
  dataAbertura: '2025-01-02T08:00:00.000Z',
  dataFechamento: null,
  username: 'caixa',
};

/** A save answer of the test: a status and body, or 'network' for no answer at all (status 0). */
export type SaveAnswer = { status: number; body: unknown } | 'network';

type Payment = TOrder['iFoodOrder']['payments'][number] & { formaPagamento?: { id?: number; descricao?: string } };

let paymentSequence = 0;

/** What the server does with a save (payment-service.ts, simplified): new payments recorded, version + 1. */
export function fakeSave(current: TOrder, request: TOrderSaveRequest, methods: readonly TFormaPagamento[]): TOrder {
  const stored = new Set(current.iFoodOrder.payments.map((payment) => String(payment.id)));
  const incoming = request.iFoodOrder.payments as Payment[];
  const kept = incoming.filter((payment) => stored.has(String(payment.id)));
  const body = { ...request.iFoodOrder, payments: kept };
  let pending = orderBodyTotals(body).pending;
  for (const payment of incoming.filter((p) => !stored.has(String(p.id)))) {
    const method = methods.find((candidate) => candidate.id === payment.formaPagamento?.id)!;
    const valorDivisao = (payment as { valorDivisao?: number }).valorDivisao;
    const accepted = acceptPaymentAmount({
      amountCents: toCents(payment.value),
      pendingCents: pending,
      methodKind: methodKindOf(method),
      splitAmountCents: valorDivisao ? toCents(valorDivisao) : null,
    });
    if (!accepted.ok) throw new Error(accepted.message);
    pending = asCents(pending - accepted.value.valueCents);
    body.payments.push({
      id: `pay-${++paymentSequence}`,
      code: method.codigo,
      name: method.descricao,
      value: toReais(accepted.value.valueCents),
      changeFor: accepted.value.changeForCents === null ? null : toReais(accepted.value.changeForCents),
      formaPagamento: { id: method.id, descricao: method.descricao },
    });
  }
  const totals = orderBodyTotals(body);
  return {
    ...current,
    version: current.version + 1,
    pago: totals.pago,
    totalPedido: toReais(totals.total),
    iFoodOrder: { ...body, subTotal: toReais(totals.subTotal), totalPrice: toReais(totals.total) },
  };
}

/**
 * A fetch stub for the payment dialog: parameters, methods, the cash shift, the order, its saves (answered by
 * `saveAnswers` in order, then by `fakeSave`), its import, delivery fees, credit look-ups, logEvento and print.
 * Records every call.
 */
export function stubPaymentApi(options: {
  order: TOrder;
  methods?: TFormaPagamento[];
  parameters?: Record<string, string>;
  saveAnswers?: SaveAnswer[];
  deliveryFees?: { id: number; descricao: string; valorUnitarioVenda: number }[];
  prepaid?: { status: number; body: unknown };
  /** Answers POST /api-v2/pedidoIntegracao/importar/{id}; by default the order imported. */
  importAnswer?: { status: number; body: unknown };
  /** The unit's active card-terminal integrations (allIntegracoesAtivas?tipos=TEF,EL); none by default. */
  tefIntegrations?: { tipo: string }[];
  /** Extra routes (the card-terminal calls of a TEF test). */
  extraRoutes?: Record<string, (url: string, init: RequestInit | undefined) => Response | Promise<Response>>;
  /** Answers the cash shift (entity aberturaTurno); 'pending' never answers. By default OPEN_CASH_SHIFT. */
  cashShift?: TCashShift | 'pending';
}) {
  const methods = options.methods ?? makeMethods();
  const answers = [...(options.saveAnswers ?? [])];
  const calls: RecordedCall[] = [];
  let current = options.order;
  const parameters: TParametro[] = Object.entries(options.parameters ?? {}).map(([chave, valorString]) => ({
    chave,
    valorString,
    codigo: '',
    tipo: 'SISTEMA_BRASA_PDV_ONLINE',
    descricao: null,
  }));
  const record = (url: string, init: RequestInit | undefined) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method: init?.method ?? 'GET', url, body, headers: (init?.headers ?? {}) as Record<string, string> });
    return body;
  };
  const stub = stubFetchRoutes({
    '/api-v2/parametro/tipo/': (url, init) => (record(url, init), jsonResponse(200, parameters)),
    '/service': (url, init) => {
      record(url, init);
      const entity = new URL(url, 'http://test').searchParams.get('entity');
      if (entity === 'formaPagamento') return jsonResponse(200, methods);
      if (entity === 'aberturaTurno') {
        const shift = options.cashShift ?? OPEN_CASH_SHIFT;
        return shift === 'pending' ? new Promise<Response>(() => {}) : jsonResponse(200, shift);
      }
      if (entity === 'limiteCredito') return jsonResponse(200, { limiteCredito: 200, saldoPendente: 50 });
      if (entity === 'saldoPrePago') {
        const answer = options.prepaid ?? { status: 200, body: { result: 'SUCCESS', saldoAtual: 80 } };
        return jsonResponse(answer.status, answer.body);
      }
      return jsonResponse(404, { errorMessage: `sem resposta de teste para ${url}` });
    },
    '/api-v2/pedidoIntegracao/': (url, init) => (record(url, init), jsonResponse(200, current)),
    '/api-v2/pedidoIntegracao/allIntegracoesAtivas': (url, init) => (
      record(url, init),
      jsonResponse(
        200,
        (options.tefIntegrations ?? []).map((item, index) => ({
          id: index + 1,
          sigla: item.tipo,
          descricao: item.tipo,
          dados: '{}',
          ...item,
        })),
      )
    ),
    '/api-v2/pedidoIntegracao/importar/': (url, init) => {
      record(url, init);
      if (options.importAnswer) return jsonResponse(options.importAnswer.status, options.importAnswer.body);
      current = { ...current, version: current.version + 1, dataImportacao: '2025-01-02T15:05:00.000Z' };
      return jsonResponse(200, current);
    },
    '/api-v2/pedidoIntegracao': async (url, init) => {
      const request = record(url, init) as TOrderSaveRequest;
      const answer = answers.shift();
      if (answer === 'network') throw new TypeError('Failed to fetch');
      if (answer) return jsonResponse(answer.status, answer.body);
      current = fakeSave(current, request, methods);
      return jsonResponse(200, current);
    },
    '/api-v2/produtoCardapio/listDeliveryFee': (url, init) => (
      record(url, init),
      jsonResponse(200, options.deliveryFees ?? [])
    ),
    '/api-v2/logEvento': (url, init) => (record(url, init), jsonResponse(200, { id: 1 })),
    '/api-v2/impressaoAPI/': (url, init) => (
      record(url, init),
      jsonResponse(200, [{ result: 'SUCCESS', message: '1 pedido(s) enviado(s) com sucesso para impressão' }])
    ),
    ...Object.fromEntries(
      Object.entries(options.extraRoutes ?? {}).map(([prefix, handler]) => [
        prefix,
        (url: string, init: RequestInit | undefined) => (record(url, init), handler(url, init)),
      ]),
    ),
  });
  const saves = () => calls.filter((call) => call.method === 'POST' && call.url === '/api-v2/pedidoIntegracao');
  return {
    ...stub,
    calls,
    saves,
    current: () => current,
    /** Replaces the order the stub answers (the server recorded a card-terminal payment). */
    setCurrent: (order: TOrder) => {
      current = order;
    },
    /** The next save gets no answer at all (the server is unreachable). */
    failNextSave: () => answers.unshift('network'),
    /** Answers the next save with this status and body. */
    answerNextSave: (status: number, body: unknown) => answers.unshift({ status, body }),
  };
}
