import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const SHOTS = '/tmp/shots-setup';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // issue 32: no demo at all, the database starts empty.
  [server, browser] = await Promise.all([startServer({ BRASA_DEMO: 'off' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('first run (BRASA_DEMO=off)', () => {
  it('shows the first-run form instead of the login, sets the system up and lands logged in on GERENCIAL', async () => {
    expect(await (await fetch(`${server.url}/api-v2/setup`)).json()).toEqual({ configurado: false });
    // The demo logins do not exist.
    const demo = await fetch(`${server.url}/api-v2/usuario/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'a'.repeat(64) }),
    });
    expect(demo.status).toBe(401);

    const page = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByTestId('first-run').waitFor();
    await page.screenshot({ path: `${SHOTS}/01-empty.png`, fullPage: true });

    await page.getByTestId('setup-submit').click();
    await page.getByText('CPF/CNPJ inválido.').waitFor();
    await page.screenshot({ path: `${SHOTS}/02-errors.png`, fullPage: true });

    await page.getByTestId('setup-empresa-cpfCnpj').pressSequentially('12abc34501de35');
    expect(await page.getByTestId('setup-empresa-cpfCnpj').inputValue()).toBe('12.ABC.345/01DE-35');
    await page.getByTestId('setup-empresa-nome').fill('Churrascaria Fogo Alto Ltda');
    await page.getByTestId('setup-empresa-nomeFantasia').fill('Fogo Alto');
    await page.getByTestId('setup-empresa-cep').pressSequentially('01310100');
    // The sandbox CEP lookup fills the address.
    await expect.poll(() => page.getByTestId('setup-empresa-endereco').inputValue()).not.toBe('');
    expect(await page.getByTestId('setup-empresa-municipio').inputValue()).toBe('São Paulo');
    await page.getByTestId('setup-empresa-numero').fill('1000');
    await page.getByTestId('setup-unidade-nome').fill('Matriz');
    await page.getByTestId('setup-administrador-nome').fill('Ana Dona');
    await page.getByTestId('setup-administrador-username').fill('ana');
    await page.getByTestId('setup-administrador-senha').fill('segredo123');
    await page.getByTestId('setup-administrador-confirmacaoSenha').fill('segredo123');
    await page.screenshot({ path: `${SHOTS}/03-filled.png`, fullPage: true });

    await page.getByTestId('setup-submit').click();
    await page.waitForURL(/\/gerencial\/dreReport\//, { timeout: 15_000 });
    await page.getByTestId('dre-inicio').waitFor();
    await page.screenshot({ path: `${SHOTS}/04-gerencial.png`, fullPage: true });

    expect(await (await fetch(`${server.url}/api-v2/setup`)).json()).toEqual({ configurado: true });
    // Set up once: /login is the login now.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await page.getByTestId('first-run').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/05-login-after.png`, fullPage: true });
  });
});
