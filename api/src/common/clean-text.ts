import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ApiError } from './api-error.js';
import { MAX_BODY_DEPTH } from './request-body.js';

/**
 * Text as the database can keep it: NUL characters removed (no text or jsonb column takes them) and lone UTF-16
 * surrogates (half an emoji, cut off by a client) replaced by U+FFFD. What is left of a student's answer is kept
 * rather than the answer refused for its characters.
 */
function cleanText(text: string): string {
  return text.replace(/\0/g, '').replace(/\p{Cs}/gu, '\uFFFD');
}

/**
 * Cleans every string of a parsed body in place, property names included, in one walk that also measures how deep
 * it nests: false, and the walk stopped, once it goes deeper than MAX_BODY_DEPTH. Without recursion: a body may
 * nest deeper than the call stack goes.
 */
function cleanTree(root: object): boolean {
  const pending: Array<[object, number]> = [[root, 1]];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const [node, depth] = entry;
    if (depth > MAX_BODY_DEPTH) return false;
    const fields = node as Record<string, unknown>;
    for (const [key, item] of Object.entries(fields)) {
      const value = typeof item === 'string' ? cleanText(item) : item;
      if (value !== null && typeof value === 'object') pending.push([value, depth + 1]);
      const name = cleanText(key);
      if (name !== key) {
        delete fields[key];
        // Defined, not assigned: a name that becomes "__proto__" stays a plain field, as JSON.parse makes it.
        Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
      } else if (value !== item) {
        fields[key] = value;
      }
    }
  }
  return true;
}

/**
 * Every request's body, cleaned once before any route reads it (its address is cleaned before it is routed: see
 * requestPath). A body that nests deeper than MAX_BODY_DEPTH is refused with a 400 before any route reads it:
 * whatever walks a value recursively (a schema, JSON.stringify, Postgres' jsonb) is then safe from running out of
 * stack on it.
 */
export function cleanRequestText(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (request.body !== null && typeof request.body === 'object' && !cleanTree(request.body)) {
    done(new ApiError(400, `Invalid request: the body nests more than ${MAX_BODY_DEPTH} levels deep`));
    return;
  }
  done();
}
