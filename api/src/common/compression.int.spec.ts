import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct } from '../test/harness.js';

const AHEAD_SCRIPT = `console.log(${JSON.stringify('Compressed ahead '.repeat(2000))});`;

/**
 * A built web app of one page and two large scripts: one as the build writes them, with its brotli and gzip beside it
 * (`ahead.js.br`, `ahead.js.gz`), and one alone.
 */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'checkin-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>CheckIn</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), `console.log(${JSON.stringify('CheckIn '.repeat(2000))});`);
  writeFileSync(join(dir, 'assets', 'ahead.js'), AHEAD_SCRIPT);
  writeFileSync(join(dir, 'assets', 'ahead.js.br'), brotliCompressSync(AHEAD_SCRIPT));
  writeFileSync(join(dir, 'assets', 'ahead.js.gz'), gzipSync(AHEAD_SCRIPT, { level: 9 }));
  return dir;
}

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false, config: { WEB_DIST_DIR: webDist() } });
});
afterAll(async () => {
  await product?.stop();
});

type RawAnswer = {
  status: number | undefined;
  encoding: string | undefined;
  type: string | undefined;
  vary: string | undefined;
  cacheControl: string | undefined;
  body: Buffer;
};

/** The raw bytes and headers of a GET, asking for gzip or what `accept` says (fetch would unpack them unseen). */
async function rawGet(path: string, accept = 'gzip') {
  const { request } = await import('node:http');
  return new Promise<RawAnswer>((resolve, reject) => {
    // The path as written, not normalised as a URL would be (`/assets/../index.html` stays that).
    const { hostname, port } = new URL(product.baseUrl);
    request({ hostname, port, path, headers: { 'accept-encoding': accept } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          encoding: res.headers['content-encoding'],
          type: res.headers['content-type'],
          vary: res.headers.vary,
          cacheControl: res.headers['cache-control'],
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

  it("sends a file of the web app's that the build did not compress as it is, and no file outside them", async () => {
    const script = await rawGet('/assets/app.js');
    expect(script).toMatchObject({ encoding: undefined, type: 'application/javascript; charset=utf-8' });
    expect(script.body.toString()).toContain('CheckIn CheckIn');
    for (const path of ['/assets/none.js', '/assets/../index.html', '/assets/..%2Findex.html', '/assets/']) {
      expect((await rawGet(path)).status).toBe(404);
    }
  });

  it("sends the web app's files as the build compressed them: the smallest the client takes, or the file itself", async () => {
    const file = (name: string) => readFileSync(join(product.config.WEB_DIST_DIR!, 'assets', name));
    // A browser lists gzip first: brotli, made ahead, is smaller, and costs no more to send.
    for (const accept of ['gzip, deflate, br, zstd', 'br', 'gzip;q=1, br;q=0.5']) {
      const script = await rawGet('/assets/ahead.js', accept);
      expect(script).toMatchObject({ encoding: 'br', type: 'application/javascript; charset=utf-8' });
      expect(script.vary).toMatch(/Accept-Encoding/);
      expect(script.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(script.body).toEqual(file('ahead.js.br'));
    }
    const gzipped = await rawGet('/assets/ahead.js', 'gzip, deflate');
    expect(gzipped).toMatchObject({ encoding: 'gzip', type: 'application/javascript; charset=utf-8' });
    expect(gzipped.body).toEqual(file('ahead.js.gz'));

    const plain = await rawGet('/assets/ahead.js', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(AHEAD_SCRIPT);
    expect((await rawGet('/assets/ahead.js', 'br;q=0, gzip;q=0')).encoding).toBeUndefined();
  });
});
