import type { FastifyRequest } from 'fastify';

/** The spec's header is x-auth-token; `Authorization: Bearer` works too. */
export function tokenFromRequest(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers['x-auth-token'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || null;
  return null;
}
