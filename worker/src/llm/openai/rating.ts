/**
 * Ratings come back as JSON and are checked against a schema built from the instance's rating scale. A reply
 * that breaks it is shown its errors and asked once more; a second bad reply is a failure no retry can fix.
 */
import type { RatingScale, Usage } from '@checkin/domain';
import { z } from 'zod';
import { UnrecoverableAiError } from '../provider.js';
import { addUsage, type ChatClient, type ChatMessageParam } from './chat-client.js';

export const FEEDBACK_PREFIX = 'Feedback: ';

/** Models often quote numbers; "3" is taken as 3, anything else is left for the schema to refuse. */
const numeric = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z.number(),
);
const text = z.string().trim().min(1, 'must be a non-empty string');

function onScale(scale: RatingScale) {
  const values = scale.levels.map((l) => l.value);
  return numeric.refine((v) => values.includes(v), { message: `must be one of ${values.join(', ')}` });
}

export function answerRatingSchema(scale: RatingScale) {
  return z.object({ rating: onScale(scale), explanation: text, example: text });
}

/** Feedback always starts "Feedback: " (the spec's display); a model that left it out, or spelled it otherwise, gets it. */
export function withFeedbackPrefix(feedback: string): string {
  return `${FEEDBACK_PREFIX}${feedback.replace(/^\s*feedback\s*:\s*/i, '')}`;
}

export function conversationRatingSchema(scale: RatingScale) {
  return z.object({ rating: onScale(scale), explanation: text, feedback: text.transform(withFeedbackPrefix) });
}

export function describeScale(scale: RatingScale): string {
  const levels = scale.levels.map((l) => `${l.value} = ${l.label}: ${l.description}`);
  return `Rating scale "${scale.name}" (lowest to highest):\n${levels.join('\n')}`;
}

function parse<T>(schema: z.ZodType<T>, raw: string): { ok: true; value: T } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'the reply is not a JSON object' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    error: parsed.error.issues.map((i) => `${i.path.join('.') || 'reply'}: ${i.message}`).join('; '),
  };
}

export type JsonReply<T> = { value: T; usage: Usage; model: string };

/** Asks for JSON, validates it, and asks once more with the validation errors when the first reply is bad. */
export async function askForJson<T>(
  client: ChatClient,
  model: string,
  messages: ChatMessageParam[],
  schema: z.ZodType<T>,
): Promise<JsonReply<T>> {
  const first = await client.json(model, messages);
  const checked = parse(schema, first.text);
  if (checked.ok) return { value: checked.value, usage: first.usage, model: first.model };
  const again = await client.json(model, [
    ...messages,
    { role: 'assistant', content: first.text },
    {
      role: 'user',
      content: `That reply did not follow the required format (${checked.error}). Reply again with the JSON object only, as the instructions say.`,
    },
  ]);
  const rechecked = parse(schema, again.text);
  const usage = addUsage(first.usage, again.usage);
  if (rechecked.ok) return { value: rechecked.value, usage, model: again.model };
  throw new UnrecoverableAiError(`The model's rating broke the schema twice: ${rechecked.error}`);
}
