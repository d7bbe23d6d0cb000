import type { Browser, Locator, Page } from 'playwright-core';
import { newPage } from './browser';
import { LoginPage } from './login-page';

/** Page model of 'Despacho de Pedidos' (/dispatchDeliveryman) and the courier screen (/deliveryman). */
export class DispatchPage {
  constructor(readonly page: Page) {}

  get input(): Locator {
    return this.page.getByTestId('dispatch-input');
  }

  /** Types a code and presses Enter, as a USB barcode reader does. */
  async scan(code: string): Promise<void> {
    await this.input.fill(code);
    await this.input.press('Enter');
  }

  item(id: number): Locator {
    return this.page.getByTestId(`dispatch-item-${id}`);
  }

  /** A snackbar with this text. */
  snackbar(text: string): Locator {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text });
  }
}

/** A logged-in dispatcher on /dispatchDeliveryman, on a desktop or a phone. */
export async function openDispatch(
  browser: Browser,
  baseUrl: string,
  username: string,
  viewport: 'desktop' | 'phone' = 'desktop',
): Promise<DispatchPage> {
  const page = await newPage(browser, baseUrl);
  if (viewport === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const login = new LoginPage(page);
  await login.open();
  await login.login(username);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/dispatchDeliveryman');
  await page.getByTestId('dispatch-input').waitFor();
  return new DispatchPage(page);
}
