import { osrmSandbox } from '../providers/directions/sandbox';
import { MARKETPLACE_SANDBOX_PREFIX, marketplaceSandboxPlugin } from '../providers/marketplace';
import { nominatimSandbox } from '../providers/geocoding/sandbox';
import { courierPlatformSandbox, ifoodShippingSandbox } from '../providers/logistics';
import { loyaltySandbox } from '../providers/loyalty';
import { TEF_SANDBOX_PREFIX, tefSandboxPlugin } from '../providers/tef';
import { FISCAL_SANDBOX_PREFIX, fiscalSandboxPlugin } from '../providers/fiscal';
import { tilesSandbox } from '../providers/tiles';
import { MESSAGING_SANDBOX_PREFIX, messagingSandboxPlugin } from '../providers/messaging';
import { scaleSandbox } from '../providers/scale';
import { startSandboxServer, type SandboxPlugin, type SandboxServer } from './server';

export { startSandboxServer, type SandboxPlugin, type SandboxServer } from './server';

/**
 * Every provider's sandbox, in one list: a provider adds its plugin here (one line each) and reads its base URL
 * as `{sandbox url}{prefix}` in `createProviders`.
 */
export function sandboxPlugins(): SandboxPlugin[] {
  return [
    nominatimSandbox,
    osrmSandbox,
    tilesSandbox,
    { name: 'tef', prefix: TEF_SANDBOX_PREFIX, plugin: tefSandboxPlugin },
    ifoodShippingSandbox,
    courierPlatformSandbox,
    loyaltySandbox,
    { name: 'marketplace', prefix: MARKETPLACE_SANDBOX_PREFIX, plugin: marketplaceSandboxPlugin },
    { name: 'sefaz', prefix: FISCAL_SANDBOX_PREFIX, plugin: fiscalSandboxPlugin },
    { name: 'mensageria', prefix: MESSAGING_SANDBOX_PREFIX, plugin: messagingSandboxPlugin },
    scaleSandbox,
  ];
}

let shared: Promise<SandboxServer> | undefined;

/**
 * One sandbox server per test file or bench process, on a free port, started on first use. Its socket does not
 * keep the process alive; state kept by a sandbox (e.g. a terminal's intents, SEFAZ's numbers) is shared by the
 * contexts of the file, so its tests use their own ids. Test files share a worker: the server suite's set-up
 * closes it after each file (`closeSharedSandboxServer`), so the next file starts one of its own.
 */
export function sharedSandboxServer(): Promise<SandboxServer> {
  shared ??= startSandboxServer(sandboxPlugins(), { unref: true });
  return shared;
}

/** Closes the shared sandbox server, if one was started; the next `sharedSandboxServer()` starts a new one. */
export async function closeSharedSandboxServer(): Promise<void> {
  const running = shared;
  shared = undefined;
  if (running) await (await running).close();
}
