import type { TOrder } from '@brasa/contracts';
import type { Browser } from 'playwright-core';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { openBoard } from '../support/board-page';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

/**
 * Issue 31: the courier's reports move the order. The dispatcher sends a confirmed delivery to the logistics
 * sandbox from the order's detail; the sandbox's courier picks it up (the card goes to 'Enviado' with the
 * platform's courier) and delivers it (the card goes to 'Entregue'), with no one touching the board.
 */
let server: RunningServer;
let browser: Browser;
let api: Api;
let sandboxUrl: string;
const shots = process.env.E2E_SHOTS;

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
  // The sandbox's courier moves only when told; the tracker asks every second.
  [server, browser] = await Promise.all([
    startServer({
      SANDBOX_PORT: String(port),
      BRASA_LOGISTICS_SANDBOX_DELAY_MS: '600000',
      BRASA_LOGISTICS_TRACK_S: '1',
      BRASA_LOGISTICS_TRACK_FETCH_MS: '300',
    }),
    launchBrowser(),
  ]);
  api = await Api.login(server.url, 'caixa');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The iFood on-demand sandbox's control: the courier reaches `status`. */
async function courierReaches(deliveryId: string, status: 'PICKED_UP' | 'DELIVERED') {
  const res = await fetch(`${sandboxUrl}/sandbox/ifood-entregas/sandbox/entregas/${deliveryId}/avancar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(res.ok).toBe(true);
}

describe('logistics tracking on the board (dispatcher, 1366 px)', () => {
  it("moves the card to 'Enviado' with the platform's courier when picked up, then to 'Entregue'", async () => {
    // A courier needs the full address (street, number, neighbourhood and city).
    const created = await api.createDeliveryOrder('MARIA DA SILVA', {
      streetName: 'Rua Augusta',
      streetNumber: '1500',
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
    });
    await api.changeStatus(created.id, 'CONFIRMADO');
    const id = created.id;
    const { page, board } = await openBoard(browser, server.url, 'despacho');
    await board.expectCardIn(id, 'CONFIRMADO');

    // The send, from the order's detail: the quote first (iFood on demand), then 'Enviar'.
    await board.card(id).click();
    const detail = page.getByTestId('order-detail-dialog');
    await detail.waitFor();
    await detail.getByTestId('order-detail-action-logistics').click();
    const dialog = page.getByTestId('logistics-dialog');
    await dialog.waitFor();
    await dialog.locator('[data-testid^="logistics-"][data-testid$="-check"]').first().click();
    await dialog.locator('[data-testid^="logistics-"][data-testid$="-quote"]').first().waitFor();
    await dialog.locator('[data-testid^="logistics-"][data-testid$="-send"]').first().click();
    await dialog.locator('[data-testid^="logistics-"][data-testid$="-sent"]').first().waitFor();
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await detail.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await detail.waitFor({ state: 'hidden' });
    const sent: TOrder = await api.getOrder(id);
    expect(sent).toMatchObject({ situacao: 'CONFIRMADO', statusLogistica: 'ENVIADO' });
    const deliveryId = String(sent.jsonRetornoLogistica?.id);
    await board.card(id).getByTestId('order-card-logistics').filter({ hasText: 'procurando entregador' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/logistics-1-sent-1366.png` });

    // Picked up: the tracker moves the order to ENVIADO; the board hears it by realtime.
    await courierReaches(deliveryId, 'PICKED_UP');
    await board.expectCardIn(id, 'ENVIADO', 15_000);
    const courier = board.card(id).getByTestId('order-card-platform-courier');
    await courier.waitFor();
    await expect(courier.textContent()).resolves.toMatch(
      /(Rafael Entregador|Juliana Ciclista) \(entregador da logística\)/,
    );
    await expect(board.card(id).getByTestId('order-card-logistics').textContent()).resolves.toContain(
      'pedido retirado pelo entregador',
    );
    const picked = await api.getOrder(id);
    expect(picked.situacao).toBe('ENVIADO');
    expect(picked.logs).toContain('Situação alterada de Confirmado para Enviado por Logística');
    if (shots) await page.screenshot({ path: `${shots}/logistics-2-picked-up-1366.png` });

    // Delivered: ENTREGUE, the courier's name still on the card.
    await courierReaches(deliveryId, 'DELIVERED');
    await board.expectCardIn(id, 'ENTREGUE', 15_000);
    await expect(board.card(id).getByTestId('order-card-platform-courier').textContent()).resolves.toBe(
      await courier.textContent(),
    );
    await expect(api.getOrder(id)).resolves.toMatchObject({ situacao: 'ENTREGUE', statusLogistica: 'ENVIADO' });
    if (shots) await page.screenshot({ path: `${shots}/logistics-3-delivered-1366.png` });

    // The detail names the platform's courier beside the unit's courier select.
    await board.card(id).click();
    const platformCourier = page.getByTestId('order-detail-dialog').getByTestId('order-detail-platform-courier');
    await platformCourier.waitFor();
    await expect(platformCourier.textContent()).resolves.toMatch(
      /^Entregador da logística: (Rafael Entregador|Juliana Ciclista) · \(11\) 9\d{4}-\d{4}$/,
    );
    // The send's notices are gone before the picture (they would cover the courier's line).
    await page.locator('#notistack-snackbar').first().waitFor({ state: 'detached', timeout: 15_000 });
    if (shots) await page.screenshot({ path: `${shots}/logistics-4-detail-1366.png` });
    await page.context().close();
  });
});
