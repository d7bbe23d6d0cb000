import type { TOrder } from '@brasa/contracts';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { DEVICE, launchBrowser } from '../support/browser';
import { LoginPage } from '../support/login-page';
import { startServer, type RunningServer } from '../support/server';
import { TabsPage } from '../support/tabs-page';

// Issue 31 §4: a print the server starts (here a tab's close with 'Imprimir pedido') goes to the print location of
// the terminal that caused it, its local setting 'Local de impressão', not always to CAIXA.

const SHOTS = '/tmp/shots-printloc';
let server: RunningServer;
let browser: Browser;
let api: Api;
let tab: TOrder;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = await Api.login(server.url, 'caixa');
  tab = await api.createIdentifierOrder('COMANDA', '21', [{ name: 'X-Burger', quantity: 1, price: 24.9 }]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the terminal's print location", () => {
  it("closing a tab from a terminal set to 'Bar' prints at BAR, as 'Últimas impressões' shows", async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      ...DEVICE,
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open();
    await login.login('caixa');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // The terminal's setting, among the unit's print locations.
    await page.goto('/settings');
    const setting = page.getByRole('combobox', { name: 'Local de impressão' });
    await setting.click();
    await page.getByRole('option', { name: 'Caixa (padrão)' }).waitFor();
    await page.getByRole('option', { name: 'Bar', exact: true }).click();
    await page.getByTestId('settings-save').click();
    await page.locator('#notistack-snackbar').filter({ hasText: 'Configurações salvas com sucesso' }).waitFor();
    await expect.poll(() => setting.textContent()).toBe('Bar');
    await page.screenshot({ path: `${SHOTS}/settings-print-location.png` });

    // Close tab 21 with 'Imprimir pedido' (on by default).
    await page.goto('/pedidosIdentificador');
    await page.getByTestId('tabs-grid').waitFor();
    const tabs = new TabsPage(page);
    await tabs.openCard('COMANDA', '21');
    await tabs.ordersDialog.getByTestId(`identifier-order-close-${tab.id}`).click();
    const close = page.getByTestId('close-order-dialog');
    const sent = page.waitForRequest((r) => r.url().endsWith(`/fecharPedido/${tab.id}`) && r.method() === 'POST');
    await tabs.answerOf<TOrder>(`/api-v2/pedidoIntegracao/fecharPedido/${tab.id}`, () =>
      close.getByTestId('close-order-confirm').click(),
    );
    expect((await sent).headers()['x-brasa-local-impressao']).toBe('BAR');
    // The payment dialog opens after the close; the print is what this test is about.
    await page.keyboard.press('Escape');

    // 'Últimas impressões' on the board: the close's job, at BAR.
    await page.goto('/delivery');
    await page.getByTestId('board-logs-menu').click();
    await page.getByTestId('board-open-print-log').click();
    const dialog = page.getByTestId('print-log-dialog');
    await dialog.getByTestId('print-log-search').fill(String(tab.id));
    const row = dialog.locator('tr').filter({ hasText: 'Fechamento da comanda 21' });
    await row.waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await row.locator('td').nth(1).textContent())?.trim()).toBe('BAR');
    await dialog.screenshot({ path: `${SHOTS}/print-log-local.png` });

    // The server agrees: one FECHAMENTO job for the tab, at BAR.
    const jobs = await api.get<{ origem?: string; localImpressao?: string }[]>(
      `/api/impressao/identificador/PEDIDO_INTEGRACAO_ID_${tab.id}?uuid=${(await api.get<{ unidade: { uuid: string } }>('/api-v2/usuario/logged')).unidade.uuid}`,
    );
    expect(jobs.filter((j) => j.origem === 'FECHAMENTO').map((j) => j.localImpressao)).toEqual(['BAR']);
    await context.close();
  });
});
