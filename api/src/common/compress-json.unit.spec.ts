import express from 'express';
import { type Server, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressJson } from './compress-json.js';

/** Answers of every size, as the API sends them (res.json), and a text file. */
const answers = {
  small: { ok: true },
  medium: { words: 'water '.repeat(2_000) },
  large: { words: 'cloud '.repeat(40_000) },
};
let server: Server;
let base: string;
beforeAll(async () => {
  const app = express().use(compressJson);
  app.get('/json/:size', (req, res) => void res.json(answers[req.params.size as keyof typeof answers]));
  app.get('/text', (_req, res) => void res.type('text/plain').send('rain '.repeat(1_000)));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, acceptEncoding?: string) {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe("the API's JSON on the wire", () => {
  it.each(['medium', 'large'] as const)('goes in brotli to a client that takes it (%s answer)', async (size) => {
    const { headers, body } = await get(`/json/${size}`, 'gzip, deflate, br;q=1.1');
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(answers[size]);
  });

  it.each(['medium', 'large'] as const)('goes gzipped to a client that takes only gzip (%s answer)', async (size) => {
    const { headers, body } = await get(`/json/${size}`, 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(body.length).toBeLessThan(JSON.stringify(answers[size]).length / 10);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(answers[size]);
  });

  it('goes as it is when it is small, or the client takes no compression', async () => {
    const small = await get('/json/small', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual(answers.small);
    const plain = await get('/json/medium', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(answers.medium);
  });

  it('leaves what is not JSON to the other middleware', async () => {
    const text = await get('/text', 'gzip');
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.body.toString()).toMatch(/^rain rain/);
  });
});
