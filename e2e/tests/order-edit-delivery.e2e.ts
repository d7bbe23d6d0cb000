import type { TOrder } from '@brasa/contracts';
import type { Browser, Locator } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { openBoard } from '../support/board-page';
import { launchBrowser } from '../support/browser';
import { OrderEntryPage } from '../support/order-entry-page';
import { startServer, type RunningServer } from '../support/server';

// Issue 31 §4: editing a delivery order keeps its delivery address and fee unless the user changes them.

const SHOTS = '/tmp/shots-edit';
let server: RunningServer;
let browser: Browser;
let api: Api;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = await Api.login(server.url, 'caixa');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ').trim();

/** The product id of a menu product by its exact name. */
async function productId(name: string): Promise<number> {
  const found = await api.get<{ idProduto: number; descricao: string }[]>(
    `/api-v2/produto/list?q=${encodeURIComponent(name)}`,
  );
  const product = found.find((candidate) => candidate.descricao === name);
  if (!product) throw new Error(`produto ${name} não encontrado`);
  return product.idProduto;
}

describe('editing a delivery order', () => {
  it('keeps its address and fee when only an item quantity changes, and the detail shows the right total', async () => {
    const burger = await productId('X-Burger');
    const soda = await productId('Refrigerante lata 350ml');
    // Maria is registered at Rua Augusta, 1500 (and Rua Haddock Lobo, 595); this order goes to another number of
    // her street, with a fee of R$ 7,00 typed without a fee product (as the demo's deliveries are).
    const response = await fetch(`${server.url}/api-v2/pedidoIntegracao`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        tipo: 'DELIVERY',
        pessoaCliente: { id: await api.findPersonId('MARIA DA SILVA') },
        iFoodOrder: {
          customer: { name: 'MARIA DA SILVA' },
          deliveryMethod: { mode: 'DELIVERY' },
          deliveryAddress: {
            streetName: 'Rua Augusta',
            streetNumber: '2000',
            neighborhood: 'Cerqueira César',
            city: 'São Paulo',
            state: 'SP',
            complement: 'Loja 3',
          },
          deliveryFee: 7,
          items: [
            { externalCode: burger, name: 'X-Burger', quantity: 1, price: 24.9 },
            { externalCode: soda, name: 'Refrigerante lata 350ml', quantity: 2, price: 7 },
          ],
          payments: [],
        },
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const created = (await response.json()) as TOrder;
    expect(created.totalPedido).toBe(45.9);

    const { page, board } = await openBoard(browser, server.url, 'caixa');
    await board.expectCardIn(created.id, 'PENDENTE');
    await board.card(created.id).click();
    const detail = page.getByTestId('order-detail-dialog');
    const address = detail.getByTestId('order-detail-address');
    await address.getByText('Rua Augusta, 2000', { exact: false }).waitFor();
    expect(await text(detail.getByTestId('order-detail-delivery-fee'))).toBe('R$ 7,00');
    expect(await text(detail.getByTestId('order-detail-total'))).toBe('R$ 45,90');
    const addressBefore = await text(address);
    await page.screenshot({ path: `${SHOTS}/1-detail-before.png` });
    await detail.getByTestId('order-detail-totals').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/1b-detail-before-totals.png` });

    await detail.getByTestId('order-detail-action-edit').click();
    const entry = new OrderEntryPage(page);
    await entry.dialog.getByTestId('summary-saved').waitFor();
    const sodaLine = entry.summaryItem(soda);
    await sodaLine.getByTestId('summary-item-increment').click();
    expect(await entry.lineFigures(sodaLine)).toEqual({ quantity: '3', total: 'R$ 21,00' });
    // 24,90 + 3 × 7,00 + 7,00
    expect(await entry.total()).toBe('R$ 52,90');

    await entry.goToExtraInfo();
    // The order's own address is chosen (not Maria's registered Rua Augusta, 1500), and its fee is kept.
    await entry
      .addressOption('order')
      .getByText('Rua Augusta, 2000 (Loja 3) - Cerqueira César - São Paulo/SP')
      .waitFor();
    expect(await entry.isAddressChosen('order')).toBe(true);
    expect(await entry.isAddressChosen('main')).toBe(false);
    expect(await text(entry.dialog.getByTestId('order-delivery-fee'))).toContain('Taxa de entrega do pedido — R$ 7,00');
    await page.screenshot({ path: `${SHOTS}/2-edit-extra-info.png` });

    const saved = await entry.confirm();
    expect(saved.iFoodOrder.deliveryFee).toBe(7);
    expect(saved.iFoodOrder.deliveryAddress).toMatchObject({ streetName: 'Rua Augusta', streetNumber: '2000' });
    expect(saved.totalPedido).toBe(52.9);

    // After the save the detail opens on the saved order with the payment dialog over it (doc 2 §4.3).
    const payment = page.getByTestId('payment-dialog');
    await payment.waitFor();
    await page.keyboard.press('Escape');
    await payment.waitFor({ state: 'hidden' });
    const after = page.getByTestId('order-detail-dialog');
    await after.getByTestId('order-detail-items').getByText('3,000').waitFor();
    const reopened = await api.getOrder(created.id);
    expect(reopened.iFoodOrder.deliveryAddress).toEqual(created.iFoodOrder.deliveryAddress);
    expect(reopened.iFoodOrder.deliveryFee).toBe(7);
    expect(reopened.logs).not.toContain('Endereço de entrega alterado');

    expect(await text(after.getByTestId('order-detail-address'))).toBe(addressBefore);
    expect(await text(after.getByTestId('order-detail-delivery-fee'))).toBe('R$ 7,00');
    expect(await text(after.getByTestId('order-detail-subtotal'))).toBe('R$ 45,90');
    expect(await text(after.getByTestId('order-detail-total'))).toBe('R$ 52,90');
    await after.getByTestId('order-detail-address').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/3-detail-after.png` });
    await after.getByTestId('order-detail-totals').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/3b-detail-after-totals.png` });
  });
});
