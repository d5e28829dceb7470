import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
});
afterAll(async () => {
  await product?.stop();
});

async function health(target: TestProduct, headers: Record<string, string> = {}) {
  const response = await fetch(`${target.baseUrl}/health`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

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
    expect(up.body.queues['ai-turns']).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
    // The memory of this API process and, from its heartbeat, of the worker: the heap kept is null until a full
    // collection has run.
    for (const memory of [up.body.memory.api, ...up.body.memory.workers]) {
      expect(memory.rssMb).toBeGreaterThan(20);
      expect(memory.heapLiveMb === null || memory.heapLiveMb > 1).toBe(true);
    }
    expect(up.body.memory.workers).toHaveLength(1);

    // A worker stopped cleanly takes its heartbeat with it.
    await worker.stop('SIGTERM');
    expect((await product.request('GET', '/health')).status).toBe(503);
  });

  it('tells a request relayed by a proxy that is not trusted only the status', async () => {
    expect(await health(product, { 'x-forwarded-for': '203.0.113.7' })).toEqual({
      status: 503,
      body: { status: 'unavailable' },
    });
  });
});

describe('GET /health from outside, behind a trusted proxy', () => {
  const HEALTH_TOKEN = 'health-token-0123456789abcdef';
  let behindProxy: TestProduct;
  beforeAll(async () => {
    behindProxy = await TestProduct.start({ config: { TRUST_PROXY: 'true', HEALTH_TOKEN } });
  });
  afterAll(async () => {
    await behindProxy?.stop();
  });
  const outside = { 'x-forwarded-for': '203.0.113.7' };

  it('answers an outside caller with the status alone, and shows the details only with the health token', async () => {
    expect(await health(behindProxy, outside)).toEqual({ status: 200, body: { status: 'ok' } });
    const wrongToken = { ...outside, authorization: 'Bearer not-the-health-token' };
    expect(await health(behindProxy, wrongToken)).toEqual({ status: 200, body: { status: 'ok' } });

    // With the token, or from this machine (no proxy in between), the details.
    for (const headers of [{ ...outside, authorization: `Bearer ${HEALTH_TOKEN}` }, {}]) {
      const reply = await health(behindProxy, headers);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        status: 'ok',
        database: 'up',
        redis: 'up',
        worker: { status: 'up', count: 1 },
      });
      expect(reply.body.queues['ai-turns']).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
    }
  });
});
