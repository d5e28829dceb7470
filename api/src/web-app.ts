import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { webAppPagePolicy } from './common/security-headers.js';
import type { AppConfig } from './config.js';

const NOT_THE_WEB_APP = /^\/(api|auth\/v1|dev|socket\.io|health|\.netlify)(\/|$)/;

/**
 * Serves the built web app: its files under /assets (named by their content: cached for a year), and index.html for
 * every route of the client-side router. The page carries its style nonce (`<meta name="style-nonce">`) for the
 * style elements the web app writes. What is neither is the API's to answer (404).
 */
export function serveWebApp(
  fastify: FastifyInstance,
  dir: string,
  config: Pick<AppConfig, 'PUBLIC_URL' | 'VITE_GTM_ID'>,
): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) throw new Error(`WEB_DIST_DIR has no index.html: ${dir}`);
  const pagePolicy = webAppPagePolicy(config);
  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (NOT_THE_WEB_APP.test(path)) return reply.callNotFound();
    if (path.startsWith('/assets/')) {
      const file = await send(request.raw, path, { root: dir, index: false, maxAge: '1y', immutable: true });
      if (file.type !== 'file' && file.statusCode === 404) return reply.callNotFound();
      return reply.code(file.statusCode).headers(file.headers).send(file.stream);
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
