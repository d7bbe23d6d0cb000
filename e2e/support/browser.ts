import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { inject } from 'vitest';

/** Debian's Chromium (playwright cannot download browsers here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The run's Chromium (global-setup.ts), connected to; each file's pages live in contexts of their own, and
 * `close()` disconnects this file and closes its contexts. Outside the suite's setup, a browser of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserWsEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium não encontrado em ${CHROMIUM_PATH}: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Every test page's device: pt-BR, São Paulo time, and the system setting 'reduce motion' on (the app then
 * draws no transitions or ripples: the theme's createAppTheme), so no step waits for an animation and the
 * renderer paints less.
 */
export const DEVICE = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', reducedMotion: 'reduce' } as const;

/** A fresh page with its own storage on the tests' device (DEVICE), at a cashier's 1366 px. */
export async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ ...DEVICE, baseURL, viewport: { width: 1366, height: 800 } });
  return context.newPage();
}
