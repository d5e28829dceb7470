import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config.js';

/** Where Google Tag Manager loads from and reports to, when the web app is built with one (VITE_GTM_ID). */
const TAG_MANAGER = {
  scripts: ['https://www.googletagmanager.com'],
  images: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connections: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

/**
 * A number used once per answer, which the web app's page carries (see web-app.ts): the style elements the component
 * library writes (its theme, responsive props) carry it too, and the policy admits only those.
 */
export function styleNonce(response: Response): string {
  return response.locals.styleNonce as string;
}

function withStyleNonce(_request: Request, response: Response, next: NextFunction): void {
  response.locals.styleNonce = randomBytes(16).toString('base64');
  next();
}

/**
 * What the web app may load, and nothing else: its own scripts, style sheets, fonts and API (its live socket is the
 * same origin), the style elements that carry this answer's nonce (no style attributes: the web app sets styles
 * through the DOM, which no policy limits), images it makes itself (data: and blob: URLs: an authenticator's QR
 * code), and the tag manager's origins only when one is built in. No page may frame it.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'PUBLIC_URL' | 'VITE_GTM_ID'>) {
  const tags = config.VITE_GTM_ID ? TAG_MANAGER : { scripts: [], images: [], connections: [] };
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...tags.scripts],
      'style-src': ["'self'", (_request: unknown, response: unknown) => `'nonce-${styleNonce(response as Response)}'`],
      'img-src': ["'self'", 'data:', 'blob:', ...tags.images],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...tags.connections],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
      ...(config.PUBLIC_URL?.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

/**
 * Helmet's headers on every answer (the web app's pages and files, and the API): the content security policy above,
 * no `X-Powered-By`, no sniffing, no framing, HSTS behind https. The referrer stays within the origin: a link in a
 * page never carries a session's address elsewhere.
 */
export function securityHeaders(config: Pick<AppConfig, 'PUBLIC_URL' | 'VITE_GTM_ID'>): RequestHandler[] {
  return [
    withStyleNonce,
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(config),
      referrerPolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: config.PUBLIC_URL?.startsWith('https:') ? undefined : false,
    }),
  ];
}
