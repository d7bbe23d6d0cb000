// @module-tag no-sql
/**
 * Where each state's authority answers (issue 29), against the public "Relação de Serviços Web" as the widely used
 * clients keep it: RS's NFC-e is SEFAZ-RS's own host (sefazrs), not SVRS; SVRS states get SVRS; SP's NFC-e query
 * pages are NFCeConsultaPublica.
 */
import { describe, expect, it } from 'vitest';
import { endpointsFor } from '../src/providers/fiscal/endpoints';

describe('fiscal endpoints', () => {
  it('RS: NFC-e and NF-e on SEFAZ-RS’s hosts', () => {
    expect(endpointsFor('RS', '65', 'producao')!.services.NFeAutorizacao4).toBe(
      'https://nfce.sefazrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
    );
    expect(endpointsFor('RS', '65', 'homologacao')!.services.NFeConsultaProtocolo4).toBe(
      'https://nfce-homologacao.sefazrs.rs.gov.br/ws/NfeConsulta/NfeConsulta4.asmx',
    );
    expect(endpointsFor('RS', '55', 'producao')!.services.NFeRecepcaoEvento4).toBe(
      'https://nfe.sefazrs.rs.gov.br/ws/recepcaoevento/recepcaoevento4.asmx',
    );
    for (const modelo of ['55', '65'] as const) {
      for (const url of Object.values(endpointsFor('RS', modelo, 'producao')!.services))
        expect(url).not.toContain('svrs');
    }
  });

  it('a state served by SVRS gets SVRS’s hosts', () => {
    expect(endpointsFor('SC', '65', 'producao')!.services.NFeAutorizacao4).toBe(
      'https://nfce.svrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
    );
  });

  it('SP: NFC-e services and the public query pages printed on the DANFE', () => {
    const production = endpointsFor('SP', '65', 'producao')!;
    expect(production.services.NFeAutorizacao4).toBe('https://nfce.fazenda.sp.gov.br/ws/NFeAutorizacao4.asmx');
    expect(production.qrCode).toBe(
      'https://www.nfce.fazenda.sp.gov.br/NFCeConsultaPublica/Paginas/ConsultaQRCode.aspx',
    );
    expect(production.urlChave).toBe('https://www.nfce.fazenda.sp.gov.br/NFCeConsultaPublica');
    expect(endpointsFor('SP', '65', 'homologacao')!.urlChave).toBe(
      'https://www.homologacao.nfce.fazenda.sp.gov.br/NFCeConsultaPublica',
    );
  });
});
