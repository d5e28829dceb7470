import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';

/** Where Google Tag Manager loads from and reports to, when the web app is built with one (VITE_GTM_ID). */
const TAG_MANAGER = {
  scripts: ['https://www.googletagmanager.com'],
  images: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connections: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

/**
 * What the web app may load, and nothing else: its own scripts, styles, fonts and API (its live socket is the same
 * origin), images it makes itself (data: and blob: URLs: an authenticator's QR code), and the tag manager's origins
 * only when one is built in. Styles may be inline: the component library writes its theme into a style element.
 * No page may frame it.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'PUBLIC_URL' | 'VITE_GTM_ID'>) {
  const tags = config.VITE_GTM_ID ? TAG_MANAGER : { scripts: [], images: [], connections: [] };
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...tags.scripts],
      'style-src': ["'self'", "'unsafe-inline'"],
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
export function securityHeaders(config: Pick<AppConfig, 'PUBLIC_URL' | 'VITE_GTM_ID'>): RequestHandler {
  return helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.PUBLIC_URL?.startsWith('https:') ? undefined : false,
  });
}
