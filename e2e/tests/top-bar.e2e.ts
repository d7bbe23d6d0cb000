import type { Browser, Page } from 'playwright-core';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE, launchBrowser } from '../support/browser';
import { LoginPage } from '../support/login-page';
import { startServer, type RunningServer } from '../support/server';

/**
 * doc 3 §2 "Layout": the top bar holds the cash-register status, the notifications bell (not on touch or small
 * screens), the unit's benefits, training and support links, and the light/dark toggle, on one line at 1366 px
 * and on a 390 px phone. Screenshots go to E2E_SHOTS when set.
 */
let server: RunningServer;
let browser: Browser;
let sandboxUrl: string;
const SHOTS = process.env.E2E_SHOTS;

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
  [server, browser] = await Promise.all([
    startServer({ SANDBOX_PORT: String(port), MARKETPLACE_POLLING_MS: '1000' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function loginAt(viewport: { width: number; height: number }, touch = false): Promise<Page> {
  const context = await browser.newContext({
    ...DEVICE,
    baseURL: server.url,
    viewport,
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login('caixa');
  await page.waitForURL('**/delivery');
  await page.getByTestId('cash-register-status').waitFor();
  return page;
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** The bar stays one line: its height is a toolbar's and nothing spills past the window's width. */
async function expectSingleLine(page: Page, width: number) {
  const bar = await page.locator('header.MuiAppBar-root').boundingBox();
  expect(bar!.height).toBeLessThanOrEqual(64);
  const overflow = await page.evaluate(() => {
    const header = document.querySelector('header.MuiAppBar-root')!;
    return Array.from(header.querySelectorAll('*')).some(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
    );
  });
  expect(overflow).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const LINKS = [
  ['Programa de benefícios', 'https://beneficios.brasa.example/'],
  ['Curso de treinamento', 'https://treinamento.brasa.example/curso-pdv'],
  ['Chat de suporte', 'https://suporte.brasa.example/chat'],
] as const;

describe('the top bar', () => {
  it('at 1366 px: cash status, a bell that lists a new iFood order, the three links, and a remembered dark mode', async () => {
    const page = await loginAt({ width: 1366, height: 800 });
    const header = page.locator('header.MuiAppBar-root');
    await header.getByText('Caixa aberto').waitFor();
    for (const [name, href] of LINKS) {
      const link = header.getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const bell = page.getByTestId('notifications-button');
    await bell.click();
    await page.getByText('Nenhuma notificação').waitFor();
    await page.keyboard.press('Escape');

    // A real event: an iFood order placed in the marketplace sandbox reaches the unit's room.
    const res = await fetch(`${sandboxUrl}/sandbox/marketplace/IF/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderType: 'DELIVERY' }),
    });
    expect(res.ok).toBe(true);
    await page.getByRole('button', { name: 'Notificações (1 nova)' }).waitFor({ timeout: 20_000 });
    await expectSingleLine(page, 1366);
    await shot(page, 'top-bar-1366-light');
    await bell.click();
    const notice = page.getByRole('listitem').filter({ hasText: 'Existem pedidos pendentes' });
    expect(await notice.textContent()).toContain('iFood (IF)');
    await shot(page, 'top-bar-1366-light-notifications');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notificações', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Tema escuro' }).click();
    await page.getByRole('button', { name: 'Tema claro' }).waitFor();
    await page.getByRole('link', { name: 'Chat de suporte' }).hover();
    await page.getByRole('tooltip', { name: 'Chat de suporte' }).waitFor();
    await shot(page, 'top-bar-1366-dark');
    await page.reload();
    await page.getByRole('button', { name: 'Tema claro' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
    await page.context().close();
  });

  it('on a 390 px phone: no bell, the links folded into one menu, one line, light and dark', async () => {
    const page = await loginAt({ width: 390, height: 844 }, true);
    await page.getByRole('button', { name: 'Mais links' }).waitFor();
    // The login toast sits over the bar on a phone: the picture waits for it to go.
    await page.getByText('Logado com sucesso').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.getByTestId('notifications-button').count()).toBe(0);
    expect(await page.locator('header.MuiAppBar-root').getByRole('link').count()).toBe(0);
    await expectSingleLine(page, 390);
    await shot(page, 'top-bar-390-light');
    await page.getByRole('button', { name: 'Mais links' }).click();
    const items = page.getByRole('menuitem');
    expect(await items.allTextContents()).toEqual(LINKS.map(([name]) => name));
    expect(await items.nth(2).getAttribute('href')).toBe('https://suporte.brasa.example/chat');
    expect(await items.nth(2).getAttribute('rel')).toBe('noopener noreferrer');
    await shot(page, 'top-bar-390-light-links');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Tema escuro' }).click();
    await page.getByRole('button', { name: 'Tema claro' }).waitFor();
    await expectSingleLine(page, 390);
    await shot(page, 'top-bar-390-dark');
    await page.context().close();
  });

  it('hides the bell on a wide touch screen (coarse pointer)', async () => {
    const page = await loginAt({ width: 1366, height: 800 }, true);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await page.getByRole('link', { name: 'Programa de benefícios' }).waitFor();
    expect(await page.getByTestId('notifications-button').count()).toBe(0);
    await page.context().close();
  });
});
