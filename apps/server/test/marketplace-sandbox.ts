import { eq } from 'drizzle-orm';
import { marketplacePedido } from '../src/db/schema';
import { MARKETPLACE_SANDBOX_PREFIX } from '../src/providers/marketplace';
import { sharedSandboxServer } from '../src/sandbox';
import type { TestContext } from './helpers';

/** The marketplace sandbox's drive routes for a test (place orders, read their state, steer the outcome). */
export async function marketplaceSandbox() {
  const base = `${(await sharedSandboxServer()).url}${MARKETPLACE_SANDBOX_PREFIX}`;
  return async function call<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as T;
  };
}

/** An iFood delivery order placed at the sandbox, imported by the poller and confirmed by the cashier. */
export async function confirmedIfoodOrder(ctx: TestContext, sandbox: Awaited<ReturnType<typeof marketplaceSandbox>>) {
  const placed = await sandbox<{ id: string }>('POST', '/orders', { orderType: 'DELIVERY' });
  await ctx.app.marketplacePoller.pollAll();
  const [link] = await ctx.database.db
    .select()
    .from(marketplacePedido)
    .where(eq(marketplacePedido.pedidoMarketplaceId, placed.id));
  const id = link!.pedidoId;
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: `/api-v2/pedidoIntegracao/situacao/${id}/CONFIRMADO`,
    headers: await ctx.auth('caixa'),
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return { marketplaceId: placed.id, id };
}
