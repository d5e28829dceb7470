import { COMPRESSED_FILE_SUFFIX } from '@checkin/contracts';
import { isUtf8MimeType, mime } from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Encoding, aheadEncoding, varyOnEncoding } from './common/compress-answer.js';
import { webAppPagePolicy } from './common/security-headers.js';
import type { AppConfig } from './config.js';

const NOT_THE_WEB_APP = /^\/(api|auth\/v1|dev|socket\.io|health|\.netlify)(\/|$)/;
/** A file of the built web app's, by its address: one name under /assets. */
const ASSET = /^\/assets\/[\w-][\w.-]*$/;
/** The web app's files are named by their content: a browser keeps each as long as it likes. */
const KEEP_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/** One of the web app's files: its bytes, and those of each encoding the build made of it, smallest first. */
type Asset = { type: string; body: Buffer; encoded: Array<{ encoding: Encoding; body: Buffer }> };

/** A file's bytes, or null if there is no such file. */
async function bytesOf(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}

/** The content type of a file by its name, with the charset of text. */
function contentType(path: string): string {
  const type = mime.getType(path) ?? 'application/octet-stream';
  return isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/**
 * The web app's files under /assets, each read once with what the build compressed of it, then sent from memory: a
 * file's name is its content, so what was read never changes, and all of them weigh a few megabytes. Read from disk
 * at each request, a student's first page load cost the API about three times the CPU.
 */
function assetFiles(dir: string): (path: string) => Promise<Asset | null> {
  // Each file's reading, from its first request on: a class opening the link at once reads it once. A name with no
  // file is forgotten, so that no address fills the map.
  const known = new Map<string, Promise<Asset | null>>();
  return (path) => {
    if (!ASSET.test(path)) return Promise.resolve(null);
    let asset = known.get(path);
    if (!asset) {
      known.set(path, (asset = readAsset(dir, path)));
      void asset.then(
        (found) => found ?? known.delete(path),
        () => known.delete(path),
      );
    }
    return asset;
  };
}

async function readAsset(dir: string, path: string): Promise<Asset | null> {
  const body = await bytesOf(join(dir, path));
  if (!body) return null;
  const encoded: Asset['encoded'] = [];
  for (const [encoding, suffix] of Object.entries(COMPRESSED_FILE_SUFFIX) as Array<[Encoding, string]>) {
    const packed = await bytesOf(join(dir, path + suffix));
    if (packed) encoded.push({ encoding, body: packed });
  }
  return { type: contentType(path), body, encoded: encoded.sort((a, b) => a.body.length - b.body.length) };
}

/**
 * Serves the built web app: its files under /assets (named by their content: cached for a year; sent from memory as
 * the build compressed them, in the smallest encoding the client takes), and index.html for every route of the
 * client-side router. The page carries its style nonce (`<meta name="style-nonce">`) for the style elements the web
 * app writes. What is neither is the API's to answer (404).
 */
export function serveWebApp(
  fastify: FastifyInstance,
  dir: string,
  config: Pick<AppConfig, 'PUBLIC_URL' | 'VITE_GTM_ID'>,
): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) throw new Error(`WEB_DIST_DIR has no index.html: ${dir}`);
  const pagePolicy = webAppPagePolicy(config);
  const assets = assetFiles(dir);
  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (NOT_THE_WEB_APP.test(path)) return reply.callNotFound();
    if (path.startsWith('/assets/')) {
      const asset = await assets(path);
      if (!asset) return reply.callNotFound();
      const packed = aheadEncoding(request.headers['accept-encoding'], asset.encoded);
      void reply.header('cache-control', KEEP_FOR_A_YEAR).type(asset.type);
      if (asset.encoded.length) varyOnEncoding(reply);
      if (!packed) return reply.send(asset.body);
      return reply.header('content-encoding', packed.encoding).send(packed.body);
    }
    const nonce = pagePolicy(request, reply);
    // Read at each visit: a web app built again while the API runs is served at once.
    const html = await readFile(index, 'utf8');
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html.replace('</head>', `<meta name="style-nonce" content="${nonce}" />\n</head>`));
  });
}
