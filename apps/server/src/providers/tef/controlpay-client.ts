import { AppError } from '../../errors';
import type {
  TefCredentials,
  TefProvider,
  TefProviderIntent,
  TefProviderPayment,
  TefStartSale,
  TefTerminalInfo,
} from './types';
import { readEnv } from '../../env';

/** The wire shapes of the ControlPay-style API (webapi/...): what the client reads, loosely. */
interface WireIntent {
  id: number | string;
  referencia?: string | null;
  valorOriginal?: string | number | null;
  intencaoVendaStatus?: { id: number; nome?: string } | null;
  formaPagamento?: { id: number } | null;
  terminal?: { id: number | string } | null;
  pagamentosExternos?: WirePayment[] | null;
}

interface WirePayment {
  nsuTid?: string | null;
  autorizacao?: string | null;
  adquirente?: string | null;
  bandeira?: string | null;
  mensagemRespostaAdquirente?: string | null;
  codigoRespostaAdquirente?: string | number | null;
  comprovanteAdquirente?: string | null;
  comprovanteEstabelecimento?: string | null;
}

export function tefTimeoutMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return readEnv(env).BRASA_TEF_TIMEOUT_MS;
}

/** '1.234,56' or 1234.56 → cents. */
export function centsOfWireMoney(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Math.round(value * 100);
  const text = String(value ?? '0')
    .replace(/\./g, '')
    .replace(',', '.');
  return Math.round(Number(text) * 100);
}

/** Cents → '26,00', as the API takes `valorTotalVendido`. */
export const wireMoneyOfCents = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

const PROVIDER_FAILED = 'Houve um erro ao comunicar com o serviço do TEF.';
const PROVIDER_TIMEOUT = 'O serviço do TEF não respondeu a tempo. A venda será conferida automaticamente.';

/** A response with a message field is a failure (doc 1 §7); its message is the user's. */
class ProviderRefusal extends AppError {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(422, message, 'TEF_PROVIDER_REFUSED');
  }
}

function toIntent(wire: WireIntent): TefProviderIntent {
  return {
    id: String(wire.id),
    referencia: wire.referencia ?? null,
    status: Number(wire.intencaoVendaStatus?.id ?? 5),
    valorCents: centsOfWireMoney(wire.valorOriginal),
    terminalId: String(wire.terminal?.id ?? ''),
    formaPagamentoId: Number(wire.formaPagamento?.id ?? 0),
    pagamentos: (wire.pagamentosExternos ?? []).map((p): TefProviderPayment => ({
      nsu: p.nsuTid ?? null,
      autorizacao: p.autorizacao || null,
      adquirente: p.adquirente ?? null,
      bandeira: p.bandeira ?? null,
      mensagem: p.mensagemRespostaAdquirente ?? null,
      resultado: p.codigoRespostaAdquirente === undefined ? null : String(p.codigoRespostaAdquirente),
      comprovanteCliente: p.comprovanteAdquirente ?? null,
      comprovanteEstabelecimento: p.comprovanteEstabelecimento ?? null,
    })),
  };
}

/**
 * The real HTTP client. The integration key from the login is kept in this process only, per company, and renewed
 * once when the provider refuses it (401); every call has a timeout, and every failure is a pt-BR AppError: a
 * refusal with the provider's message (422), no answer (504: the caller keeps the intent open for the
 * reconciler), anything else (502).
 */
export function createControlPayClient(baseUrl: string, opts: { timeoutMs?: number } = {}): TefProvider {
  const timeoutMs = opts.timeoutMs ?? tefTimeoutMsFromEnv();
  const sessions = new Map<string, Promise<{ key: string; pessoaId: string }>>();

  async function call<T>(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method: init.method,
        headers: {
          'user-agent': 'BrasaPDV/1.0',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new AppError(
        timedOut ? 504 : 502,
        timedOut ? PROVIDER_TIMEOUT : PROVIDER_FAILED,
        'TEF_PROVIDER_UNAVAILABLE',
      );
    }
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new AppError(502, PROVIDER_FAILED, 'TEF_PROVIDER_UNAVAILABLE');
    }
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) throw new ProviderRefusal(res.status, message);
    if (!res.ok) throw new AppError(502, PROVIDER_FAILED, 'TEF_PROVIDER_UNAVAILABLE');
    return body as T;
  }

  const companyKey = (c: TefCredentials) => c.cpfCnpj.replace(/\D/g, '');

  async function login(credentials: TefCredentials) {
    const answer = await call<{ pessoa: { key: string; id: number | string } }>('/webapi/Login/Login', {
      method: 'POST',
      body: { cpfCnpj: companyKey(credentials), senha: credentials.senha },
    });
    return { key: answer.pessoa.key, pessoaId: String(answer.pessoa.id) };
  }

  function session(credentials: TefCredentials, renew = false) {
    const id = companyKey(credentials);
    if (renew || !sessions.has(id)) {
      const started = login(credentials);
      sessions.set(id, started);
      started.catch(() => sessions.delete(id));
    }
    return sessions.get(id)!;
  }

  /** A call with the key; a refused key (401) is renewed once. */
  async function withKey<T>(credentials: TefCredentials, run: (s: { key: string; pessoaId: string }) => Promise<T>) {
    try {
      return await run(await session(credentials));
    } catch (err) {
      if (!(err instanceof ProviderRefusal) || err.httpStatus !== 401) throw err;
      return run(await session(credentials, true));
    }
  }

  const q = (key: string) => `key=${encodeURIComponent(key)}`;

  return {
    async login(credentials) {
      const s = await session(credentials, true);
      return { pessoaId: s.pessoaId };
    },
    terminals(credentials) {
      return withKey(credentials, async ({ key, pessoaId }) => {
        const answer = await call<{ terminais?: { id: number | string; nome: string }[] }>(
          `/webapi/Terminal/GetByPessoaId?${q(key)}&pessoaId=${encodeURIComponent(pessoaId)}`,
          { method: 'POST' },
        );
        return (answer.terminais ?? []).map((t): TefTerminalInfo => ({ id: String(t.id), nome: t.nome }));
      });
    },
    startSale(credentials, sale: TefStartSale) {
      return withKey(credentials, async ({ key }) => {
        const answer = await call<{ intencaoVenda: WireIntent }>(`/webapi/Venda/Vender?${q(key)}`, {
          method: 'POST',
          body: {
            formaPagamentoId: sale.formaPagamentoId,
            terminalId: sale.terminalId,
            referencia: sale.referencia,
            aguardarTefIniciarTransacao: false,
            parcelamentoAdmin: null,
            quantidadeParcelas: 1,
            adquirente: '',
            valorTotalVendido: wireMoneyOfCents(sale.valorCents),
            ...(sale.urlRetorno ? { urlRetorno: sale.urlRetorno } : {}),
          },
        });
        return toIntent(answer.intencaoVenda);
      });
    },
    getById(credentials, id) {
      return withKey(credentials, async ({ key }) => {
        const answer = await call<{ intencaoVenda?: WireIntent | null }>(
          // A POST, as ControlPay's public clients send it (the key and the id in the query string).
          `/webapi/IntencaoVenda/GetById?${q(key)}&intencaoVendaId=${encodeURIComponent(id)}`,
          { method: 'POST', body: {} },
        );
        return answer.intencaoVenda ? toIntent(answer.intencaoVenda) : null;
      });
    },
    findByReference(credentials, referencia) {
      return withKey(credentials, async ({ key }) => {
        const answer = await call<{ intencoesVendas?: WireIntent[] }>(`/webapi/IntencaoVenda/GetByFiltros?${q(key)}`, {
          method: 'POST',
          body: { referencia },
        });
        const found = (answer.intencoesVendas ?? []).find((i) => i.referencia === referencia);
        return found ? toIntent(found) : null;
      });
    },
    cancel(credentials, input) {
      return withKey(credentials, async ({ key }) => {
        const answer = await call<{ intencaoVenda: WireIntent }>(`/webapi/Venda/CancelarVenda?${q(key)}`, {
          method: 'POST',
          body: {
            intencaoVendaId: Number(input.id),
            terminalId: input.terminalId,
            aguardarTefIniciarTransacao: false,
            senhaTecnica: input.senhaTecnica ?? null,
          },
        });
        return toIntent(answer.intencaoVenda);
      });
    },
  };
}
