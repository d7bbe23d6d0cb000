import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';

export type TablesCheck = { ok: true } | { ok: false; message: string };

/** doc 3 §5 "Transfer tables dialog", in the spec's order. */
export function checkTransferTables(input: {
  table: string;
  selected: readonly TOrder[];
  tables: readonly string[];
  word: string;
}): TablesCheck {
  const table = input.table.trim();
  if (!table) return { ok: false, message: MSG.DESTINATION_TABLE_REQUIRED };
  if (input.selected.length === 0) return { ok: false, message: MSG.nenhumaSelecionadaTransferencia(input.word) };
  if (input.selected.every((order) => (order.identificadorSecundario ?? '').trim() === table)) {
    return { ok: false, message: MSG.TABS_ALREADY_ON_TABLE };
  }
  if (!input.tables.some((number) => number.trim() === table)) {
    return { ok: false, message: MSG.mesaNaoEncontrada(table) };
  }
  return { ok: true };
}
