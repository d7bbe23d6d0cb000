import type { TOrder } from '@brasa/contracts';
import type { IdentifierType } from './identifier-cards';

/** A card by type and number: dialogs look it up in the current list, so they follow realtime updates. */
export interface CardRef {
  readonly tipo: IdentifierType;
  readonly number: string;
  /** The Mesas tab (model COMANDA) groups tabs by table. */
  readonly byTable?: boolean;
}

/** Which of the board's dialogs is open (doc 3 §2.3). */
export type TabsDialog =
  | { kind: 'orders'; ref: CardRef }
  | { kind: 'join'; ref: CardRef | null; tab: 'join' | 'transfer' }
  | { kind: 'tables'; orders: readonly TOrder[] }
  | { kind: 'info'; orderId: number }
  | { kind: 'close'; orderId: number }
  | { kind: 'offline' }
  | { kind: 'all' };
