import { formatQueryDateTime, orderListDefaultRange, type OrderStatus } from '@brasa/domain';
import type { BoardTypeFilter } from './board-filters';
import type { SortOrder } from './board-query';

/** doc 2 §9: page size 10 by default, 5, 10 or 25. */
export const ORDER_LIST_PAGE_SIZES = [5, 10, 25] as const;
const DEFAULT_ORDER_LIST_PAGE_SIZE = 10;

/** The server-side query of the 'Listagem de pedidos' dialog (doc 2 §2.2, §7). */
export interface OrderListParams {
  /** 'yyyy-MM-dd HH:mm:ss' local. */
  start: string;
  end: string;
  text: string;
  types: BoardTypeFilter[];
  situations: OrderStatus[];
  invoice: 'any' | 'with' | 'without';
  paid: 'any' | 'paid' | 'unpaid';
  page: number;
  pageSize: number;
  orderBy: SortOrder;
}

/** The list's default range: 6 hours back to 06:00 of the next day (doc 2 §9). */
export function defaultOrderListParams(now: Date, orderBy: SortOrder): OrderListParams {
  const range = orderListDefaultRange(now);
  return {
    start: formatQueryDateTime(range.start),
    end: formatQueryDateTime(range.end),
    text: '',
    types: [],
    situations: [],
    invoice: 'any',
    paid: 'any',
    page: 0,
    pageSize: DEFAULT_ORDER_LIST_PAGE_SIZE,
    orderBy,
  };
}
