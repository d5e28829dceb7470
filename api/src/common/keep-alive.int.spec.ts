import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS } from '../create-app.js';
import { TestProduct } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
});
afterAll(async () => {
  await product?.stop();
});

/** GET /health through the agent: whether it went down a connection kept from an earlier call. */
function reusedFor(agent: http.Agent): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${product.baseUrl}/health`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.reusedSocket));
    });
    request.on('error', reject);
  });
}

describe('a kept-alive connection to the API', () => {
  it("stays open past Node's default 5 s idle, and past the 60 s a proxy in front keeps its own", async () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await reusedFor(agent)).toBe(false);
      await sleep(6000);
      expect(await reusedFor(agent)).toBe(true);
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
