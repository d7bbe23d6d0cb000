/**
 * The tax-document provider (issue 17): the real SEFAZ SOAP client (soap-client.ts) pointed at the state's
 * authority, or at the SEFAZ sandbox (sandbox.ts) on loopback by default.
 */
export {
  createSefazClient,
  FiscalNoAnswerError,
  type AuthorizationAnswer,
  type EventAnswer,
  type FiscalProvider,
  type FiscalTarget,
  type Protocol,
  type ProtocolQueryAnswer,
  type VoidAnswer,
} from './soap-client';
import { readEnv } from '../../env';
export { fiscalSandboxPlugin, FISCAL_SANDBOX_PREFIX } from './sandbox';

/** SEFAZ_TIMEOUT_MS (default 30 s; the authorities answer in a few seconds, slower at peaks). */
export function fiscalTimeoutMsFromEnv(env: NodeJS.ProcessEnv): number {
  return readEnv(env).SEFAZ_TIMEOUT_MS;
}
