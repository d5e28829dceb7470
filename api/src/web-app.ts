import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { styleNonce, webAppPagePolicy } from './common/security-headers.js';
import type { AppConfig } from './config.js';

const NOT_THE_WEB_APP = /^\/(api|auth\/v1|dev|socket\.io|health|\.netlify)(\/|$)/;

/**
 * Serves the built web app, with index.html for every route of the client-side router. The page carries its style
 * nonce (`<meta name="style-nonce">`) for the style elements the web app writes.
 */
export function serveWebApp(
  app: NestExpressApplication,
  dir: string,
  config: Pick<AppConfig, 'PUBLIC_URL' | 'VITE_GTM_ID'>,
): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) throw new Error(`WEB_DIST_DIR has no index.html: ${dir}`);
  const assets = express.static(dir, { index: false, maxAge: '1y', immutable: true });
  const pagePolicy = webAppPagePolicy(config);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (NOT_THE_WEB_APP.test(request.path)) return next();
    if (request.path.startsWith('/assets/')) return assets(request, response, next);
    response.setHeader('Cache-Control', 'no-cache');
    pagePolicy(request, response, () =>
      // Read at each visit: a web app built again while the API runs is served at once.
      readFile(index, 'utf8').then((html) => {
        const nonce = `<meta name="style-nonce" content="${styleNonce(response)}" />`;
        response.type('html').send(html.replace('</head>', `${nonce}\n</head>`));
      }, next),
    );
  });
}

/** The original app's clients call /.netlify/functions/api/v1/...: the same routes answer there. */
export function netlifyAlias(request: Request, _response: Response, next: NextFunction): void {
  if (request.url.startsWith('/.netlify/functions/api/')) request.url = request.url.slice('/.netlify/functions'.length);
  next();
}
