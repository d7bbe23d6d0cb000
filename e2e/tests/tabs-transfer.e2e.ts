import type { TOrder } from '@brasa/contracts';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { openTabs, type TabsPage } from '../support/tabs-page';

let server: RunningServer;
let browser: Browser;
let tab21: TOrder;
let tab23: TOrder;

/** The select's shown text (MUI adds a zero-width space after it). */
const shownText = async (select: Locator) => ((await select.textContent()) ?? '').replace(/\u200b/g, '').trim();

/** Whether an element's text fits in its box (no ellipsis cutting it). */
const textFits = (element: Locator) => element.evaluate((el) => el.scrollWidth <= el.clientWidth);

const shot = async (tabs: TabsPage, name: string) => {
  if (process.env.E2E_SHOTS) await tabs.page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` });
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const api = await Api.login(server.url, 'caixa');
  tab21 = await api.createIdentifierOrder('COMANDA', '21', [
    { name: 'X-Burger', quantity: 1, price: 24.9 },
    { name: 'Batata frita', quantity: 1, price: 22.9 },
  ]);
  tab23 = await api.createIdentifierOrder('COMANDA', '23', [{ name: 'Suco de laranja', quantity: 1, price: 9.5 }]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the transfer panel of a tab from its card's dialog. */
async function openTransfer(tabs: TabsPage, number: string) {
  await tabs.openCard('COMANDA', number);
  await tabs.ordersDialog.getByTestId('identifier-transfer-items').click();
  const panel = tabs.page.getByTestId('transfer-panel');
  await panel.getByTestId('transfer-line').first().waitFor();
  return panel;
}

describe('transfer items to an empty tab (doc 3 §4.4, §5 "Transfer items")', () => {
  it('on a desktop, moves an item of tab 21 to tab 22, which had no order: its card opens with the item', async () => {
    const cashier = await openTabs(browser, server.url, 'caixa', 'desktop');
    await cashier.page.locator('[data-testid="tab-card-COMANDA-22"][data-open="false"]').waitFor();
    const panel = await openTransfer(cashier, '21');
    // The destination's type is readable beside its number.
    const type = panel.getByRole('combobox', { name: 'Tipo' });
    await expect(shownText(type)).resolves.toBe('Comanda');
    await expect(textFits(type)).resolves.toBe(true);

    // A number that is no tab of the unit is refused with the spec's words, and nothing is sent.
    await panel.getByTestId('transfer-destination').fill('99');
    await panel.getByTestId('transfer-line').first().locator('input').check();
    await panel.getByTestId('transfer-arrow').click();
    await cashier.snackbar('Nenhuma comanda Encontrada para o identificador informado').waitFor();

    await panel.getByTestId('transfer-destination').fill('22');
    await shot(cashier, 'transfer-empty-tab-1366');
    const moved = await cashier.answerOf<{ origem: TOrder; destino: TOrder }>(
      '/api-v2/pedidoIntegracao/transferirItens',
      () => panel.getByTestId('transfer-arrow').click(),
    );
    await cashier.snackbar('Itens transferidos').waitFor();
    expect(moved.destino).toMatchObject({ tipo: 'COMANDA', identificadorPrincipal: '22', ativo: true });
    expect(moved.destino.id).not.toBe(tab21.id);
    expect(moved.destino.iFoodOrder.items.map((item) => item.name)).toEqual(['X-Burger']);
    expect(moved.origem.iFoodOrder.items.map((item) => item.name)).toEqual(['Batata frita']);
    await cashier.page.getByTestId('join-transfer-dialog').getByRole('button', { name: 'Fechar' }).click();
    await cashier.page.keyboard.press('Escape');

    // Tab 22's card is open now, with its total, and its order holds the item.
    const card = cashier.page.locator('[data-testid="tab-card-COMANDA-22"][data-open="true"]');
    await card.waitFor();
    await expect(card.getByTestId('tab-card-total-22').textContent()).resolves.toContain('24,90');
    await shot(cashier, 'transfer-empty-tab-board-1366');
    await cashier.openCard('COMANDA', '22');
    await cashier.ordersDialog.getByText('X-Burger', { exact: false }).first().waitFor();
    await cashier.page.context().close();
  });

  it('on a phone, the dialog shows the destination type in full and moves tab 23’s item to the empty table 8', async () => {
    const waiter = await openTabs(browser, server.url, 'caixa', 'phone');
    const panel = await openTransfer(waiter, '23');
    const type = panel.getByRole('combobox', { name: 'Tipo' });
    await type.click();
    await waiter.page.getByRole('option', { name: 'Mesa' }).click();
    await expect(shownText(type)).resolves.toBe('Mesa');
    await panel.getByTestId('transfer-destination').fill('8');
    await panel.getByTestId('transfer-line').first().locator('input').check();
    await shot(waiter, 'transfer-empty-table-390');
    // The type is not cut to 'M…': its text fits in the select's box.
    await expect(textFits(type)).resolves.toBe(true);
    const moved = await waiter.answerOf<{ origem: TOrder; destino: TOrder }>(
      '/api-v2/pedidoIntegracao/transferirItens',
      () => panel.getByTestId('transfer-arrow').click(),
    );
    expect(moved.destino).toMatchObject({ tipo: 'MESA', identificadorPrincipal: '8' });
    expect(moved.origem).toMatchObject({ id: tab23.id, ativo: false, situacao: 'CANCELADO' });
    await waiter.page.context().close();
  });
});
