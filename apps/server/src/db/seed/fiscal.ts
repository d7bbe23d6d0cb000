/**
 * Demo fiscal data (issue 17): the demo company as a Simples Nacional restaurant in São Paulo, in homologation,
 * and plausible product tax data — prepared food under NCM 2106.90.90 with CFOP 5102 and CSOSN 102; soft drinks
 * under NCM 2202.10.00, CEST 03.007.00, tax substitution (CFOP 5405, CSOSN 500); PIS/COFINS CST 49 (Simples).
 */
import type { FiscalData, FiscalSecrets } from '../../modules/fiscal/setup';
import type { ProductFiscalData } from '../../providers/fiscal/xml';

export const DEMO_CSC = { id: '000001', token: 'BRASA-DEMO-CSC-HOMOLOGACAO-0001' };

const PREPARED_FOOD: ProductFiscalData = { ncm: '21069090', cfop: '5102', origem: 0, icms: '102', pisCofinsCst: '49' };
const SOFT_DRINK: ProductFiscalData = {
  ncm: '22021000',
  cfop: '5405',
  origem: 0,
  icms: '500',
  cest: '0300700',
  pisCofinsCst: '49',
};

export const DEMO_FISCAL_DATA: FiscalData & { produtoPadrao: ProductFiscalData } = {
  emitente: {
    cnpj: '11222333000181',
    ie: '111111111111',
    razaoSocial: 'Brasa Restaurantes Demo Ltda',
    nomeFantasia: 'Brasa Matriz',
    crt: 1,
    endereco: {
      xLgr: 'Avenida Paulista',
      nro: '1000',
      xBairro: 'Bela Vista',
      cMun: '3550308',
      xMun: 'São Paulo',
      uf: 'SP',
      cep: '01310100',
      fone: '1133334444',
    },
  },
  ambiente: 'homologacao',
  series: { '55': 1, '65': 1 },
  idCsc: DEMO_CSC.id,
  utcOffset: '-03:00',
  produtoPadrao: PREPARED_FOOD,
};

/** No certificate yet: `gerarCertificadoTeste` makes loadFiscalSetup create and keep a self-signed test A1. */
export const DEMO_FISCAL_SECRETS: Omit<FiscalSecrets, 'certificadoPfx' | 'senhaCertificado'> & {
  gerarCertificadoTeste: true;
} = { csc: DEMO_CSC.token, gerarCertificadoTeste: true };

export function demoProductFiscalData(group: string): Record<string, unknown> | null {
  if (group === 'taxas') return null;
  return { ...(group === 'bebidas' ? SOFT_DRINK : PREPARED_FOOD) };
}
