import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { LoginPage } from '../support/login-page';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const path = (url: string) => new URL(url).pathname;

describe('login and landing', () => {
  it('lands the cashier on /delivery inside the layout', async () => {
    const page = await newPage(browser, server.url);
    const login = new LoginPage(page);
    await login.open();
    await login.login('caixa');
    await page.waitForURL('**/delivery');
    expect(path(page.url())).toBe('/delivery');
    await page.getByText('Camila Caixa').first().waitFor();
    await page.getByText('Caixa aberto').first().waitFor();
    await page.context().close();
  });

  it('lands the waiter on /pedidosIdentificador', async () => {
    const page = await newPage(browser, server.url);
    const login = new LoginPage(page);
    await login.open();
    await login.login('garcom');
    await page.waitForURL('**/pedidosIdentificador');
    expect(path(page.url())).toBe('/pedidosIdentificador');
    await page.context().close();
  });

  it('shows the unavailable page to the kitchen user opening /delivery', async () => {
    const page = await newPage(browser, server.url);
    const login = new LoginPage(page);
    await login.open();
    await login.login('cozinha');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/delivery');
    await page.waitForURL('**/unauthorized/ROLE_PDV_DELIVERY');
    await page.getByText('Funcionalidade indisponível').first().waitFor();
    await page.getByRole('button', { name: 'Solicitar funcionalidade' }).waitFor();
    await page.context().close();
  });

  it('shows the spec message for a wrong password and stays on /login', async () => {
    const page = await newPage(browser, server.url);
    const login = new LoginPage(page);
    await login.open();
    await login.login('caixa', 'senha-errada');
    await page.getByRole('alert').filter({ hasText: 'Falha ao realizar login' }).first().waitFor();
    expect(path(page.url())).toBe('/login');
    await page.context().close();
  });

  it('sends an unauthenticated visitor to /login and a courier app visitor to its own login', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/agendados');
    await page.waitForURL('**/login');
    await page.goto('/appentregador/rotas');
    await page.waitForURL('**/appentregador/login');
    await page.context().close();
  });
});
