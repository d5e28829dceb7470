/**
 * Ratings come back as JSON and are checked against a schema built from the instance's rating scale. A reply
 * that breaks it is shown its errors and asked once more; a second bad reply is a failure no retry can fix.
 */
import {
  keyPointName,
  RATING_LEVEL_TEXT,
  SAFETY_CATEGORIES,
  type AnswerKey,
  type KeyPointResult,
  type RatingLevel,
  type RatingScale,
  type SafetyConcern,
  type Usage,
} from '@checkin/domain';
import { z } from 'zod';
import { FEEDBACK_PREFIX, UnrecoverableAiError } from '../provider.js';
import { addUsage, type ChatClient, type ChatMessageParam } from './chat-client.js';
import { escapeData } from './data.js';

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

const verdict = z.enum(['shown', 'missing', 'contradicted'], { error: 'must be shown, missing or contradicted' });

/**
 * The model's judgement of whether the answer needs the teacher's care. A model that leaves it out judged nothing,
 * and the safety word list still reads the answer (ai-processor.ts); a concern must say what kind and why.
 */
const safety = z
  .object({
    concern: z.boolean({ error: 'must be true or false' }),
    category: z.enum(SAFETY_CATEGORIES, { error: `must be one of ${SAFETY_CATEGORIES.join(', ')}` }).nullish(),
    reason: z.string().trim().nullish(),
  })
  .refine((s) => !s.concern || (s.category && s.reason), 'a concern must give its category and a reason')
  .optional()
  .transform((s): SafetyConcern | null =>
    s?.concern && s.category && s.reason ? { category: s.category, reason: s.reason } : null,
  );

/** How the rating model is asked for its safety judgement, after the rest of the reply's format. */
export const SAFETY_FORMAT = [
  'The JSON object also holds "safety": {"concern": true or false, "category": "self-harm", "abuse", "violence",',
  '"danger" or null, "reason": "<one sentence for the teacher>" or null}. Set concern to true only when the answer',
  'speaks of the student or someone else being hurt, abused, in danger, or wanting to hurt themselves or others; not',
  'for the subject matter of the lesson (a cell that kills a virus, a volcano that killed the dinosaurs).',
].join(' ');

/**
 * Without a key the model writes its own example; with one, it gives a verdict per key point, in the key's order,
 * and the example is the key's model answer (the teacher's words, not the model's).
 */
export type AnswerRatingReply = {
  rating: number;
  explanation: string;
  example: string;
  answerKey: AnswerKey | null;
  keyPoints: KeyPointResult[];
  safetyConcern: SafetyConcern | null;
};

export function answerRatingSchema(scale: RatingScale, key: AnswerKey | null): z.ZodType<AnswerRatingReply> {
  if (!key) {
    return z
      .object({ rating: onScale(scale), explanation: text, example: text, safety })
      .transform(({ safety: safetyConcern, ...r }) => ({ ...r, answerKey: null, keyPoints: [], safetyConcern }));
  }
  const names = key.keyPoints.map(keyPointName);
  return z
    .object({
      rating: onScale(scale),
      explanation: text,
      keyPoints: z
        .array(verdict, { error: 'must be a list of verdicts' })
        .length(names.length, `must hold one verdict for each of the ${names.length} key points`),
      safety,
    })
    .transform((r) => ({
      rating: r.rating,
      explanation: r.explanation,
      example: key.modelAnswer,
      answerKey: key,
      keyPoints: r.keyPoints.map((v, i) => ({ point: names[i]!, verdict: v })),
      safetyConcern: r.safety,
    }));
}

/** The teacher's key as the rating model reads it: the teacher's text is data, delimited like the student's. */
export function describeKey(key: AnswerKey): string {
  const lines = (items: string[]) => items.map((p, i) => `${i + 1}. ${escapeData(p)}`).join('\n');
  return [
    `<answer_key>`,
    `Model answer: ${escapeData(key.modelAnswer)}`,
    key.keyPoints.length > 0
      ? `Key points (a good answer shows each; "a / b" lists other wordings):\n${lines(key.keyPoints)}`
      : '',
    key.misconceptions.length > 0
      ? `Misconceptions (an answer that says one of these is wrong):\n${lines(key.misconceptions)}`
      : '',
    key.markedRight?.length
      ? `Students' answers the teacher marked right (judge as strictly as they do):\n${lines(key.markedRight)}`
      : '',
    key.markedWrong?.length ? `Students' answers the teacher marked wrong:\n${lines(key.markedWrong)}` : '',
    `</answer_key>`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Feedback always starts "Feedback: " (the spec's display); a model that left it out, or spelled it otherwise, gets it. */
export function withFeedbackPrefix(feedback: string): string {
  return `${FEEDBACK_PREFIX}${feedback.replace(/^\s*feedback\s*:\s*/i, '')}`;
}

export function conversationRatingSchema(scale: RatingScale) {
  return z.object({ rating: onScale(scale), explanation: text, feedback: text.transform(withFeedbackPrefix) });
}

/** The scale and how strictly to judge on it (the template's rating_level, as the teacher chose it in the builder). */
export function describeScale(scale: RatingScale, strictness: RatingLevel): string {
  const levels = scale.levels.map((l) => `${l.value} = ${l.label}: ${l.description}`);
  const { label, description } = RATING_LEVEL_TEXT[strictness];
  return [
    `Rating scale "${scale.name}" (lowest to highest):`,
    ...levels,
    `Strictness: ${label} (${strictness}). ${description}`,
  ].join('\n');
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
