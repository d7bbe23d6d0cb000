import {
  INTEGRATED_MENU_PATHS,
  type TActiveIntegration,
  type TMenuCatalog,
  type TMenuCategory,
} from '@brasa/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { LoginPage } from '../support/login-page';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let api: Api;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = await Api.login(server.url, 'caixa');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The marketplace's catalog as the server reads it from the sandbox now (not the page's cache). */
async function marketplaceItems() {
  const [ifood] = await api.get<TActiveIntegration[]>('/api-v2/pedidoIntegracao/allIntegracoesAtivas?tipos=IF');
  const catalogs = JSON.parse(
    (await api.get<{ message: string }>(INTEGRATED_MENU_PATHS.getIfoodAction(ifood!.id, 'CATALOGS'))).message,
  ) as TMenuCatalog[];
  const categories = JSON.parse(
    (
      await api.get<{ message: string }>(
        `${INTEGRATED_MENU_PATHS.getIfoodAction(ifood!.id, 'CATEGORIES')}?catalogId=${catalogs[0]!.catalogId}`,
      )
    ).message,
  ) as TMenuCategory[];
  return categories.flatMap((c) => c.items);
}

describe('integrated menus (doc 4 §2)', () => {
  it('a cashier makes an iFood item unavailable and the marketplace has it UNAVAILABLE', async () => {
    const page = await newPage(browser, server.url);
    const login = new LoginPage(page);
    await login.open();
    await login.login('caixa');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/integrated-menus');
    const active = page.getByRole('switch', { name: 'Ativo Pizza calabresa' });
    await active.waitFor();
    expect(await active.isChecked()).toBe(true);
    await active.click();
    await page.waitForFunction(
      () => !(document.querySelector('input[aria-label="Ativo Pizza calabresa"]') as HTMLInputElement).checked,
    );
    const pizza = (await marketplaceItems()).find((i) => i.name === 'Pizza calabresa')!;
    expect(pizza.status).toBe('UNAVAILABLE');
    await page.context().close();
  });
});
