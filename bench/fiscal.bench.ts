import { generateTestPfx, loadPfx } from '@brasa/server/src/providers/fiscal/certificate';
import { sandboxEndpoints } from '@brasa/server/src/providers/fiscal/endpoints';
import { nfceQrCode, withSupplement } from '@brasa/server/src/providers/fiscal/qrcode';
import { signXml } from '@brasa/server/src/providers/fiscal/sign';
import { buildNFe, type NFeInput } from '@brasa/server/src/providers/fiscal/xml';
import { createSefazClient, FISCAL_SANDBOX_PREFIX } from '@brasa/server/src/providers/fiscal/index';
import { sandboxPlugins, startSandboxServer } from '@brasa/server/src/sandbox/index';
import { DEMO_FISCAL_DATA } from '@brasa/server/src/db/seed/fiscal';
import { ms, summarize } from './lib/stats';

const NOTES = Number(process.env.BENCH_FISCAL_NOTES ?? 200);
const SIGN_SECONDS = Number(process.env.BENCH_FISCAL_SIGN_SECONDS ?? 3);
const CNPJ = DEMO_FISCAL_DATA.emitente.cnpj;

function input(numero: number, items: number): NFeInput {
  return {
    modelo: '65',
    serie: 1,
    numero,
    cNF: String(10_000_000 + ((numero * 7919) % 89_999_999)),
    tpEmis: 1,
    tpAmb: 2,
    dhEmi: new Date(),
    emitente: DEMO_FISCAL_DATA.emitente,
    itens: Array.from({ length: items }, (_, i) => ({
      codigo: String(i + 1),
      descricao: `Item ${i + 1}`,
      unidade: 'UN',
      quantidade: 1 + (i % 3),
      fiscal: { ncm: '21069090', cfop: '5102', origem: 0, icms: '102', pisCofinsCst: '49' },
      grossCents: 1990 * (1 + (i % 3)),
      discountCents: 0,
    })),
    orderDiscountCents: 0,
    otherChargesCents: 0,
    pagamentos: [
      {
        tPag: '01',
        valorCents: Array.from({ length: items }, (_, i) => 1990 * (1 + (i % 3))).reduce((a, b) => a + b, 0),
      },
    ],
  };
}

/**
 * Tax documents (issue 17): (1) NFC-e issue latency on the SEFAZ sandbox — build + sign + QR code + NFeAutorizacao4
 * over loopback with the real SOAP client, 6 items, sequential — beside a status-service round trip (the
 * transport's floor) measured in the same run; (2) notes signed per second by one process (build + RSA-SHA1
 * enveloped signature) beside building alone.
 */
export async function benchFiscal() {
  const sandbox = await startSandboxServer(sandboxPlugins(), { unref: true });
  try {
    const base = `${sandbox.url}${FISCAL_SANDBOX_PREFIX}`;
    const target = { services: sandboxEndpoints(base).services, tpAmb: 2 as const, cUF: '35' };
    const client = createSefazClient({ timeoutMs: 10_000 });
    const cert = loadPfx(generateTestPfx({ razaoSocial: 'BRASA BENCH', cnpj: CNPJ, password: 'b' }), 'b');

    const statusSamples: number[] = [];
    const issueSamples: number[] = [];
    for (let i = 0; i < 20; i += 1) await client.status(target); // warm-up
    for (let i = 0; i < NOTES; i += 1) {
      const t0 = performance.now();
      await client.status(target);
      statusSamples.push(performance.now() - t0);
    }
    let refused = 0;
    for (let i = 0; i < NOTES; i += 1) {
      const t0 = performance.now();
      const built = buildNFe(input(i + 1, 6));
      const signed = signXml(built.xml, 'infNFe', cert);
      const qr = nfceQrCode({ chave: built.chave, tpAmb: 2, idCsc: '1', csc: 'BENCH', urlQrCode: `${base}/qrcode` });
      const answer = await client.authorize(target, withSupplement(signed, qr, `${base}/consulta`), String(i + 1));
      issueSamples.push(performance.now() - t0);
      if (answer.protocol?.cStat !== 100) refused += 1;
    }
    const status = summarize(statusSamples);
    const issued = summarize(issueSamples);
    console.log(
      `\n# Fiscal: NFC-e issued on the SEFAZ sandbox (build + sign + QR + NFeAutorizacao4), ${NOTES} notes, 6 items`,
    );
    console.log(`  issue   p50 ${ms(issued.p50)}  p99 ${ms(issued.p99)}  (${refused} not authorized)`);
    console.log(`  status  p50 ${ms(status.p50)}  p99 ${ms(status.p99)}  (baseline: a SOAP round trip)`);
    console.log(`  ratio issue/status p50 ${(issued.p50 / status.p50).toFixed(1)}x`);

    const rate = (work: (i: number) => void) => {
      const until = performance.now() + SIGN_SECONDS * 1000;
      let n = 0;
      while (performance.now() < until) work((n += 1));
      return n / SIGN_SECONDS;
    };
    const buildOnly = rate((i) => void buildNFe(input(i, 6)));
    const signedRate = rate((i) => void signXml(buildNFe(input(i, 6)).xml, 'infNFe', cert));
    console.log(`\n# Fiscal: notes per second in one process (6 items, ${SIGN_SECONDS} s each)`);
    console.log(`  build + sign  ${signedRate.toFixed(0)} notes/s`);
    console.log(`  build only    ${buildOnly.toFixed(0)} notes/s  (baseline)`);
    console.log(`  ratio signed/build ${(signedRate / buildOnly).toFixed(2)}x`);
  } finally {
    await sandbox.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFiscal();
