/**
 * Where each state's authority answers (Portal Nacional da NF-e, "Relação de Serviços Web", layout 4.00).
 * Only SP and RS are in the table so far; the states that use SVRS (SEFAZ Virtual do RS) get its hosts; the
 * other states with their own authority (AM, BA, GO, MG, MS, MT, PE, PR) and MA (SVAN) need `urls` set. NFC-e has its own hosts, and the QR-code and key query URLs the DANFE NFC-e prints. A production
 * install may override any URL through the unit's fiscal data (`urls` in the integration).
 */
export type FiscalService =
  | 'NFeAutorizacao4'
  | 'NFeRetAutorizacao4'
  | 'NFeConsultaProtocolo4'
  | 'NFeStatusServico4'
  | 'NFeRecepcaoEvento4'
  | 'NFeInutilizacao4';

export const FISCAL_SERVICES: readonly FiscalService[] = [
  'NFeAutorizacao4',
  'NFeRetAutorizacao4',
  'NFeConsultaProtocolo4',
  'NFeStatusServico4',
  'NFeRecepcaoEvento4',
  'NFeInutilizacao4',
];

export type Environment = 'producao' | 'homologacao';
export type ServiceUrls = Record<FiscalService, string>;

/** The SOAP namespace of each service's `nfeDadosMsg`. */
export const SERVICE_NAMESPACE = (service: FiscalService): string =>
  `http://www.portalfiscal.inf.br/nfe/wsdl/${service}`;

function spNfe(host: string): ServiceUrls {
  return {
    NFeAutorizacao4: `https://${host}/ws/nfeautorizacao4.asmx`,
    NFeRetAutorizacao4: `https://${host}/ws/nferetautorizacao4.asmx`,
    NFeConsultaProtocolo4: `https://${host}/ws/nfeconsultaprotocolo4.asmx`,
    NFeStatusServico4: `https://${host}/ws/nfestatusservico4.asmx`,
    NFeRecepcaoEvento4: `https://${host}/ws/nferecepcaoevento4.asmx`,
    NFeInutilizacao4: `https://${host}/ws/nfeinutilizacao4.asmx`,
  };
}

function spNfce(host: string): ServiceUrls {
  return {
    NFeAutorizacao4: `https://${host}/ws/NFeAutorizacao4.asmx`,
    NFeRetAutorizacao4: `https://${host}/ws/NFeRetAutorizacao4.asmx`,
    NFeConsultaProtocolo4: `https://${host}/ws/NFeConsultaProtocolo4.asmx`,
    NFeStatusServico4: `https://${host}/ws/NFeStatusServico4.asmx`,
    NFeRecepcaoEvento4: `https://${host}/ws/NFeRecepcaoEvento4.asmx`,
    NFeInutilizacao4: `https://${host}/ws/NFeInutilizacao4.asmx`,
  };
}

function svrs(host: string): ServiceUrls {
  return {
    NFeAutorizacao4: `https://${host}/ws/NfeAutorizacao/NFeAutorizacao4.asmx`,
    NFeRetAutorizacao4: `https://${host}/ws/NfeRetAutorizacao/NFeRetAutorizacao4.asmx`,
    NFeConsultaProtocolo4: `https://${host}/ws/NfeConsulta/NfeConsulta4.asmx`,
    NFeStatusServico4: `https://${host}/ws/NfeStatusServico/NfeStatusServico4.asmx`,
    NFeRecepcaoEvento4: `https://${host}/ws/recepcaoevento/recepcaoevento4.asmx`,
    NFeInutilizacao4: `https://${host}/ws/nfeinutilizacao/nfeinutilizacao4.asmx`,
  };
}

interface StateTable {
  nfe: Record<Environment, ServiceUrls>;
  nfce: Record<Environment, ServiceUrls>;
  /** NFC-e QR code query URL and the key query URL printed on the DANFE. */
  qrCode: Record<Environment, string>;
  urlChave: Record<Environment, string>;
}

const SVRS: Omit<StateTable, 'qrCode' | 'urlChave'> = {
  nfe: { producao: svrs('nfe.svrs.rs.gov.br'), homologacao: svrs('nfe-homologacao.svrs.rs.gov.br') },
  nfce: { producao: svrs('nfce.svrs.rs.gov.br'), homologacao: svrs('nfce-homologacao.svrs.rs.gov.br') },
};

const TABLE: Record<string, StateTable> = {
  SP: {
    nfe: { producao: spNfe('nfe.fazenda.sp.gov.br'), homologacao: spNfe('homologacao.nfe.fazenda.sp.gov.br') },
    nfce: { producao: spNfce('nfce.fazenda.sp.gov.br'), homologacao: spNfce('homologacao.nfce.fazenda.sp.gov.br') },
    // SP's public NFC-e query (NFCeConsultaPublica): the QR code's page and the key query page.
    qrCode: {
      producao: 'https://www.nfce.fazenda.sp.gov.br/NFCeConsultaPublica/Paginas/ConsultaQRCode.aspx',
      homologacao: 'https://www.homologacao.nfce.fazenda.sp.gov.br/NFCeConsultaPublica/Paginas/ConsultaQRCode.aspx',
    },
    urlChave: {
      producao: 'https://www.nfce.fazenda.sp.gov.br/NFCeConsultaPublica',
      homologacao: 'https://www.homologacao.nfce.fazenda.sp.gov.br/NFCeConsultaPublica',
    },
  },
  RS: {
    // RS authorizes both models on SEFAZ-RS's own hosts (sefazrs), not on SVRS (which serves other states); the
    // paths are the same layout.
    nfe: { producao: svrs('nfe.sefazrs.rs.gov.br'), homologacao: svrs('nfe-homologacao.sefazrs.rs.gov.br') },
    nfce: { producao: svrs('nfce.sefazrs.rs.gov.br'), homologacao: svrs('nfce-homologacao.sefazrs.rs.gov.br') },
    qrCode: {
      producao: 'https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx',
      homologacao: 'https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx',
    },
    urlChave: { producao: 'www.sefaz.rs.gov.br/nfce/consulta', homologacao: 'www.sefaz.rs.gov.br/nfce/consulta' },
  },
};

/** States served by SVRS for NF-e and NFC-e (Portal Nacional da NF-e). */
const SVRS_STATES = ['AC', 'AL', 'AP', 'CE', 'DF', 'ES', 'PA', 'PB', 'PI', 'RJ', 'RN', 'RO', 'RR', 'SC', 'SE', 'TO'];

export interface FiscalEndpoints {
  services: ServiceUrls;
  /** Null where this table does not hold the state's NFC-e query URLs: the unit's fiscal data must set them. */
  qrCode: string | null;
  urlChave: string | null;
}

/**
 * The endpoints of a state, model and environment, or null for a state this table does not know yet (the
 * unit then sets `urls` in its fiscal data).
 */
export function endpointsFor(uf: string, modelo: '55' | '65', environment: Environment): FiscalEndpoints | null {
  const state = TABLE[uf];
  if (state) {
    return {
      services: (modelo === '65' ? state.nfce : state.nfe)[environment],
      qrCode: state.qrCode[environment],
      urlChave: state.urlChave[environment],
    };
  }
  if (SVRS_STATES.includes(uf)) {
    return { services: (modelo === '65' ? SVRS.nfce : SVRS.nfe)[environment], qrCode: null, urlChave: null };
  }
  return null;
}

/** The same services on the sandbox (the SOAP paths are the service names). */
export function sandboxEndpoints(baseUrl: string): FiscalEndpoints {
  const services = Object.fromEntries(FISCAL_SERVICES.map((s) => [s, `${baseUrl}/ws/${s}`])) as ServiceUrls;
  return { services, qrCode: `${baseUrl}/qrcode`, urlChave: `${baseUrl}/consulta` };
}
