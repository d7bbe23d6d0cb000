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
    rolldownOptions: {
      output: {
        // Vendors change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)/ },
            // The camera's barcode reader (ZXing) loads only when the scan dialog opens; the .wasm URL
            // (zxing_reader.wasm?url, a string the app imports) stays out of this lazy chunk.
            { name: 'barcode-reader', test: /node_modules[\\/](barcode-detector|zxing-wasm)[\\/].*\.js$/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
});
