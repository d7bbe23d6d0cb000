/**
 * The card-terminal provider (issue 16): a cloud payment-intent API in the ControlPay style. The company logs in
 * with its tax id and password and gets a key; a sale intent is started on one of its terminals with a method
 * (21 credit, 22 debit, 25 pix/wallet), an amount and our reference; it is then read by id or by our reference,
 * and cancelled. The same client talks to the real service and to the sandbox (./sandbox.ts) on loopback.
 */

/** The company's credentials at the provider (kept in the integration's `segredos`, never sent to a browser). */
export interface TefCredentials {
  cpfCnpj: string;
  senha: string;
}

/** One external payment of an intent, as the terminal reported it. */
export interface TefProviderPayment {
  nsu: string | null;
  autorizacao: string | null;
  adquirente: string | null;
  bandeira: string | null;
  mensagem: string | null;
  /** '0' is success (doc 1 §4). */
  resultado: string | null;
  comprovanteCliente: string | null;
  comprovanteEstabelecimento: string | null;
}

export interface TefProviderIntent {
  id: string;
  referencia: string | null;
  /** The provider's status number (doc 1 §4: 5, 6, 10, 15, 18, 19, 20, 25). */
  status: number;
  valorCents: number;
  terminalId: string;
  formaPagamentoId: number;
  pagamentos: TefProviderPayment[];
}

export interface TefTerminalInfo {
  id: string;
  nome: string;
}

export interface TefStartSale {
  terminalId: string;
  /** 21 credit, 22 debit, 25 pix/wallet (doc 1 §7). */
  formaPagamentoId: number;
  valorCents: number;
  referencia: string;
  /** Where the provider notifies the intent's status changes (our signed callback), when we have one. */
  urlRetorno?: string | null;
}

export interface TefProvider {
  /** Checks the credentials (a refused login throws a 422 with the provider's message). */
  login(credentials: TefCredentials): Promise<{ pessoaId: string }>;
  terminals(credentials: TefCredentials): Promise<TefTerminalInfo[]>;
  startSale(credentials: TefCredentials, sale: TefStartSale): Promise<TefProviderIntent>;
  getById(credentials: TefCredentials, id: string): Promise<TefProviderIntent | null>;
  /** Our reference is unique per intent: the lost answer of a start is found again by it. */
  findByReference(credentials: TefCredentials, referencia: string): Promise<TefProviderIntent | null>;
  /** Cancels a sale (18 → 19 → 20); an approved one needs the terminal's technical password. */
  cancel(
    credentials: TefCredentials,
    input: { id: string; terminalId: string; senhaTecnica?: string | null },
  ): Promise<TefProviderIntent>;
}
