import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // MSW's cookie store is never filled by the demo backend: see the shim's comment.
    alias: { 'tough-cookie': fileURLToPath(new URL('./src/demo/shims/tough-cookie.ts', import.meta.url)) },
  },
  server: { port: 5781, strictPort: true },
  preview: { port: 4781, strictPort: true },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    sourcemap: false,
  },
});
