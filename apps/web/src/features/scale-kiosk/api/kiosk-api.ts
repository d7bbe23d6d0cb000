import {
  SCALE_PATHS,
  type TScaleOrderRequest,
  type TScaleOrderResult,
  type TScaleProduct,
  type TScaleSettings,
  type TScaleSettingsInput,
} from '@brasa/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const kioskKeys = {
  settings: (terminal: string) => ['scale-kiosk', 'settings', terminal] as const,
  products: ['scale-kiosk', 'products'] as const,
  reading: ['scale-kiosk', 'reading'] as const,
};

export function fetchKioskSettings(terminal: string): Promise<TScaleSettings> {
  return apiFetch<TScaleSettings>(SCALE_PATHS.settings, { query: { terminal } });
}

export function saveKioskSettings(input: TScaleSettingsInput): Promise<TScaleSettings> {
  return apiFetch<TScaleSettings>(SCALE_PATHS.settings, { method: 'PUT', body: input });
}

export function fetchScaleProducts(): Promise<TScaleProduct[]> {
  return apiFetch<TScaleProduct[]>(SCALE_PATHS.products);
}

/** The kiosk's sale; the key is the attempt's (a retry after no answer reuses it). */
export function postKioskOrder(body: TScaleOrderRequest, idempotencyKey: string): Promise<TScaleOrderResult> {
  return apiFetch<TScaleOrderResult>(SCALE_PATHS.order, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
