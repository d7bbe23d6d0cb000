import type { Browser } from 'playwright-core';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { LoginPage } from '../support/login-page';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let sandboxUrl: string;
/** The demo unit's store at the sandbox marketplace (apps/server SANDBOX_MERCHANT_ID). */
const STORE = 'a8c0f0e2-5b7e-4c3e-9d1a-brasa0demo01';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  sandboxUrl = `http://127.0.0.1:${port}`;
  // A short polling interval: the store counts as connected at the sandbox once it polled.
  [server, browser] = await Promise.all([
    startServer({ SANDBOX_PORT: String(port), MARKETPLACE_POLLING_MS: '2000' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface SandboxStore {
  interruptions: { description: string }[];
  status: { state: string; available: boolean };
}
async function sandboxStore(): Promise<SandboxStore> {
  const res = await fetch(`${sandboxUrl}/sandbox/marketplace/IF/merchants/${STORE}`);
  return (await res.json()) as SandboxStore;
}

describe("store controls in the 'Integracoes ativas' drawer (doc 2 §2.8, §4.6)", () => {
  it('the cashier closes the iFood store and opens it again; the sandbox sees both', async () => {
    const page = await newPage(browser, server.url);
    const login = new LoginPage(page);
    await login.open();
    await login.login('caixa');
    await page.waitForURL('**/delivery');
    await page.getByTestId('menu-integrations').click();
    const drawer = page.getByTestId('integrations-drawer');
    await drawer.getByText('Integracoes ativas').waitFor();
    const chip = page.getByTestId(`store-chip-${STORE}`);
    // Connected (polled) and within the opening hours: open.
    await expect.poll(async () => (await chip.textContent()) ?? '', { timeout: 20_000, interval: 500 }).toBe('Aberta');
    const toggle = page.getByTestId(`store-switch-${STORE}`);

    await toggle.click();
    await page.getByText('Alterado status da loja para Fechada').waitFor();
    await expect.poll(async () => (await chip.textContent()) ?? '').toContain('Fechada');
    const closed = await sandboxStore();
    expect(closed.status.available).toBe(false);
    expect(closed.interruptions.map((i) => i.description)).toEqual(['Loja fechada pelo PDV']);

    await toggle.click();
    await page.getByText('Alterado status da loja para Aberta').waitFor();
    const opened = await sandboxStore();
    expect(opened.status).toMatchObject({ state: 'OK', available: true });
    expect(opened.interruptions).toHaveLength(0);
    await page.context().close();
  });
});
