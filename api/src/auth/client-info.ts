import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './sessions/auth-sessions.js';

/** The caller's address (X-Forwarded-For only when TRUST_PROXY is set: see create-app) and browser. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: userAgent ?? null };
}
