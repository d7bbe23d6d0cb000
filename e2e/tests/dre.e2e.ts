import { createHash } from 'node:crypto';
import type { TDreResponse } from '@brasa/contracts';
import { MSG, formatMoneyReais, previousMonthPeriod } from '@brasa/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ BRASA_DEMO_FINANCE: 'on' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function tokenOf(username: string) {
  const response = await fetch(`${server.url}/api-v2/usuario/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: createHash('sha256').update(username).digest('hex') }),
  });
  return ((await response.json()) as { jwtToken: string }).jwtToken;
}

const normalize = (text: string) => text.replace(/\u00a0/g, ' ');

describe('income statement (doc 4 §2 DRE) and report jobs', () => {
  it('a manager generates last month’s DRE, exports PDF and Excel and sees both jobs finish live', async () => {
    const jwt = await tokenOf('admin');
    const period = previousMonthPeriod(new Date());
    const expected = (await (
      await fetch(
        `${server.url}/api-v2/dreReport/gerar?dataInicial=${period.inicio}%2000:00:00&dataFinal=${period.fim}%2000:00:00`,
        { headers: { Authorization: `Bearer ${jwt}` } },
      )
    ).json()) as TDreResponse;
    expect(expected.totalReceitaLiquida).toBeGreaterThan(0);

    const page = await newPage(browser, server.url);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/gerencial/dreReport/${jwt}`);
    // doc 4 §5: the previous month by default; Enter generates.
    const inicio = page.getByTestId('dre-inicio');
    await inicio.waitFor();
    expect(await inicio.inputValue()).toBe(period.inicio);
    expect(await page.getByTestId('dre-fim').inputValue()).toBe(period.fim);
    const exportButton = page.getByRole('button', { name: MSG.EXPORT });
    expect(await exportButton.isDisabled()).toBe(true);
    await inicio.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('dre-statement').waitFor();
    const result = normalize(await page.getByTestId('dre-outros-subtotal').innerText());
    expect(result).toContain(MSG.DRE_NET_RESULT);
    expect(result).toContain(normalize(formatMoneyReais(expected.totalResultadoLiquido)));
    expect(normalize(await page.getByTestId('dre-receitas-subtotal').innerText())).toContain(
      normalize(formatMoneyReais(expected.totalReceitaLiquida)),
    );
    // A section opens into its groups.
    await page.getByTestId('dre-custos').getByRole('button').first().click();
    await page.getByText('(-) Compras de mercadorias').waitFor();

    // Export both; the embedded jobs panel follows them to Finalizado without a reload.
    const frame = page.frameLocator('[data-testid="jobs-frame"]');
    await frame.getByText(MSG.NO_REPORT_IN_PROGRESS).waitFor();
    for (const kind of ['PDF', 'Excel']) {
      await exportButton.click();
      await page.getByRole('menuitem', { name: kind }).click();
      await frame.getByText(`DRE em ${kind} - `).waitFor();
    }
    await frame.locator('[data-status="FINALIZADO"]').nth(1).waitFor({ timeout: 30_000 });
    expect(await frame.locator('tbody tr').count()).toBe(2);

    // Opening the Excel marks it viewed and downloads dre.xlsx in a new window.
    const excelRow = frame.locator('tr', { hasText: 'DRE em Excel' });
    const popup = page.waitForEvent('popup');
    await excelRow.getByRole('button', { name: 'Abrir' }).click();
    const download = await (await popup).waitForEvent('download');
    expect(download.suggestedFilename()).toBe('dre.xlsx');
    await page.close();
  });

  it('a cashier’s panel lists only his own jobs: none, not the manager’s exports', async () => {
    const jwt = await tokenOf('caixa');
    const page = await newPage(browser, server.url);
    await page.goto(`/gerencial/jobAssincrono/relatorios/${jwt}`);
    await page.getByText(MSG.NO_REPORT_IN_PROGRESS).waitFor();
    await page.close();
  });
});
