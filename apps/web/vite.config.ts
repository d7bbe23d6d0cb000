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
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
});
