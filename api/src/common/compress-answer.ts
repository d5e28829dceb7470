import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable, pipeline } from 'node:stream';
import {
  type BrotliOptions,
  type ZlibOptions,
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';

/** Below this an answer goes as it is: compressed, it would shrink by less than its headers weigh. */
const THRESHOLD = 1024;
/** Up to this an answer is compressed in one pass on the spot (tens of microseconds); above it, off the event loop. */
const ON_THE_SPOT = 64 * 1024;
/** What an answer may be to be worth compressing: text of any kind (images come compressed). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';
/** The fastest levels: most of the gain at a fraction of the CPU. */
const BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP: ZlibOptions = { level: 1 };

/** The encodings the client takes (brotli and gzip, q above 0), with their q-values, in the order it lists them. */
function acceptedEncodings(accept: string | undefined): Array<{ encoding: Encoding; q: number }> {
  const accepted: Array<{ encoding: Encoding; q: number }> = [];
  for (const part of (accept ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'br' && name !== 'gzip') continue;
    const q = Number(params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean) ?? 1);
    if (q > 0) accepted.push({ encoding: name, q });
  }
  return accepted;
}

/** The encoding the client takes most (by its q-values, then by its order): br, gzip or none. */
export function preferredEncoding(accept: string | undefined): Encoding | null {
  let best: { encoding: Encoding; q: number } | null = null;
  for (const taken of acceptedEncodings(accept)) if (!best || taken.q > best.q) best = taken;
  return best?.encoding ?? null;
}

/**
 * Of what a file was compressed in ahead of time (smallest first), the smallest that the client takes at all. Its
 * q-values do not matter here, as they do for an answer compressed on the spot: either costs nothing to send.
 */
export function aheadEncoding<T extends { encoding: Encoding }>(
  accept: string | undefined,
  compressed: readonly T[],
): T | null {
  const taken = new Set(acceptedEncodings(accept).map(({ encoding }) => encoding));
  return compressed.find(({ encoding }) => taken.has(encoding)) ?? null;
}

/** Tells caches that the answer depends on the encodings the client takes, beside whatever else it depends on. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
}

function compressNow(encoding: Encoding, body: Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP);
}

function compressLater(encoding: Encoding, body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out));
    if (encoding === 'br') brotliCompress(body, BROTLI, done);
    else gzip(body, GZIP, done);
  });
}

/**
 * Every answer of text above a kilobyte, in the encoding the client prefers (brotli or gzip). An answer made whole
 * (the API's JSON, a report's CSV, a page) is compressed whole as it is sent: one pass over it costs a fraction of a
 * compression stream's set-up, which the web app's files (streamed from disk) keep. Students are often on weak
 * school Wi-Fi.
 */
export async function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.getHeader('content-encoding') || request.method === 'HEAD') return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const whole = typeof payload === 'string' ? Buffer.from(payload) : null;
  const file = payload instanceof Readable ? payload : null;
  if (!whole && !file) return payload;
  varyOnEncoding(reply);
  // An answer made whole goes on as its bytes, encoded once here rather than measured here and encoded again to send.
  const size = whole ? whole.length : Number(reply.getHeader('content-length') ?? Infinity);
  const encoding = size < THRESHOLD ? null : preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return whole ?? file;
  void reply.header('content-encoding', encoding).removeHeader('content-length');
  if (whole) return whole.length <= ON_THE_SPOT ? compressNow(encoding, whole) : compressLater(encoding, whole);
  // A file that fails to read ends its answer cut short, as it would uncompressed.
  return pipeline(file!, encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP), () => {});
}
