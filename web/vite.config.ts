import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeSizes } from './scripts/route-sizes.ts';

/** The API (and its socket.io endpoint) runs on :3000 under `npm start`; the dev server forwards to it. */
const api = 'http://localhost:3000';

export default defineConfig({
  // Student pages must stay under 120 KB of gzipped JavaScript at first load (the build fails otherwise).
  plugins: [react(), routeSizes({ studentview: 120 })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The student's check-in as one chunk: teacher pages reuse its components (the template preview), and
        // without this every set of importers would split it into small chunks, each a cost on a student's load.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'checkin', test: /src[\\/]features[\\/]checkin[\\/](components|model|hooks|api)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      // Only the auth server's own paths: /auth/signup and the other /auth/* pages belong to the web app.
      '/auth/v1': api,
      '/socket.io': { target: api, ws: true },
    },
  },
});
