/**
 * A unit's fiscal setup: the integration of type NFE. `dados` (browser-safe) holds the issuer (CNPJ, IE, names,
 * regime CRT, address with the IBGE code), the environment, the series per model, the CSC id and the UTC offset;
 * `segredos` (server only) holds the A1 certificate (.pfx base64 and its password) and the CSC token.
 */
import { and, eq } from 'drizzle-orm';
import { UF_CODES } from '@brasa/domain';
import type { Db, Tx } from '../../db/client';

type Executor = Db | Tx;
import { integracao } from '../../db/schema';
import { generateTestPfx, loadPfx, type A1Certificate } from '../../providers/fiscal/certificate';
import { randomBytes } from 'node:crypto';
import type { Environment } from '../../providers/fiscal/endpoints';
import type { FiscalIssuer, ProductFiscalData } from '../../providers/fiscal/xml';

export const FISCAL_INTEGRATION_TYPE = 'NFE';

export interface FiscalData {
  emitente: FiscalIssuer;
  ambiente: Environment;
  series: { '55': number; '65': number };
  idCsc: string;
  utcOffset: string;
  /** Overrides of the state's URLs (endpoints.ts) for QR code and key query. */
  urlQrCode?: string | null;
  urlChave?: string | null;
}

export interface FiscalSecrets {
  certificadoPfx: string;
  senhaCertificado: string;
  csc: string;
}

export interface FiscalSetup extends FiscalData {
  /** Tax data for items whose product has none (free-text lines). */
  produtoPadrao?: ProductFiscalData;
  cUF: string;
  tpAmb: 1 | 2;
  csc: string;
  certificate: A1Certificate;
}

const certificates = new Map<string, A1Certificate>();

export async function loadFiscalSetup(db: Executor, unidadeId: number): Promise<FiscalSetup | null> {
  const [row] = await db
    .select()
    .from(integracao)
    .where(
      and(
        eq(integracao.unidadeId, unidadeId),
        eq(integracao.tipo, FISCAL_INTEGRATION_TYPE),
        eq(integracao.ativo, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const dados = row.dados as unknown as FiscalData & { produtoPadrao?: ProductFiscalData };
  let segredos = row.segredos as unknown as FiscalSecrets & { gerarCertificadoTeste?: boolean };
  if (!dados?.emitente) return null;
  if (!segredos?.certificadoPfx && segredos?.gerarCertificadoTeste && dados.ambiente === 'homologacao') {
    // The demo unit: a self-signed test A1 made once and kept (the SEFAZ sandbox accepts it).
    const senhaCertificado = randomBytes(9).toString('base64url');
    const certificadoPfx = generateTestPfx({
      razaoSocial: dados.emitente.razaoSocial,
      cnpj: dados.emitente.cnpj,
      password: senhaCertificado,
    });
    segredos = { ...segredos, certificadoPfx, senhaCertificado, gerarCertificadoTeste: false };
    const [updated] = await db
      .update(integracao)
      .set({
        segredos: segredos as unknown as Record<string, unknown>,
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(integracao.id, row.id), eq(integracao.version, row.version)))
      .returning();
    if (!updated) return loadFiscalSetup(db, unidadeId);
    row.version = updated.version;
  }
  if (!segredos?.certificadoPfx) return null;
  const cacheKey = `${row.id}:${row.version}`;
  let certificate = certificates.get(cacheKey);
  if (!certificate) {
    certificate = loadPfx(segredos.certificadoPfx, segredos.senhaCertificado);
    certificates.set(cacheKey, certificate);
  }
  const cUF = UF_CODES[dados.emitente.endereco.uf];
  if (!cUF) return null;
  return {
    ...dados,
    utcOffset: dados.utcOffset || '-03:00',
    cUF,
    tpAmb: dados.ambiente === 'producao' ? 1 : 2,
    csc: segredos.csc,
    certificate,
  };
}
