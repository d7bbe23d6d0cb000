import { chromium } from 'playwright-core';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium, which each file connects to (launchBrowser). */
    browserWsEndpoint: string;
    /** An embedded database's folder, migrated and seeded once for the run (startServer copies it). */
    templateDataDir: string;
  }
}

/**
 * Once per run: one Chromium that every file connects to (a launch costs a second or two), and a data folder
 * with the migrations and the demo unit, which each file's server starts from a copy of (initdb, migrations
 * and the seed cost a server start three to five seconds).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium não encontrado em ${CHROMIUM_PATH}: apt-get install -y chromium`);
  const templateDir = mkdtempSync(join(tmpdir(), 'brasa-e2e-template-'));
  const [browser, seeded] = await Promise.all([
    chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
    startServer({ DATA_DIR: templateDir, BRASA_DEMO_FINANCE: 'off' }, { keepDataDir: true }),
  ]);
  await seeded.stop();
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('templateDataDir', templateDir);
  return async () => {
    await browser.close();
    rmSync(templateDir, { recursive: true, force: true });
  };
}
