import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Encoding, aheadEncoding, varyOnEncoding } from './common/compress-answer.js';
import { webAppPagePolicy } from './common/security-headers.js';
import type { AppConfig } from './config.js';

const NOT_THE_WEB_APP = /^\/(api|auth\/v1|dev|socket\.io|health|\.netlify)(\/|$)/;
/** A file of the built web app's, by its address: one name under /assets. */
const ASSET = /^\/assets\/[\w-][\w.-]*$/;
/** What the build writes beside each file it compressed ahead (web/scripts/precompress.ts), smallest first. */
const COMPRESSED_AHEAD: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * The encodings each of the web app's files was compressed in ahead, looked up once per file (a file's name is its
 * content: what lies beside it never changes).
 */
function compressedAhead(dir: string): (path: string) => Promise<Encoding[]> {
  const known = new Map<string, Encoding[]>();
  return async (path) => {
    const seen = known.get(path);
    if (seen) return seen;
    if (!ASSET.test(path) || !(await exists(join(dir, path)))) return [];
    const found: Encoding[] = [];
    for (const [encoding, suffix] of Object.entries(COMPRESSED_AHEAD) as Array<[Encoding, string]>) {
      if (await exists(join(dir, path + suffix))) found.push(encoding);
    }
    known.set(path, found);
    return found;
  };
}

/** The content type of a file, as `send` gives it: for a file sent compressed, that of the file before. */
function contentType(path: string): string {
  const type = send.mime.getType(path) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Serves the built web app: its files under /assets (named by their content: cached for a year; sent as the build
 * compressed them, in the smallest encoding the client takes), and index.html for every route of the client-side
 * router. The page carries its style nonce (`<meta name="style-nonce">`) for the style elements the web app writes.
 * What is neither is the API's to answer (404).
 */
export function serveWebApp(
  fastify: FastifyInstance,
  dir: string,
  config: Pick<AppConfig, 'PUBLIC_URL' | 'VITE_GTM_ID'>,
): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) throw new Error(`WEB_DIST_DIR has no index.html: ${dir}`);
  const pagePolicy = webAppPagePolicy(config);
  const ahead = compressedAhead(dir);
  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (NOT_THE_WEB_APP.test(path)) return reply.callNotFound();
    if (path.startsWith('/assets/')) {
      const encoding = aheadEncoding(request.headers['accept-encoding'], await ahead(path));
      const file = await send(request.raw, encoding ? path + COMPRESSED_AHEAD[encoding] : path, {
        root: dir,
        index: false,
        maxAge: '1y',
        immutable: true,
        contentType: !encoding,
      });
      if (file.type !== 'file' && file.statusCode === 404) return reply.callNotFound();
      void reply.code(file.statusCode).headers(file.headers);
      if (encoding) {
        void reply.headers({ 'content-type': contentType(path), 'content-encoding': encoding });
        varyOnEncoding(reply);
      }
      return reply.send(file.stream);
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
