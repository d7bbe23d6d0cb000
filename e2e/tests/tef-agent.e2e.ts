import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { openBoard } from '../support/board-page';
import { launchBrowser } from '../support/browser';
import { OrderEntryPage } from '../support/order-entry-page';
import { PaymentPage } from '../support/payment-page';
import { startServer, type RunningServer } from '../support/server';

// The Filial charges cards through the local terminal agent (tipos=EL): the sandbox agent this server starts on a
// free loopback port, which the demo integration is pointed at; its pinpad approves after half a second.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ BRASA_TEF_AGENT_PORT: '0', BRASA_TEF_AGENT_DELAY_MS: '500' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SODA = '7894900011517';
const RECOVERED = 'Pagamento aprovado no terminal local recuperado e registrado no pedido.';

/** A counter order of 6 sodas (R$ 42,00); the payment dialog opens over its detail. */
async function counterOrder(page: Page) {
  const entry = new OrderEntryPage(page);
  await page.keyboard.press('Home');
  await entry.dialog.getByTestId('order-entry-panel-0').waitFor();
  await entry.goToItems();
  await entry.enterCode(`6 x ${SODA}`, 'Refrigerante lata 350ml');
  const saved = await entry.confirm();
  const payment = new PaymentPage(page);
  await payment.dialog.waitFor();
  return { saved, payment };
}

/** The whole amount on the terminal: the sale dialog opens and runs the sale on the agent. */
async function chargeOnTerminal(page: Page, payment: PaymentPage) {
  await payment.chooseMethod('Cartão de débito (TEF)');
  await payment.amount.fill('42,00');
  await payment.dialog.getByTestId('payment-add-line').click();
  return page.getByTestId('tef-sale-dialog');
}

describe('card terminal on the local agent (tipos=EL)', () => {
  it('records an approval the closed page never relayed when the next payment dialog opens, then charges through the agent', async () => {
    const filial = await Api.login(server.url, 'caixa_filial');

    // 1. The pinpad approves, but the relay to our server is lost and the page is closed.
    const first = await openBoard(browser, server.url, 'caixa_filial');
    await first.page.route('**/resultadoAgente', (route) => route.abort());
    const lost = await counterOrder(first.page);
    const lostSale = await chargeOnTerminal(first.page, lost.payment);
    await lostSale.getByTestId('tef-status').and(first.page.locator('[data-severity="error"]')).waitFor({
      timeout: 15_000,
    });
    await first.page.context().close();
    expect((await filial.getOrder(lost.saved.id)).pago).toBe(false);

    // 2. The next payment dialog (another order, a fresh page) re-sends what the agent kept: recorded once.
    const cashier = await openBoard(browser, server.url, 'caixa_filial');
    const { page } = cashier;
    const next = await counterOrder(page);
    await cashier.board.snackbar(RECOVERED).waitFor({ timeout: 15_000 });
    const recovered = await filial.getOrder(lost.saved.id);
    expect(recovered.pago).toBe(true);
    expect(recovered.iFoodOrder.payments.map((p) => [p.code, p.value])).toEqual([['CD', 42]]);

    // 3. This order through the agent, end to end: pinpad messages, approval, receipts, paid.
    const sale = await chargeOnTerminal(page, next.payment);
    await sale.getByTestId('tef-status').and(page.locator('[data-severity="success"]')).waitFor({ timeout: 15_000 });
    await expect(sale.getByTestId('tef-approval').textContent()).resolves.toContain('NSU');
    await page.getByTestId('tef-receipt-question-CLIENTE').getByTestId('tef-receipt-no').click();
    await page.getByTestId('tef-receipt-question-ESTABELECIMENTO').getByTestId('tef-receipt-no').click();
    await sale.getByTestId('tef-close').click();
    await sale.waitFor({ state: 'detached' });
    const paid = await filial.getOrder(next.saved.id);
    expect(paid.pago).toBe(true);
    expect(paid.iFoodOrder.payments).toHaveLength(1);

    await page.context().close();

    const settings = await openBoard(browser, server.url, 'caixa_filial');
    // The drawer's 'Terminal TEF' on this unit (local agent only) says so and shows the agent answering, not
    // 'Você deve configurar uma integração do TEF…' with an empty terminal list.
    await settings.page.getByTestId('menu-tef').click();
    const config = settings.page.getByTestId('tef-config-dialog');
    await config.getByTestId('tef-agent-info').waitFor();
    await config
      .getByTestId('tef-agent-status')
      .getByText(/^Agente conectado: terminal /)
      .waitFor();
    await expect(config.textContent()).resolves.not.toContain('Você deve configurar uma integração do TEF');
    if (process.env.E2E_SHOTS) await settings.page.screenshot({ path: `${process.env.E2E_SHOTS}/tef-agent-1366.png` });
    await config.getByRole('button', { name: 'Fechar' }).click();
    await config.waitFor({ state: 'detached' });
    await settings.page.context().close();
  });
});
