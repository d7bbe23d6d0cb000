import { createCepSandbox, createViaCepClient, type CepProvider } from './cep';
import { createDirectionsSandbox, createOsrmClient, type DirectionsProvider } from './directions';
import { createTcpPrinterClient, type PrinterClient } from './printer';

export interface Providers {
  cep: CepProvider;
  directions: DirectionsProvider;
  /** ESC/POS over TCP; the sandbox is the virtual printer it talks to (providers/printer/virtual-printer.ts). */
  printer: PrinterClient;
}

export interface ProviderOptions {
  /**
   * Base URL of this process's sandbox server (src/sandbox): a provider left on its sandbox points its real HTTP
   * client at `{sandboxUrl}{its prefix}`.
   */
  sandboxUrl?: string;
}

/** Sandboxes unless configured otherwise (CEP_PROVIDER=viacep, DIRECTIONS_PROVIDER=osrm with OSRM_URL). */
export function createProviders(env: NodeJS.ProcessEnv = process.env, _opts: ProviderOptions = {}): Providers {
  return {
    cep: env.CEP_PROVIDER === 'viacep' ? createViaCepClient() : createCepSandbox(),
    directions:
      env.DIRECTIONS_PROVIDER === 'osrm' && env.OSRM_URL ? createOsrmClient(env.OSRM_URL) : createDirectionsSandbox(),
    printer: createTcpPrinterClient(),
  };
}
