import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budget of the JavaScript the first screen loads (issue 9 §5): index.html's entry and its modulepreloads. */
const INITIAL_BUDGET_BYTES = 300 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every chunk a manifest key loads statically (itself and its imports, transitively). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * Gzipped size of the built web app (`npm run build -w apps/web` first): the initial JavaScript against the
 * 300 KB goal, and what each lazy chunk (page, dialog, scanner) adds on top of it when first opened.
 */
export async function benchBundleSize() {
  const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
  const manifestPath = `${dist}.vite/manifest.json`;
  console.log('\n# bundle size (apps/web/dist, gzip)');
  if (!existsSync(manifestPath)) {
    console.log('no build found: run `npm run build -w apps/web` first');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(dist + file)).length);
    return gzipped.get(file)!;
  };
  const jsOf = (keys: Iterable<string>) =>
    [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const initialKeys = staticClosure(manifest, entryKey);
  const initialFiles = new Set(jsOf(initialKeys));
  // What index.html really loads (the entry script and its modulepreloads) must be the manifest's closure.
  const html = readFileSync(`${dist}index.html`, 'utf8');
  const htmlFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const missing = htmlFiles.filter((file) => !initialFiles.has(file));
  for (const file of missing) initialFiles.add(file);

  const initialBytes = [...initialFiles].reduce((sum, file) => sum + sizeOf(file), 0);
  console.log(
    `initial JavaScript: ${kb(initialBytes)} in ${initialFiles.size} files (goal < ${kb(INITIAL_BUDGET_BYTES)}, ` +
      `${((initialBytes / INITIAL_BUDGET_BYTES) * 100).toFixed(0)}% of it)${missing.length ? ` (+${missing.length} preloads outside the manifest)` : ''}`,
  );
  const largest = [...initialFiles].sort((a, b) => sizeOf(b) - sizeOf(a)).slice(0, 5);
  console.log(`  largest: ${largest.map((file) => `${file.replace(/^assets\//, '')} ${kb(sizeOf(file))}`).join(', ')}`);

  console.log('lazy chunks (own chunk + its imports outside the initial set):');
  // Pages and dialogs (React.lazy) and vendor groups imported with import() (the camera's barcode reader).
  const lazyKeys = new Set(Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry));
  for (const chunk of Object.values(manifest)) for (const key of chunk.dynamicImports ?? []) lazyKeys.add(key);
  for (const key of initialKeys) lazyKeys.delete(key);
  const rows = [...lazyKeys].map((key) => {
    const files = jsOf(staticClosure(manifest, key)).filter((file) => !initialFiles.has(file));
    const total = files.reduce((sum, file) => sum + sizeOf(file), 0);
    const name = (manifest[key]!.src ?? key).replace(/^src\//, '').replace(/^_(.+)-[\w-]{8}\.js$/, '$1 (vendor group)');
    return { name, own: sizeOf(manifest[key]!.file), total };
  });
  for (const row of rows.sort((a, b) => b.total - a.total)) {
    console.log(`  ${kb(row.total).padStart(9)}  (own ${kb(row.own).padStart(8)})  ${row.name}`);
  }
}
