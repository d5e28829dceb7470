import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/** The most a body may weigh. */
export const MAX_BODY_BYTES = 100 * 1024;

/**
 * Deeper than any request of the product's nests (a sales inquiry, the deepest, may nest 3 levels): refused by
 * cleanRequestText (clean-text.ts).
 */
export const MAX_BODY_DEPTH = 32;

const NOT_JSON = 'Invalid request: the body is not valid JSON';

/** A JSON body: an object or an array (anything else is no request of the API's), nothing when it is empty. */
function parseJson(text: string): unknown {
  if (text === '') return undefined;
  const first = /\S/.exec(text)?.[0];
  if (first !== '{' && first !== '[') throw new ApiError(400, NOT_JSON);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, NOT_JSON);
  }
}

/** A form's fields: the last value of a field given twice. */
function parseForm(text: string): unknown {
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * The bodies the API reads: JSON and forms, up to MAX_BODY_BYTES. A body of any other type is read and set aside,
 * so that the route answers what it misses, as it does when there is no body at all.
 */
export function parseBodies(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  const asText = (parse: (text: string) => unknown) => async (_request: FastifyRequest, text: string | Buffer) =>
    parse(String(text));
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, asText(parseJson));
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, asText(parseForm));
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, async () => undefined);
}

/** The body's refusal for its size, said as the rest of the API says a bad request. */
export function bodyParserMessage(status: number): string | null {
  if (status === 413) return `The request is too large: a body may be at most ${MAX_BODY_BYTES / 1024} KB`;
  return null;
}
