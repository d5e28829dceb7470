import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct } from '../test/harness.js';

/** A built web app of one page and one large script. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'checkin-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>CheckIn</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), `console.log(${JSON.stringify('CheckIn '.repeat(2000))});`);
  return dir;
}

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false, config: { WEB_DIST_DIR: webDist() } });
});
afterAll(async () => {
  await product?.stop();
});

/** The raw bytes and headers of a GET, asking for gzip (fetch would unpack them unseen). */
async function rawGet(path: string) {
  const { request } = await import('node:http');
  return new Promise<{ encoding: string | undefined; type: string | undefined; body: Buffer }>((resolve, reject) => {
    request(`${product.baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          type: res.headers['content-type'],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('answers over the wire', () => {
  it("gzips the API's JSON above a kilobyte, and leaves smaller answers as they are", async () => {
    const plans = await rawGet('/api/v1/subscriptions/getSubscriptionPlans');
    expect(plans.type).toMatch(/^application\/json/);
    expect(plans.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(plans.body).toString()).data.length).toBeGreaterThan(0);

    const health = await rawGet('/health');
    expect(health.encoding).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toHaveProperty('status');
  });

  it("gzips the web app's files", async () => {
    const script = await rawGet('/assets/app.js');
    expect(script.encoding).toBe('gzip');
    expect(gunzipSync(script.body).toString()).toContain('CheckIn CheckIn');
  });
});
