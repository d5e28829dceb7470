import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (and its socket.io endpoint) runs on :3000 under `npm start`; the dev server forwards to it. */
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': api,
      '/auth': api,
      '/socket.io': { target: api, ws: true },
    },
  },
});
