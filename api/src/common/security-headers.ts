import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../config.js';

type PolicyConfig = Pick<AppConfig, 'PUBLIC_URL' | 'VITE_GTM_ID'>;

/** Where Google Tag Manager loads from and reports to, when the web app is built with one (VITE_GTM_ID). */
const TAG_MANAGER = {
  scripts: ['https://www.googletagmanager.com'],
  images: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connections: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

/**
 * A number used once per page of the web app, which the page carries (see web-app.ts): the style elements the
 * component library writes (its theme, its dialogs) carry it too, and the page's policy admits only those.
 */
function styleNonce(response: ServerResponse): string {
  return styleNonces.get(response) ?? '';
}
const styleNonces = new WeakMap<ServerResponse, string>();

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** Runs helmet's middleware on the request's own Node objects. */
function onEachRequest(middleware: Middleware): onRequestHookHandler {
  return (request, reply, done) => middleware(request.raw, reply.raw, (error) => done(error as Error | undefined));
}

const https = (config: PolicyConfig) => config.PUBLIC_URL?.startsWith('https:') ?? false;

/**
 * What a page of the web app may load, and nothing else: its own scripts, style sheets, fonts and API (its live
 * socket is the same origin), the style elements that carry the page's nonce (no style attributes: the web app sets
 * styles through the DOM, which no policy limits), images it makes itself (data: and blob: URLs: an authenticator's
 * QR code), and the tag manager's origins only when one is built in. No page may frame it.
 */
export function contentSecurityPolicy(config: PolicyConfig) {
  const tags = config.VITE_GTM_ID ? TAG_MANAGER : { scripts: [], images: [], connections: [] };
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...tags.scripts],
      'style-src': [
        "'self'",
        (_request: unknown, response: unknown) => `'nonce-${styleNonce(response as ServerResponse)}'`,
      ],
      'img-src': ["'self'", 'data:', 'blob:', ...tags.images],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...tags.connections],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
      ...(https(config) ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

/** A page of the web app: a fresh style nonce, and the policy above in place of the one every answer gets. */
export function webAppPagePolicy(config: PolicyConfig): (request: FastifyRequest, reply: FastifyReply) => string {
  const policy = helmet.contentSecurityPolicy(contentSecurityPolicy(config));
  return (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    styleNonces.set(reply.raw, nonce);
    policy(request.raw, reply.raw, () => {});
    return nonce;
  };
}

/**
 * Helmet's headers on every answer (the API's, the web app's files and pages): no `X-Powered-By`, no sniffing, no
 * framing, HSTS behind https, and a policy that lets an answer load nothing (a page of the web app gets its own, see
 * webAppPagePolicy). The referrer stays within the origin: a link in a page never carries a session's address
 * elsewhere.
 */
export function securityHeaders(config: PolicyConfig): onRequestHookHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https(config) ? undefined : false,
  });
  return onEachRequest(headers);
}
