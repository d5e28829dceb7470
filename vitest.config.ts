import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const lib = (name: string) => fileURLToPath(new URL(`./libs/${name}/src/index.ts`, import.meta.url));
const alias = {
  '@checkin/engine/testing': fileURLToPath(new URL('./libs/engine/src/testing.ts', import.meta.url)),
  '@checkin/domain/testing': fileURLToPath(new URL('./libs/domain/src/testing.ts', import.meta.url)),
  '@checkin/contracts/rules': fileURLToPath(new URL('./libs/contracts/src/rules.ts', import.meta.url)),
  '@checkin/contracts/instance-change': fileURLToPath(
    new URL('./libs/contracts/src/instance-change.ts', import.meta.url),
  ),
  '@checkin/contracts/realtime': fileURLToPath(new URL('./libs/contracts/src/realtime.ts', import.meta.url)),
  '@checkin/domain': lib('domain'),
  '@checkin/contracts': lib('contracts'),
  '@checkin/grading': lib('grading'),
  '@checkin/engine': lib('engine'),
};
/** Nest reads constructor types from decorator metadata, which only SWC (not esbuild/oxc) emits in tests. */
const decorators = () =>
  swc.vite({ jsc: { target: 'es2022', transform: { legacyDecorator: true, decoratorMetadata: true } } });

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias, conditions: ['source'] },
        test: {
          name: 'web',
          root: 'web',
          include: ['src/**/*.spec.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['{libs,api,worker}/**/src/**/*.unit.spec.ts', '{,web/}scripts/**/*.unit.spec.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [decorators()],
        resolve: { alias },
        test: {
          name: 'int',
          include: ['{libs,api,worker}/**/src/**/*.int.spec.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.spec.ts'],
          environment: 'node',
          globalSetup: ['web/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
