import type { TOrder } from '@brasa/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEVICE } from './browser';
import { LoginPage } from './login-page';

/** Page model of the tab and table board (/pedidosIdentificador) and its dialogs. */
export class TabsPage {
  constructor(readonly page: Page) {}

  card(tipo: 'COMANDA' | 'MESA', number: string): Locator {
    return this.page.getByTestId(`tab-card-${tipo}-${number}`);
  }

  get ordersDialog(): Locator {
    return this.page.getByTestId('identifier-orders-dialog');
  }

  snackbar(text: string): Locator {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text });
  }

  /** Clicks a tab's card (its number) and waits for the dialog of its orders. */
  async openCard(tipo: 'COMANDA' | 'MESA', number: string): Promise<void> {
    await this.card(tipo, number).getByRole('button').click();
    await this.ordersDialog.waitFor();
  }

  async closeOrdersDialog(): Promise<void> {
    await this.ordersDialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await this.ordersDialog.waitFor({ state: 'detached' });
  }

  /** Waits for a POST to `path` and returns its JSON, failing with the server's answer. */
  async answerOf<T>(path: string | RegExp, action: () => Promise<void>, method = 'POST'): Promise<T> {
    const answer = this.page.waitForResponse((response) => {
      const url = new URL(response.url()).pathname;
      return response.request().method() === method && (typeof path === 'string' ? url === path : path.test(url));
    });
    await action();
    const response = await answer;
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** The order dialog's code field in the editor: a code and Enter, waiting for the product's message. */
  async addCode(code: string, product: string): Promise<void> {
    const field = this.page.getByTestId('order-entry-search');
    await field.fill(code);
    await field.press('Enter');
    await this.snackbar(`Produto "${product}" adicionado com sucesso.`).first().waitFor();
  }

  /** Confirms the order editor with F9 (a phone's snackbar may cover the button), resolving with the saved order. */
  confirmEditor(): Promise<TOrder> {
    return this.answerOf<TOrder>('/api-v2/pedidoIntegracao', () =>
      this.page.getByTestId('order-entry-search').press('F9'),
    );
  }
}

/** A logged-in tab board in a fresh page of the given size (a waiter's phone or a cashier's desktop). */
export async function openTabs(
  browser: Browser,
  baseUrl: string,
  username: string,
  device: 'phone' | 'desktop',
): Promise<TabsPage> {
  const phone = device === 'phone';
  const context = await browser.newContext({
    baseURL: baseUrl,
    ...DEVICE,
    viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 800 },
    isMobile: phone,
    hasTouch: phone,
  });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login(username);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/pedidosIdentificador');
  await page.getByTestId('tabs-grid').waitFor();
  return new TabsPage(page);
}
