import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error.js';

/** What the body parsers take, as body-parser writes a size (its own default). */
export const MAX_BODY_SIZE = '100kb';

/** Deeper than any request of the product's nests (a sales inquiry, the deepest, may nest 3 levels). */
export const MAX_BODY_DEPTH = 32;

/** How deep a parsed body nests, counted without recursion, and no further than the limit's next level. */
function depthOf(root: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[root, 0]];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const [node, depth] = entry;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_BODY_DEPTH) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Refuses a body that nests deeper than MAX_BODY_DEPTH, before any route reads it: whatever walks a value
 * recursively (a schema, JSON.stringify, Postgres' jsonb) is then safe from running out of stack on it.
 */
export function refuseDeepBodies(request: Request, _response: Response, next: NextFunction): void {
  if (depthOf(request.body) > MAX_BODY_DEPTH) {
    next(new ApiError(400, `Invalid request: the body nests more than ${MAX_BODY_DEPTH} levels deep`));
    return;
  }
  next();
}

/** The body parsers' own refusals, said as the rest of the API says a bad request. */
export function bodyParserMessage(status: number, cause: unknown): string | null {
  if (status === 413) return `The request is too large: a body may be at most ${MAX_BODY_SIZE.replace('kb', ' KB')}`;
  if (status === 400 && cause instanceof SyntaxError) return 'Invalid request: the body is not valid JSON';
  return null;
}
