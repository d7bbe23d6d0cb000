import type { Browser, Locator, Page } from 'playwright-core';
import { DEVICE } from './browser';

/** Page model of the delivery-person app (/appentregador/*) on a phone-sized page (390×844). */
export class CourierAppPage {
  constructor(readonly page: Page) {}

  routeCard(key: string): Locator {
    return this.page.getByTestId(`courier-route-card-${key}`);
  }

  order(id: number): Locator {
    return this.page.getByTestId(`route-order-${id}`);
  }

  /** Types an order's code into the start confirmation, as a USB or Bluetooth reader does. */
  async typeCode(code: string): Promise<void> {
    const input = this.page.getByTestId('start-route-code');
    await input.fill(code);
    await input.press('Enter');
  }
}

/** The courier logs in at /appentregador/login on a fresh phone-sized page and lands on 'Rotas Pendentes'. */
export async function openCourierApp(browser: Browser, baseURL: string, username: string): Promise<CourierAppPage> {
  const context = await browser.newContext({
    baseURL,
    ...DEVICE,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/appentregador/login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(username);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await page.waitForURL('**/appentregador/rotas');
  await page.getByTestId('courier-routes-page').waitFor();
  return new CourierAppPage(page);
}
