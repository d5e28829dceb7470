import Fastify from 'fastify';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aheadEncoding, compressAnswer, preferredEncoding } from './compress-answer.js';

/** Answers of every size, as the API sends them (JSON), a text file and an image. */
const answers = {
  small: { ok: true },
  medium: { words: 'water '.repeat(2_000) },
  large: { words: 'cloud '.repeat(40_000) },
};
const app = Fastify();
let base: string;
beforeAll(async () => {
  app.addHook('onSend', compressAnswer);
  app.get<{ Params: { size: keyof typeof answers } }>('/json/:size', async (req) => answers[req.params.size]);
  app.get('/file.txt', (_req, reply) => reply.type('text/plain').send(Readable.from(['rain '.repeat(1_000)])));
  app.get('/file.png', (_req, reply) => reply.type('image/png').send(Readable.from([Buffer.alloc(4_000)])));
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

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

  it('streams text files compressed, and leaves images as they are', async () => {
    const text = await get('/file.txt', 'gzip');
    expect(text.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(text.body).toString()).toMatch(/^rain rain/);
    const image = await get('/file.png', 'gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4_000);
  });
});

describe('the encoding a client prefers', () => {
  it('is the one it rates highest, else the first it names, of brotli and gzip', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.5, br')).toBe('br');
    expect(preferredEncoding('deflate, br;q=0.1')).toBe('br');
    expect(preferredEncoding('gzip;q=0, identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('the encoding of a file compressed ahead', () => {
  it('is the smallest made that the client takes at all, whatever its rating', () => {
    const chosen = (accept: string | undefined, made: Array<'br' | 'gzip'>) =>
      aheadEncoding(
        accept,
        made.map((encoding) => ({ encoding })),
      )?.encoding ?? null;
    expect(chosen('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(chosen('gzip, br;q=0.1', ['br', 'gzip'])).toBe('br');
    expect(chosen('gzip, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(chosen('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(chosen('br', ['gzip'])).toBeNull();
    expect(chosen(undefined, ['br', 'gzip'])).toBeNull();
  });
});
