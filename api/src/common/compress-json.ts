import type { NextFunction, Request, Response } from 'express';
import type { ServerResponse } from 'node:http';
import {
  type BrotliOptions,
  type ZlibOptions,
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
} from 'node:zlib';

/** Below this an answer goes as it is: compressed, it would shrink by less than its headers weigh. */
const THRESHOLD = 1024;
/** Up to this an answer is compressed in one pass on the spot (tens of microseconds); above it, off the event loop. */
const ON_THE_SPOT = 64 * 1024;

type Encoding = 'br' | 'gzip';
/** The fastest levels: most of the gain at a fraction of the CPU. */
const BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP: ZlibOptions = { level: 1 };

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

/** An answer of the API (JSON), as against the web app's files. */
export function isJson(res: ServerResponse): boolean {
  return String(res.getHeader('content-type') ?? '').startsWith('application/json');
}

/**
 * The API's JSON, compressed whole as it is sent, in the encoding the client prefers (brotli or gzip). Students are
 * often on weak school Wi-Fi, and an answer is made whole before it is sent: one pass over it costs a fraction of a
 * compression stream's set-up, which the web app's files (streamed from disk) keep.
 */
export function compressJson(req: Request, res: Response, next: NextFunction): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (typeof body !== 'string' || !isJson(res) || res.getHeader('content-encoding')) return send(body);
    res.vary('Accept-Encoding');
    const raw = Buffer.from(body);
    const encoding = raw.length < THRESHOLD ? false : req.acceptsEncodings('br', 'gzip');
    if (encoding !== 'br' && encoding !== 'gzip') return send(raw);
    const compressed = (out: Buffer) => {
      res.setHeader('Content-Encoding', encoding);
      return send(out);
    };
    if (raw.length <= ON_THE_SPOT) return compressed(compressNow(encoding, raw));
    compressLater(encoding, raw).then(compressed, next);
    return res;
  };
  next();
}
