import type { TOrder } from '@brasa/contracts';
import type { Browser } from 'playwright-core';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { openBoard } from '../support/board-page';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

/**
 * Issue 15: an iFood order placed in the marketplace sandbox rings on the board, the cashier confirms it, sends it
 * to the courier with a logistics quote and dispatches it; the sandbox shows what the shop did at each step.
 */
let server: RunningServer;
let browser: Browser;
let api: Api;
let sandboxUrl: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.once('error', reject);
  });
}

beforeAll(async () => {
  const port = await freePort();
  sandboxUrl = `http://127.0.0.1:${port}`;
  // The sandboxes on a known port; the server polls iFood every second.
  [server, browser] = await Promise.all([
    startServer({ SANDBOX_PORT: String(port), MARKETPLACE_POLLING_MS: '1000' }),
    launchBrowser(),
  ]);
  api = await Api.login(server.url, 'caixa');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const IF = '/sandbox/marketplace/IF';

async function sandbox<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${sandboxUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as T;
}

interface SandboxView {
  status: string;
  actions: { action: string }[];
  events: { code: string; acknowledged: boolean }[];
}
const marketplaceView = (id: string) => sandbox<SandboxView>('GET', `${IF}/orders/${id}`);

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeout = 15_000): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('an iFood order from the sandbox to the courier', () => {
  it('rings on the board, is confirmed, sent to logistics with a quote and dispatched; iFood sees each step', async () => {
    const { page, board } = await openBoard(browser, server.url, 'caixa');
    // The new-order ring is played through an AudioContext: count the tones the page starts.
    await page.context().addInitScript(() => {
      const w = window as unknown as { __rings: number };
      w.__rings = 0;
      const original = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        w.__rings += 1;
        return original.call(this);
      };
    });

    const placed = await sandbox<{ id: string; displayId: string }>('POST', `${IF}/orders`, {
      orderType: 'DELIVERY',
      benefitSponsor: 'IFOOD',
    });
    // Polled, stored and acknowledged by the server.
    const stored = await eventually(
      () => marketplaceView(placed.id),
      (v) => v.events.length > 0 && v.events.every((e) => e.acknowledged),
    );
    expect(stored.events.every((e) => e.acknowledged)).toBe(true);
    const ours = await eventually(
      async () =>
        (await api.get<TOrder[]>('/api-v2/pedidoIntegracao/list?ativo=true&max=100')).find(
          (o) => (o.iFoodOrder as { id?: string }).id === placed.id,
        ),
      (o) => o !== undefined,
    );
    expect(ours).toBeDefined();
    const id = ours!.id;

    // The card arrives in PENDENTE by the realtime message alone.
    await board.expectCardIn(id, 'PENDENTE');
    // The board's integration poll (on opening, then every 30 s) rings for a new PENDENTE order.
    await page.reload();
    await board.expectCardIn(id, 'PENDENTE');
    const rings = await eventually(
      () => page.evaluate(() => (window as unknown as { __rings: number }).__rings),
      (n) => n > 0,
    );
    expect(rings).toBeGreaterThan(0);
    // iFood paid online and sponsors the coupon: the card shows the order paid.
    const card = await board.card(id).textContent();
    expect(card).toContain('Cliente iFood Sandbox');
    expect(card).toContain('Pago');

    // The cashier confirms: iFood gets confirm and startPreparation.
    await board.dragCardTo(id, 'CONFIRMADO');
    await board.expectCardIn(id, 'CONFIRMADO');
    // The card moves at once on the board; the server tells iFood confirm, then startPreparation, before it writes
    // our status, so the sandbox can be read between the two: wait for both.
    const confirmed = await eventually(
      () => marketplaceView(placed.id),
      (v) => v.status === 'CONFIRMED' && v.actions.some((a) => a.action === 'startPreparation'),
    );
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.actions.map((a) => a.action)).toEqual(['confirm', 'startPreparation']);

    // The courier: the logistics dialog of the order's detail, a quote, then the send.
    await board.card(id).click();
    const detail = page.getByTestId('order-detail-dialog');
    await detail.waitFor();
    // iFood's customer phone (a 0800 number in the sandbox) reads as people write it, not '(08) 00705-0500'.
    await detail.getByText('0800 705 0500').first().waitFor();
    await expect(detail.textContent()).resolves.not.toContain('(08)');
    await detail.getByTestId('order-detail-action-logistics').click();
    const dialog = page.getByTestId('logistics-dialog');
    await dialog.waitFor();
    const integration = dialog.locator('[data-testid^="logistics-"][data-testid$="-check"]').first();
    await integration.click();
    const quote = dialog.locator('[data-testid^="logistics-"][data-testid$="-quote"]').first();
    await quote.waitFor();
    await expect(quote.textContent()).resolves.toMatch(/R\$\s?\d+,\d{2}/);
    await dialog.locator('[data-testid^="logistics-"][data-testid$="-send"]').first().click();
    await dialog.locator('[data-testid^="logistics-"][data-testid$="-sent"]').first().waitFor();
    await expect(api.getOrder(id)).resolves.toMatchObject({ statusLogistica: 'ENVIADO' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Dispatched from the detail's status: iFood gets dispatch.
    await detail.getByRole('combobox', { name: /Alterar status/ }).click();
    await page.getByTestId('order-detail-status-ENVIADO').click();
    const courierDialog = page.getByTestId('courier-dialog');
    await Promise.race([
      board.column('ENVIADO').getByTestId(`order-card-${id}`).waitFor({ timeout: 15_000 }),
      courierDialog.waitFor({ timeout: 15_000 }).then(() => page.getByTestId('courier-confirm').click()),
    ]);
    await page.keyboard.press('Escape');
    await board.expectCardIn(id, 'ENVIADO');
    const dispatched = await eventually(
      () => marketplaceView(placed.id),
      (v) => v.status === 'DISPATCHED',
    );
    expect(dispatched.status).toBe('DISPATCHED');
    expect(dispatched.actions.map((a) => a.action)).toEqual(['confirm', 'startPreparation', 'dispatch']);
    await page.context().close();
  });

  it('a customer’s dispute rings and opens the negotiation dialog; the cashier proposes a refund and iFood has it', async () => {
    const { page, board } = await openBoard(browser, server.url, 'caixa');
    const placed = await sandbox<{ id: string }>('POST', `${IF}/orders`, { orderType: 'DELIVERY' });
    const ours = await eventually(
      async () =>
        (await api.get<TOrder[]>('/api-v2/pedidoIntegracao/list?ativo=true&max=100')).find(
          (o) => (o.iFoodOrder as { id?: string }).id === placed.id,
        ),
      (o) => o !== undefined,
    );
    await board.expectCardIn(ours!.id, 'PENDENTE');
    const opened = await sandbox<{ disputeId: string; alternatives: { id: string }[] }>(
      'POST',
      `${IF}/orders/${placed.id}/disputes`,
      { message: 'Veio faltando a bebida', expiresInSeconds: 600 },
    );
    const dialog = page.getByTestId('dispute-dialog');
    await dialog.waitFor({ timeout: 20_000 });
    await expect(dialog.textContent()).resolves.toContain('Veio faltando a bebida');
    await expect(page.getByTestId('dispute-time-left').textContent()).resolves.toMatch(
      /Tempo restante: (10:00|09:\d\d)/,
    );
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/dispute-1366.png` });

    await dialog.getByLabel(/Reembolso parcial \(até R\$ 32,15\)/).check();
    await page.getByTestId('dispute-amount').fill('');
    await page.getByTestId('dispute-amount').pressSequentially('10,5');
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/dispute-refund-1366.png` });
    await page.getByTestId('dispute-submit').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Resposta enviada ao iFood.').waitFor();
    const answered = await sandbox<{ status: string; answer: { body: unknown } }>(
      'GET',
      `${IF}/disputes/${opened.disputeId}`,
    );
    expect(answered).toMatchObject({
      status: 'ALTERNATIVE_REPLIED',
      answer: { body: { type: 'REFUND', metadata: { amount: { value: '1050', currency: 'BRL' } } } },
    });
    // iFood's settlement is polled and every terminal is told how it ended.
    await page.getByText(/Negociação do iFood do pedido #\d+.*: Contraproposta enviada\./).waitFor({ timeout: 20_000 });
    await page.context().close();
  });
});
