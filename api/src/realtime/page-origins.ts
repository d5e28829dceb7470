import type { IncomingMessage } from 'node:http';
import type { ServerOptions } from 'socket.io';
import type { AppConfig } from '../config.js';

/**
 * The pages that may call the API from a browser (CORS) and open the live-updates socket: the web app's own
 * (PUBLIC_URL) and ALLOWED_ORIGINS.
 */
export function pageOrigins(config: Pick<AppConfig, 'PUBLIC_URL' | 'ALLOWED_ORIGINS'>): ReadonlySet<string> {
  return new Set([new URL(config.PUBLIC_URL).origin, ...config.ALLOWED_ORIGINS]);
}

/**
 * Refuses a handshake that a page of any other origin opens. Browsers send their page's Origin with every
 * cross-origin request and every websocket, and a websocket knows no CORS: the header itself is checked. A request
 * without one is a same-origin poll or no browser's at all, and its token alone decides (see RealtimeGateway).
 */
export function allowOrigins(origins: ReadonlySet<string>): NonNullable<ServerOptions['allowRequest']> {
  return (request: IncomingMessage, answer) => {
    const origin = request.headers.origin;
    if (origin === undefined || origins.has(origin)) answer(null, true);
    else answer('origin not allowed', false);
  };
}
