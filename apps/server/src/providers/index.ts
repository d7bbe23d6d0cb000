import { createCepSandbox, createViaCepClient, type CepProvider } from './cep';
import { createDirectionsSandbox, createOsrmClient, type DirectionsProvider } from './directions';
import { createTcpPrinterClient, type PrinterClient } from './printer';
import { TEF_SANDBOX_PREFIX, createControlPayClient, type TefProvider } from './tef';

export interface Providers {
  cep: CepProvider;
  directions: DirectionsProvider;
  /** ESC/POS over TCP; the sandbox is the virtual printer it talks to (providers/printer/virtual-printer.ts). */
  printer: PrinterClient;
  /**
   * The card terminal's cloud API (ControlPay style): the sandbox's by default, TEF_PROVIDER=controlpay with
   * TEF_URL (e.g. https://sandbox.controlpay.com.br) for the real one; null when neither is available.
   */
  tef: TefProvider | null;
}

export interface ProviderOptions {
  /**
   * Base URL of this process's sandbox server (src/sandbox): a provider left on its sandbox points its real HTTP
   * client at `{sandboxUrl}{its prefix}`.
   */
  sandboxUrl?: string;
}

/** Sandboxes unless configured otherwise (CEP_PROVIDER=viacep, DIRECTIONS_PROVIDER=osrm with OSRM_URL). */
export function createProviders(env: NodeJS.ProcessEnv = process.env, opts: ProviderOptions = {}): Providers {
  return {
    cep: env.CEP_PROVIDER === 'viacep' ? createViaCepClient() : createCepSandbox(),
    directions:
      env.DIRECTIONS_PROVIDER === 'osrm' && env.OSRM_URL ? createOsrmClient(env.OSRM_URL) : createDirectionsSandbox(),
    printer: createTcpPrinterClient(),
    tef: tefProviderOf(env, opts),
  };
}

function tefProviderOf(env: NodeJS.ProcessEnv, opts: ProviderOptions): TefProvider | null {
  if (env.TEF_PROVIDER === 'controlpay' && env.TEF_URL) return createControlPayClient(env.TEF_URL.replace(/\/$/, ''));
  return opts.sandboxUrl ? createControlPayClient(`${opts.sandboxUrl}${TEF_SANDBOX_PREFIX}`) : null;
}
