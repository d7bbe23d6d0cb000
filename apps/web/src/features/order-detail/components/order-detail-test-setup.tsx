import type { TOrder, TProfile } from '@brasa/contracts';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { OrderDetailDialog } from './order-detail-dialog';

/** Opens the detail of `order` (the server answers the same order), logged in with `profile`. */
export function renderOrderDetail(
  order: TOrder,
  { profile = makeProfile(), routes = {} }: { profile?: TProfile; routes?: Record<string, RouteHandler> } = {},
) {
  sessionStore.start('jwt', profile);
  const stub = stubFetchRoutes({
    [`/api-v2/pedidoIntegracao/${order.id}`]: () => jsonResponse(200, order),
    '/api-v2/parametro/tipo/': () => jsonResponse(200, []),
    '/api-v2/codigoGenerico/chave/': () => jsonResponse(200, []),
    '/api-v2/pessoa/entregador': () => jsonResponse(200, []),
    ...routes,
  });
  renderRoutes([{ path: '/', element: <OrderDetailDialog order={order} onClose={() => undefined} /> }], '/');
  return stub;
}
