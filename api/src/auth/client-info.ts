import type { Request } from 'express';
import type { ClientInfo } from './sessions/auth-sessions.js';

/** The caller's address (X-Forwarded-For only when TRUST_PROXY is set: see create-app) and browser. */
export function clientInfo(request: Request): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? request.socket.remoteAddress ?? null, userAgent: userAgent ?? null };
}
