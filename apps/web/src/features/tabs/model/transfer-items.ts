import { orderBodyTotals, type TOrder } from '@brasa/contracts';
import { MSG, ZERO_CENTS, formatMoney, type Cents } from '@brasa/domain';
import { truncateText } from '../../../shared/format/truncate-text';

/** doc 3 §9: names in the transfer list are trimmed to 35 characters. */
export const TRANSFER_NAME_LENGTH = 35;

export interface TransferLine {
  readonly referenceCode: string;
  readonly name: string;
  readonly quantity: number;
}

/** The lines of an order one can move: named by referenceCode (the server moves them by it). */
export function transferLines(order: TOrder | null): TransferLine[] {
  if (!order) return [];
  return (order.iFoodOrder.items ?? [])
    .filter((item) => typeof item.referenceCode === 'string' && item.referenceCode !== '')
    .map((item) => ({
      referenceCode: item.referenceCode as string,
      name: truncateText(String(item.name ?? ''), TRANSFER_NAME_LENGTH),
      quantity: Number(item.quantity ?? 0),
    }));
}

/** doc 3 §5: the arrow is disabled when either side holds two or more orders (group them first). */
export function canTransferBetween(origin: readonly TOrder[], destination: readonly TOrder[]): boolean {
  return origin.length < 2 && destination.length < 2;
}

export type TransferCheck = { ok: true } | { ok: false; message: string; partlyPaid?: boolean };

/** What the origin already received (cents). */
export function receivedCents(order: TOrder): Cents {
  return orderBodyTotals(order.iFoodOrder).paid ?? ZERO_CENTS;
}

/**
 * doc 3 §5 "Transfer items", in the spec's order: not to itself, the destination exists (a tab or table of the
 * unit, with or without an open order: the server opens one for an empty one), the origin has received nothing,
 * and some item is chosen. An empty BLOQUEADO destination gets no order, so it is refused here too.
 */
export function checkTransfer(input: {
  origin: TOrder | null;
  originNumber: string;
  destinationNumber: string;
  destinationExists: boolean;
  /** The destination's number when it is BLOQUEADO and holds no order. */
  blockedNumber?: string | null;
  selected: readonly string[];
  word: string;
}): TransferCheck {
  const { origin, originNumber, destinationNumber, destinationExists, selected, word } = input;
  if (destinationNumber.trim() === originNumber.trim()) return { ok: false, message: MSG.TRANSFER_TO_SAME_TAB };
  if (!destinationExists) return { ok: false, message: MSG.identificadorDestinoNaoEncontrado(word) };
  if (input.blockedNumber) return { ok: false, message: MSG.identificadorDestinoBloqueado(word, input.blockedNumber) };
  if (origin) {
    const received = receivedCents(origin);
    if (received > 0) {
      const total = orderBodyTotals(origin.iFoodOrder).total;
      return {
        ok: false,
        partlyPaid: true,
        message: MSG.origemParcialmentePaga(formatMoney(received), formatMoney(total)),
      };
    }
  }
  if (selected.length === 0) return { ok: false, message: MSG.NO_ITEM_TRANSFERRED };
  return { ok: true };
}

/** The numeric destination input keeps digits only (doc 3 §5). */
export const digitsOnly = (text: string): string => text.replace(/\D/g, '');
