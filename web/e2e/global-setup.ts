import type { TestProject } from 'vitest/node';
import { startProduct } from './product.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoSessionId: string;
  }
}

/** One product for the browser tests, started as `npm start` starts it, stopped after the last test. */
export default async function setup(project: TestProject) {
  const product = await startProduct();
  project.provide('baseUrl', product.baseUrl);
  project.provide('demoSessionId', product.demoSessionId);
  return () => product.stop();
}
