import type { TScaleOrderResult, TScaleReading } from '@brasa/contracts';
import { isCapturableReading, type ScaleFlowStep } from '@brasa/domain';

/**
 * The kiosk's steps (doc 3 §4.6): AGUARDANDO_PESAGEM until a stable weight above zero, PESO_CAPTURADO (the customer
 * sees weight and price and confirms, or weighs again), INFORMAR_COMANDA (the tab number, or blank when the terminal
 * generates it), RETIRAR_PRATO (the sale is saved; back to waiting once the scale is empty or on 'Próximo cliente').
 * Lifting the plate before confirming goes back to waiting.
 */
export interface KioskState {
  step: ScaleFlowStep;
  peso: number;
  result: TScaleOrderResult | null;
}

export type KioskEvent =
  | { type: 'reading'; reading: TScaleReading }
  | { type: 'confirmWeight' }
  | { type: 'weighAgain' }
  | { type: 'saved'; result: TScaleOrderResult }
  | { type: 'nextCustomer' };

export const initialKioskState: KioskState = { step: 'AGUARDANDO_PESAGEM', peso: 0, result: null };

const emptyScale = (r: TScaleReading) => r.codigo === null && r.estavel && r.peso === 0;

export function kioskReducer(state: KioskState, event: KioskEvent): KioskState {
  switch (event.type) {
    case 'reading':
      if (state.step === 'AGUARDANDO_PESAGEM' && isCapturableReading(event.reading)) {
        return { step: 'PESO_CAPTURADO', peso: event.reading.peso, result: null };
      }
      if (state.step === 'PESO_CAPTURADO' && emptyScale(event.reading)) return initialKioskState;
      if (state.step === 'PESO_CAPTURADO' && isCapturableReading(event.reading)) {
        return event.reading.peso === state.peso ? state : { ...state, peso: event.reading.peso };
      }
      if (state.step === 'RETIRAR_PRATO' && emptyScale(event.reading)) return initialKioskState;
      return state;
    case 'confirmWeight':
      return state.step === 'PESO_CAPTURADO' ? { ...state, step: 'INFORMAR_COMANDA' } : state;
    case 'weighAgain':
      return state.step === 'PESO_CAPTURADO' || state.step === 'INFORMAR_COMANDA' ? initialKioskState : state;
    case 'saved':
      return state.step === 'INFORMAR_COMANDA' ? { ...state, step: 'RETIRAR_PRATO', result: event.result } : state;
    case 'nextCustomer':
      return initialKioskState;
  }
}
