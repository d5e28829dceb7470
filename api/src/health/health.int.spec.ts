import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
});
afterAll(async () => {
  await product?.stop();
});

describe('GET /health', () => {
  it('answers 503 naming the worker while none runs, then 200 with every part up', async () => {
    const down = await product.request('GET', '/health');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      status: 'unavailable',
      database: 'up',
      redis: 'up',
      worker: { status: 'down', count: 0 },
    });

    const worker = await product.startWorker();
    const up = await product.request('GET', '/health');
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ status: 'ok', database: 'up', redis: 'up', worker: { status: 'up', count: 1 } });
    expect(up.body.queues['next-response']).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });

    // A worker stopped cleanly takes its heartbeat with it.
    await worker.stop('SIGTERM');
    expect((await product.request('GET', '/health')).status).toBe(503);
  });
});
