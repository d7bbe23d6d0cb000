import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The API server (apps/server) listens on :3000 in development; everything it serves is proxied.
const apiTarget = process.env.BRASA_API_URL ?? 'http://localhost:3000';
const proxied = ['/api-v2', '/service', '/api', '/api-docs'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
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
