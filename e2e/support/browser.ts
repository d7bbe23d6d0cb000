import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';

/** Debian's Chromium (playwright cannot download browsers here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium não encontrado em ${CHROMIUM_PATH}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh page with its own storage, in pt-BR and São Paulo time. */
export async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 800 },
  });
  return context.newPage();
}
