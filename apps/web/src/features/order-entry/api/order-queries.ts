import { orderApiQueries } from '../../../shared/api/order-api';

/** The saved order the order dialog edits (doc 2 §2.7), always fresh: a stale version would only conflict. */
export const editedOrderQuery = (id: number) => orderApiQueries.fresh(id, 'edit');
