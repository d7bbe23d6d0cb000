import type { Browser } from 'playwright-core';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { LoginPage } from '../support/login-page';
import { startServer, type RunningServer } from '../support/server';
import { openTabs } from '../support/tabs-page';

let server: RunningServer;
let browser: Browser;
let sandboxUrl: string;

/** A free loopback port for the sandboxes, so the test can drive the sandbox scale. */
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

/** What is on the sandbox scale (providers/scale/sandbox.ts). */
async function putOnScale(peso: number) {
  const res = await fetch(`${sandboxUrl}/sandbox/balanca/sandbox/controle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ modo: 'fixo', peso, instavel: false, erro: null }),
  });
  if (!res.ok) throw new Error(`sandbox da balança: ${res.status}`);
}

beforeAll(async () => {
  const port = await freePort();
  sandboxUrl = `http://127.0.0.1:${port}`;
  [server, browser] = await Promise.all([startServer({ SANDBOX_PORT: String(port) }), launchBrowser()]);
  await putOnScale(0);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('weighing kiosk', () => {
  it('a customer weighs a plate at the kiosk and the tab appears on the tabs board', async () => {
    const cashier = await openTabs(browser, server.url, 'caixa', 'desktop');
    await cashier.card('COMANDA', '21').waitFor();
    expect(await cashier.page.getByTestId('tab-card-total-21').count()).toBe(0);

    // The kiosk's own login lands on its page; the attendant starts the full-screen flow.
    const kiosk = await newPage(browser, server.url);
    const login = new LoginPage(kiosk);
    await login.open();
    await login.login('balanca');
    await kiosk.waitForURL((url) => url.pathname === '/atendimento-balanca');
    await kiosk.getByTestId('scale-kiosk-start').click();
    await kiosk.getByTestId('kiosk-step-AGUARDANDO_PESAGEM').waitFor();

    // The customer puts a plate of 0,500 kg on the scale: 'Comida por quilo' at R$ 69,90/kg.
    await putOnScale(0.5);
    const captured = kiosk.getByTestId('kiosk-step-PESO_CAPTURADO');
    await captured.waitFor();
    expect(await captured.textContent()).toContain('0,500 kg');
    expect(await captured.textContent()).toContain('Comida por quilo — R$ 34,95');
    await kiosk.getByTestId('kiosk-confirm-weight').click();
    await kiosk.getByTestId('kiosk-tab-input').fill('21');
    await kiosk.getByTestId('kiosk-confirm-tab').click();
    await kiosk.getByTestId('kiosk-step-RETIRAR_PRATO').waitFor();
    expect(await kiosk.getByTestId('kiosk-result-tab').textContent()).toBe('Comanda 21');
    await kiosk.screenshot({ path: '/tmp/scale-kiosk-e2e.png' });

    // The cashier's open board gets tab 21 without reloading.
    const total = cashier.page.getByTestId('tab-card-total-21');
    await total.waitFor();
    expect(await total.textContent()).toContain('R$ 34,95');

    // The plate leaves the scale: the kiosk waits for the next customer.
    await putOnScale(0);
    await kiosk.getByTestId('kiosk-step-AGUARDANDO_PESAGEM').waitFor();
  });
});
