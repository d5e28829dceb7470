import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { routeSizes } from './scripts/route-sizes.ts';

/** The API (and its socket.io endpoint) runs on :3000 under `npm start`; the dev server forwards to it. */
const api = 'http://localhost:3000';

/**
 * react-router's package exports only its development build, whose warnings (and the code they keep alive) would
 * ship to every page; builds take the production one. Both entry points, so there is one router in the bundle.
 */
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const productionRouter = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

/**
 * The check-in's chunks, rather than one per set of importers (teacher pages reuse its parts, and each extra chunk
 * costs a student a request). /session/{id} loads the first two at first: the document and its view-model (shared
 * with the results page and the teacher's preview), and the live check-in's logic; the conversation's components
 * come once the page is up (the results page and the preview load them at once). The pages after a check-in load
 * none of them. Routes, links and styles stay out: a stylesheet import must not pull a chunk of code with it.
 */
const checkinModules = (pattern: string) => {
  const module = new RegExp(`/src/features/checkin/(${pattern})\\.tsx?$`);
  return (id: string) => module.test(id.replace(/\\/g, '/'));
};
const CHECKIN_CHUNKS = [
  { name: 'checkin-view', test: checkinModules('model/.*|api/(input|get-instance)|components/checkin-status') },
  { name: 'checkin', test: checkinModules('hooks/.*|api/.*|components/checkin-welcome') },
  { name: 'checkin-conversation', test: checkinModules('components/.*') },
];

export default defineConfig(({ command }) => ({
  // Student pages must stay under 120 KB of gzipped JavaScript at first load (the build fails otherwise).
  plugins: [react(), routeSizes({ studentview: 120 }), precompress()],
  resolve: { alias: command === 'build' ? productionRouter : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: CHECKIN_CHUNKS,
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
}));
