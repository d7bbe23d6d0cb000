import type { FastifyBaseLogger } from 'fastify';
import { MARKETPLACE_SANDBOX_PREFIX } from '../providers/marketplace';

/**
 * The demo's iFood orders (first start, sandbox marketplace only): placed at the sandbox as a customer would, so the
 * poller brings them in like any order and the board rings for them. One delivery with a coupon iFood pays (the
 * import dialog shows 'Desconto iFood' and the delivery-fee choice) and one takeout paid in cash with change. The
 * sandbox's 8-minute auto-cancel (iFood's rule, for every other order) leaves these two alone (`keepOpen`), so a
 * newcomer who opens the board later still finds them.
 */
export async function placeDemoMarketplaceOrders(sandboxUrl: string, log: FastifyBaseLogger): Promise<number> {
  const orders = [
    { orderType: 'DELIVERY', benefitSponsor: 'IFOOD', paymentMethod: 'CREDIT', cardBrand: 'VISA', keepOpen: true },
    { orderType: 'TAKEOUT', benefitSponsor: null, paymentMethod: 'CASH', changeFor: 100, keepOpen: true },
  ];
  let placed = 0;
  for (const body of orders) {
    try {
      const res = await fetch(`${sandboxUrl}${MARKETPLACE_SANDBOX_PREFIX}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.ok) placed++;
    } catch (err) {
      log.warn({ err }, 'demo: pedido do iFood não criado no sandbox');
    }
  }
  return placed;
}
