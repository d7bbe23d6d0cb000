import {
  tefAgentCancelSignedText,
  tefAgentSignedText,
  type TTefAgentCancelResult,
  type TTefAgentResult,
  type TTefAgentSale,
} from '@brasa/contracts';
import Fastify from 'fastify';
import { createHmac } from 'node:crypto';
import { readEnv } from '../../env';

/**
 * The sandbox of the local terminal agent (tipos=EL, doc 1 §7): on the cashier's machine, port 2001 by default,
 * it takes the configuration, pix, debit, credit in one instalment and the administrative cancel (nsu, data,
 * valor). The browser calls it (CORS open to the PDV's pages) and relays its answer to the server, which trusts
 * it only through the signature: HMAC-SHA256 with the integration's agent key, which the agent was installed with.
 * A sale runs at the pinpad for BRASA_TEF_AGENT_DELAY_MS and is followed by its reference; the agent keeps each
 * signed result until the browser confirms the server recorded it (`GET /pendentes` lists the others), so a page
 * closed between the approval and the relay loses nothing. Amounts answer like the cloud sandbox's: ,25 refused;
 * ,45 stays at the pinpad until cancelled; anything else approved (,35 without an authorization code).
 */
export interface LocalAgent {
  url: string;
  port: number;
  close(): Promise<void>;
}

export const DEFAULT_TEF_AGENT_PORT = 2001;

/** The demo's agent key (the demo integration holds the same; a real install gets its own). */
export const DEMO_TEF_AGENT_KEY = 'brasa-agente-local-demo';

type Operation = 'PIX' | 'DEBITO' | 'CREDITO';

interface AgentSale {
  referencia: string;
  valor: number;
  situacao: TTefAgentSale['situacao'];
  mensagem: string | null;
  resultado: TTefAgentResult | null;
  /** The browser relayed the result and the server recorded it. */
  confirmada: boolean;
}

const view = (sale: AgentSale): TTefAgentSale => ({
  referencia: sale.referencia,
  situacao: sale.situacao,
  mensagem: sale.mensagem,
  resultado: sale.resultado,
});

/** How long the sandbox pinpad takes (BRASA_TEF_AGENT_DELAY_MS, 1000 by default; 0 answers at once). */
export function tefAgentDelayMsFromEnv(): number {
  return readEnv().BRASA_TEF_AGENT_DELAY_MS;
}

function sign(key: string, fields: Omit<TTefAgentResult, 'assinatura'>): TTefAgentResult {
  return { ...fields, assinatura: createHmac('sha256', key).update(tefAgentSignedText(fields)).digest('hex') };
}

function signCancel(key: string, fields: Omit<TTefAgentCancelResult, 'assinatura'>): TTefAgentCancelResult {
  return { ...fields, assinatura: createHmac('sha256', key).update(tefAgentCancelSignedText(fields)).digest('hex') };
}

export async function startLocalTefAgent(
  opts: { port?: number; host?: string; key?: string; terminal?: string; delayMs?: number } = {},
): Promise<LocalAgent> {
  const key = opts.key ?? DEMO_TEF_AGENT_KEY;
  const terminal = opts.terminal ?? 'PINPAD-01';
  const delayMs = opts.delayMs ?? tefAgentDelayMsFromEnv();
  const app = Fastify({ logger: false });
  let nsu = 500000 + Math.floor(Math.random() * 1000) * 100;
  /** Approved sales by NSU, for the administrative cancel. */
  const sales = new Map<string, { valor: number; referencia: string; cancelled: boolean }>();
  /** Every sale by our reference: kept with its signed result until the browser confirms it. */
  const byReference = new Map<string, AgentSale>();
  const timers = new Set<NodeJS.Timeout>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', 'content-type');
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    // Chrome's Private Network Access: a page from the shop's server may call this loopback agent.
    reply.header('access-control-allow-private-network', 'true');
    if (request.method === 'OPTIONS') return reply.status(204).send();
  });

  app.get('/configuracao', async () => ({
    terminal,
    versao: 'sandbox-2',
    operacoes: ['PIX', 'DEBITO', 'CREDITO', 'CANCELAMENTO'],
  }));

  const finish = (sale: AgentSale, operation: Operation) => {
    if (sale.situacao !== 'EM_ANDAMENTO') return;
    const valor = sale.valor;
    const cents = Math.round(valor * 100) % 100;
    if (cents === 25) {
      sale.situacao = 'FINALIZADA';
      sale.resultado = sign(key, refusedFields(sale.referencia, valor, 'TRANSACAO NEGADA'));
      sale.mensagem = 'TRANSACAO NEGADA';
      return;
    }
    const id = String(nsu++);
    sales.set(id, { valor, referencia: sale.referencia, cancelled: false });
    const code = cents === 35 || operation === 'PIX' ? null : String(100000 + (Number(id) % 900000));
    const text = (via: string) =>
      [
        `VIA ${via}`,
        `TEF LOCAL ${terminal}`,
        operation,
        `NSU ${id}`,
        `AUT ${code ?? '-'}`,
        `VALOR R$ ${valor.toFixed(2).replace('.', ',')}`,
      ].join('\n');
    sale.situacao = 'FINALIZADA';
    sale.mensagem = 'APROVADA';
    sale.resultado = sign(key, {
      referencia: sale.referencia,
      resultado: '0',
      mensagem: 'APROVADA',
      valor,
      nsu: id,
      data: new Date().toISOString(),
      autorizacao: code,
      bandeira: operation === 'PIX' ? 'PIX' : 'VISA',
      adquirente: 'REDE',
      comprovanteCliente: text('CLIENTE'),
      comprovanteEstabelecimento: text('ESTABELECIMENTO'),
    });
  };

  const sale = (operation: Operation) => async (request: { body: unknown }) => {
    const body = (request.body ?? {}) as { valor?: number; referencia?: string; parcelas?: number };
    const valor = Number(body.valor);
    const referencia = String(body.referencia ?? '');
    // The same reference again is the same sale (a retried request never charges twice).
    const known = byReference.get(referencia);
    if (known) return view(known);
    if (!(valor > 0) || !referencia || (operation === 'CREDITO' && (body.parcelas ?? 1) !== 1)) {
      const refused = sign(key, refusedFields(referencia, valor, 'Dados da venda inválidos.'));
      return { referencia, situacao: 'FINALIZADA', mensagem: refused.mensagem, resultado: refused };
    }
    const entry: AgentSale = {
      referencia,
      valor,
      situacao: 'EM_ANDAMENTO',
      mensagem: operation === 'PIX' ? 'AGUARDANDO PAGAMENTO PIX' : 'INSIRA OU PASSE O CARTAO',
      resultado: null,
      confirmada: false,
    };
    byReference.set(referencia, entry);
    // Like the cloud sandbox: ,45 stays at the pinpad until cancelled.
    if (Math.round(valor * 100) % 100 === 45) return view(entry);
    if (delayMs <= 0) finish(entry, operation);
    else {
      const halfway = setTimeout(() => {
        timers.delete(halfway);
        if (entry.situacao === 'EM_ANDAMENTO' && operation !== 'PIX') entry.mensagem = 'DIGITE A SENHA';
      }, delayMs / 2);
      const done = setTimeout(() => {
        timers.delete(done);
        finish(entry, operation);
      }, delayMs);
      timers.add(halfway).add(done);
    }
    return view(entry);
  };
  app.post('/pix', sale('PIX'));
  app.post('/debito', sale('DEBITO'));
  app.post('/credito', sale('CREDITO'));

  app.get('/vendas/:referencia', async (request, reply) => {
    const found = byReference.get((request.params as { referencia: string }).referencia);
    if (!found) return reply.status(404).send({ mensagem: 'Venda não encontrada.' });
    return view(found);
  });

  // The sale still at the pinpad stops; a finished one answers as it is (its result must still be relayed).
  app.post('/vendas/:referencia/cancelar', async (request, reply) => {
    const found = byReference.get((request.params as { referencia: string }).referencia);
    if (!found) return reply.status(404).send({ mensagem: 'Venda não encontrada.' });
    if (found.situacao === 'EM_ANDAMENTO') {
      found.situacao = 'CANCELADA';
      found.mensagem = 'OPERACAO CANCELADA';
    }
    return view(found);
  });

  // The server recorded the result: the agent may forget it.
  app.post('/vendas/:referencia/confirmar', async (request, reply) => {
    const found = byReference.get((request.params as { referencia: string }).referencia);
    if (!found) return reply.status(404).send({ mensagem: 'Venda não encontrada.' });
    if (found.situacao === 'FINALIZADA') found.confirmada = true;
    return view(found);
  });

  app.get('/pendentes', async () =>
    [...byReference.values()]
      .filter((s) => s.situacao === 'FINALIZADA' && !s.confirmada && s.resultado)
      .map((s) => s.resultado!),
  );

  // The administrative cancel (nsu, data, valor) of an approved sale, answered signed like a sale's result. The same
  // cancel again answers the cancel again (a lost answer is asked for once more, never a second reversal).
  app.post('/cancelamento', async (request) => {
    const body = (request.body ?? {}) as { nsu?: string; data?: string; valor?: number };
    const id = String(body.nsu ?? '');
    const valor = Number(body.valor);
    const found = sales.get(id);
    const data = new Date().toISOString();
    if (!found || found.valor !== valor || !body.data) {
      return signCancel(key, {
        referencia: found?.referencia ?? '-',
        resultado: '1',
        mensagem: 'Venda não encontrada para cancelamento.',
        valor: Number.isFinite(valor) ? valor : 0,
        nsu: id || '-',
        data,
      });
    }
    found.cancelled = true;
    return signCancel(key, {
      referencia: found.referencia,
      resultado: '0',
      mensagem: 'OPERACAO CANCELADA',
      valor,
      nsu: id,
      data,
    });
  });

  const host = opts.host ?? '127.0.0.1';
  let port = opts.port ?? DEFAULT_TEF_AGENT_PORT;
  try {
    await app.listen({ port, host });
  } catch (err) {
    // Port taken (another agent, a second server on this machine): any free one.
    if ((err as { code?: string }).code !== 'EADDRINUSE') throw err;
    await app.listen({ port: 0, host });
  }
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return app.close();
    },
  };
}

function refusedFields(referencia: string, valor: number, mensagem: string): Omit<TTefAgentResult, 'assinatura'> {
  return {
    referencia,
    resultado: '05',
    mensagem,
    valor: Number.isFinite(valor) ? valor : 0,
    nsu: null,
    data: new Date().toISOString(),
    autorizacao: null,
    bandeira: null,
    adquirente: null,
    comprovanteCliente: null,
    comprovanteEstabelecimento: null,
  };
}
