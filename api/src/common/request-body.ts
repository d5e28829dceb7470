/** What the body parsers take, as body-parser writes a size (its own default). */
export const MAX_BODY_SIZE = '100kb';

/**
 * Deeper than any request of the product's nests (a sales inquiry, the deepest, may nest 3 levels): refused by
 * cleanRequestText (clean-text.ts).
 */
export const MAX_BODY_DEPTH = 32;

/** The body parsers' own refusals, said as the rest of the API says a bad request. */
export function bodyParserMessage(status: number, cause: unknown): string | null {
  if (status === 413) return `The request is too large: a body may be at most ${MAX_BODY_SIZE.replace('kb', ' KB')}`;
  if (status === 400 && cause instanceof SyntaxError) return 'Invalid request: the body is not valid JSON';
  return null;
}
