import type { TStoreAction, TStoreOpenStatus } from './integrations';

/**
 * The integrations drawer's routes, in a module without schemas: the PDV's side drawer checks one of them at boot
 * and should not build the integration schemas (zod) to do so. The package's index exports it.
 */
/** Paths of the integrations drawer (doc 2 §2.8, §7). */
const DRAWER = '/api-v2/pedidoIntegracao';
export const STORE_PATHS = Object.freeze({
  integracoesAtivas: `${DRAWER}/integracoesAtivas`,
  statusLojas: `${DRAWER}/statusLojas`,
  alterarStatusLoja: (configId: number, storeId: string, status: TStoreOpenStatus) =>
    `${DRAWER}/alterarStatusLoja/${configId}/${encodeURIComponent(storeId)}/${status}`,
  aplicarAcao: (configId: number, action: TStoreAction) => `${DRAWER}/aplicarAcao/${configId}/${action}`,
  atualizarParametro: (configId: number, chat: boolean) => `${DRAWER}/atualizarParametro/${configId}/${chat}`,
  createInterruption: (configId: number) => `${DRAWER}/createInterruption/${configId}`,
  deleteInterruption: (configId: number) => `${DRAWER}/deleteInterruption/${configId}`,
  messagingStatus: `${DRAWER}/whatsapp/status`,
});
