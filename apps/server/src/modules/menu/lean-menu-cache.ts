import { createHash } from 'node:crypto';

/** A lean menu as sent: its JSON text and the ETag of that text. */
export interface CachedMenu {
  version: number;
  json: string;
  etag: string;
}

/**
 * The lean menus of the units served lately, each kept under the menu version (`cardapio_versao`) read before it
 * was built: a request whose version differs rebuilds it. Reading the version first makes the cache never older
 * than what was committed when the request began (a menu built from newer rows than its version is only rebuilt
 * once more). Least recently used entries go first beyond `max`.
 */
export function createLeanMenuCache(max = 64) {
  const entries = new Map<string, CachedMenu>();
  const building = new Map<string, Promise<CachedMenu>>();
  return {
    async get(key: string, version: number, build: () => Promise<unknown>): Promise<CachedMenu> {
      const cached = entries.get(key);
      if (cached && cached.version === version) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      // Terminals opening the dialog at once after a change share one build.
      const flightKey = `${key}@${version}`;
      let pending = building.get(flightKey);
      if (!pending) {
        pending = build()
          .then((menu) => {
            const json = JSON.stringify(menu);
            const entry = { version, json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
            const current = entries.get(key);
            if (!current || current.version <= version) {
              entries.delete(key);
              entries.set(key, entry);
              while (entries.size > max) entries.delete(entries.keys().next().value!);
            }
            return entry;
          })
          .finally(() => building.delete(flightKey));
        building.set(flightKey, pending);
      }
      return pending;
    },
    size: () => entries.size,
  };
}
