import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// The API server (apps/server) listens on :3000 in development; everything it serves is proxied.
const apiTarget = process.env.BRASA_API_URL ?? 'http://localhost:3000';
const proxied = ['/api-v2', '/service', '/api', '/api-docs'];

/** The lazy page most users land on: a logged-in cashier opening / or /delivery. */
const LANDING_PAGE = 'src/features/board/components/delivery-board-page.tsx';

/**
 * Adds to index.html a tiny inline script that, when a session whose profile holds the board's role is stored
 * and the path shows the board, adds
 * `<link rel=modulepreload>` for the board's chunk and the chunks it imports (those the entry does not load
 * already): they download and compile while the entry's JavaScript runs, instead of after React's first
 * render asks for them. A login page or any other path loads nothing more.
 */
function landingPagePreload(): Plugin {
  return {
    name: 'brasa-landing-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || !context.chunk) return html;
        const chunkOf = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? output : undefined;
        };
        const staticGraph = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of chunkOf(fileName)?.imports ?? []) staticGraph(imported, into);
          return into;
        };
        const page = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(LANDING_PAGE),
        );
        if (!page) throw new Error(`landing page chunk not found: ${LANDING_PAGE}`);
        const entryFiles = staticGraph(context.chunk.fileName);
        const files = [...staticGraph(page.fileName)].filter((file) => !entryFiles.has(file));
        const script =
          // Only for a stored profile that may see the board (a kitchen or courier login would not use it).
          `(function(){try{var p=location.pathname;if((p==='/'||p==='/delivery')&&localStorage.getItem('brasa.token')` +
          `&&(localStorage.getItem('brasa.profile')||'').indexOf('"ROLE_PDV_DELIVERY"')>=0)` +
          // The links go into the head in one fragment: appended one by one, each insertion cost its own
          // style and preload-scanner pass (about 100 ms for 37 links in a CPU profile of the boot).
          `{var f=document.createDocumentFragment();${JSON.stringify(files.map((file) => `/${file}`))}.forEach(function(h){` +
          `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;f.appendChild(l)});` +
          `document.head.appendChild(f)}}catch(e){}})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), landingPagePreload()],
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Read by the bundle-size bench (bench/bundle-size.bench.ts): which chunks each page and index.html load.
    manifest: true,
    rolldownOptions: {
      output: {
        // Only what every screen needs is grouped (one cached chunk across releases). A catch-all vendor or
        // MUI group would pull every library and component any page uses into the first load; the rest is
        // split by the import graph, so each lazy page brings its own components.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The camera's barcode reader (ZXing) loads only when the scan dialog opens; the .wasm URL
            // (zxing_reader.wasm?url, a string the app imports) stays out of this lazy chunk.
            { name: 'barcode-reader', test: /node_modules[\\/](barcode-detector|zxing-wasm)[\\/].*\.js$/ },
          ],
        },
      },
    },
  },
});
