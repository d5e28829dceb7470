import {
  DEFAULT_NUMBER_OF_QUESTIONS,
  DEFAULT_RATING_SCALE_ID,
  GRADES,
  MAX_ANSWER_LENGTH,
  MAX_MARKED_ANSWERS,
  MAX_QUESTIONS,
  MIN_QUESTIONS,
  PROMPT_TYPES,
  RATING_LEVELS,
  type PromptType,
  type AnswerKey,
  type CustomQuestion,
} from '@checkin/domain';
import { z } from 'zod';
import {
  MAX_KEY_LINES,
  MAX_KEY_LINE_LENGTH,
  MAX_MODEL_ANSWER_LENGTH,
  MAX_QUESTION_LENGTH,
  MAX_TAGS,
  MAX_TAG_LENGTH,
  MAX_TEMPLATE_NAME_LENGTH,
  MAX_TOPIC_LENGTH,
  normalizeTag,
  normalizeTags,
  questionKey,
} from './rules.js';
import type { FieldError } from './validation.js';

/** The examiners a deployment may run: the built-in offline one, or a model over an OpenAI-compatible API. */
export const AI_PROVIDERS = ['offline', 'openai'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** What the builder tells a teacher about the examiner: only a model can write questions and keys of its own. */
export type ExaminerReply = { data: { provider: AiProvider; writesQuestions: boolean } };

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `is longer than ${max} characters`);

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`),
  });

const flag = z.boolean({ error: 'must be true or false' });

const tagList = z
  .array(z.string({ error: 'must be text' }), { error: 'must be a list of tag names' })
  .superRefine((names, ctx) => {
    names.forEach((name, i) => {
      if (normalizeTags([name]).some((tag) => tag.length > MAX_TAG_LENGTH)) {
        ctx.addIssue({ code: 'custom', path: [i], message: `is longer than ${MAX_TAG_LENGTH} characters` });
      }
    });
  })
  .transform(normalizeTags)
  .refine((tags) => tags.length <= MAX_TAGS, `must hold at most ${MAX_TAGS} tags`);

const keyLines = (what: string, max = MAX_KEY_LINES, length = MAX_KEY_LINE_LENGTH) =>
  z.array(text(length), { error: `must be a list of ${what}` }).max(max, `must hold at most ${max} ${what}`);

/**
 * What a good answer says: the model answer (shown as the example), key points and misconceptions, and students'
 * answers the teacher marked right or wrong.
 */
export const answerKey = z.object(
  {
    modelAnswer: text(MAX_MODEL_ANSWER_LENGTH),
    keyPoints: keyLines('key points').default([]),
    misconceptions: keyLines('misconceptions').default([]),
    markedRight: keyLines('answers', MAX_MARKED_ANSWERS, MAX_ANSWER_LENGTH).optional(),
    markedWrong: keyLines('answers', MAX_MARKED_ANSWERS, MAX_ANSWER_LENGTH).optional(),
  },
  { error: 'must be an answer key' },
);

/** A teacher's own question: a plain string (no answer key, as the spec's clients send it) or with its key. */
export const customQuestion = z.preprocess(
  (v) => (typeof v === 'string' ? { question: v, key: null } : v),
  z.object(
    { question: text(MAX_QUESTION_LENGTH), key: answerKey.nullable().default(null) },
    { error: 'must be a question' },
  ),
);

const draftRequestId = () =>
  z.uuid({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a UUID') });

/**
 * The body of draftAnswerKeys: the builder's questions as they stand, and whom and what they are about. The model
 * drafts a key for each question whose key is empty; `requestId` names the live room the drafts stream to, which the
 * builder joins first (see DraftKeyUpdate).
 */
export const draftKeysBody = z.object({
  requestId: draftRequestId(),
  grade: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), oneOf(GRADES)),
  topic: text(MAX_TOPIC_LENGTH),
  // Each question with its key, or null where the teacher has none yet.
  questions: z
    .array(customQuestion, { error: 'must be a list of questions' })
    .min(1, 'must hold at least one question')
    .max(MAX_QUESTIONS, `must hold at most ${MAX_QUESTIONS} questions`),
});
/** The questions (by their place in the body's list) whose keys are being drafted; the others are left alone. */
export type DraftKeysReply = { data: { requestId: string; drafting: number[] } };

/** The body of cancelDraftAnswerKeys: drafts not yet begun are dropped. */
export const cancelDraftsBody = z.object({ requestId: draftRequestId() });

/** Each template field as a client may set it; no defaults here, so that a partial change stays partial. */
const fieldShape = {
  name: text(MAX_TEMPLATE_NAME_LENGTH),
  // Forms send numbers for grades 1 to 12 as often as strings.
  grade: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), oneOf(GRADES)),
  /** One of PRESET_TOPICS, or the teacher's own topic. */
  topic: text(MAX_TOPIC_LENGTH),
  numberOfQuestions: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(MIN_QUESTIONS, `must be at least ${MIN_QUESTIONS}`)
    .max(MAX_QUESTIONS, `must be at most ${MAX_QUESTIONS}`)
    .nullable(),
  promptType: oneOf(PROMPT_TYPES),
  customQuestions: z
    .array(customQuestion, { error: 'must be a list of questions' })
    .max(MAX_QUESTIONS, `must hold at most ${MAX_QUESTIONS} questions`),
  rating_level: oneOf(RATING_LEVELS),
  rating_scale_id: text(64),
  showSingleQuestionRating: flag,
  showOverallRating: flag,
  showExampleAnswer: flag,
  showOverallFeedback: flag,
  /** A student may take the CheckIn again, with the same link, once their last attempt is over. */
  allowRetakes: flag,
  isPublic: flag,
  tags: tagList,
  archive: flag,
};

/**
 * The custom questions must fit in the CheckIn (the examiner asks them first, then its own) and each be asked
 * once. `prefix` names the object the fields sit in ("logObject." for an update).
 */
export function customQuestionErrors(
  fields: { numberOfQuestions?: number | null; customQuestions: CustomQuestion[] },
  prefix = '',
): FieldError[] {
  const errors: FieldError[] = [];
  const limit = fields.numberOfQuestions ?? DEFAULT_NUMBER_OF_QUESTIONS;
  if (fields.customQuestions.length > limit) {
    errors.push({
      field: `${prefix}customQuestions`,
      message: `holds ${fields.customQuestions.length} questions, more than numberOfQuestions (${limit})`,
    });
  }
  const seen = new Map<string, number>();
  fields.customQuestions.forEach(({ question }, i) => {
    const key = questionKey(question);
    const first = seen.get(key);
    if (key === '') return;
    if (first === undefined) seen.set(key, i);
    else errors.push({ field: `${prefix}customQuestions.${i}`, message: `repeats question ${first + 1}` });
  });
  return errors;
}

/** The body of createAssessmentTemplate: every field of spec §3, with the spec's defaults. */
export const templateFields = z
  .object({
    ...fieldShape,
    numberOfQuestions: fieldShape.numberOfQuestions.optional(),
    promptType: fieldShape.promptType.default('default'),
    customQuestions: fieldShape.customQuestions.default([]),
    rating_level: fieldShape.rating_level.default('medium'),
    rating_scale_id: fieldShape.rating_scale_id.default(DEFAULT_RATING_SCALE_ID),
    showSingleQuestionRating: flag.default(false),
    showOverallRating: flag.default(true),
    showExampleAnswer: flag.default(true),
    showOverallFeedback: flag.default(true),
    allowRetakes: flag.default(false),
    isPublic: flag.default(false),
    tags: tagList.default([]),
    archive: flag.default(false),
  })
  .superRefine((fields, ctx) => {
    for (const e of customQuestionErrors(fields)) {
      ctx.addIssue({ code: 'custom', path: e.field.split('.'), message: e.message });
    }
  });
export type TemplateFields = z.infer<typeof templateFields>;

const id = z.string({ error: 'is required' }).trim().min(1, 'is required').max(64, 'is too long');

/** The fields a change sets; any field of the template, and nothing else. */
export const templateChange = z
  .object(fieldShape)
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'must change at least one field');
export type TemplateChange = z.infer<typeof templateChange>;

export const updateTemplateBody = z.object({ assessmentTemplateId: id, logObject: templateChange });
export const archiveTemplateBody = z.object({ assessmentTemplateId: id, archive: flag });

/** A student's answer to one of the teacher's own questions, put in that question's key as marked right or wrong. */
export const markAnswerBody = z.object({
  assessmentInstanceId: id,
  answerMessageId: id,
  mark: oneOf(['right', 'wrong'] as const),
});

/** Filters of getAssessmentTemplatesByUserId (none: every template of the caller, archived or not). */
export const myTemplatesQuery = z.object({
  archived: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
});

/** Filters of getPublicAssessmentTemplates. */
export const publicTemplatesQuery = z.object({
  tag: text(MAX_TAG_LENGTH).transform(normalizeTag).optional(),
  grade: oneOf(GRADES).optional(),
  q: text(120).optional(),
});

/** A template as every call answers with it. */
export type AssessmentTemplate = {
  id: string;
  assessmentTemplateId: string;
  owner_id: string;
  /** The author's first name and initial, on public and example templates. */
  author: string | null;
  name: string;
  grade: string;
  topic: string;
  numberOfQuestions: number;
  promptType: PromptType;
  customQuestions: CustomQuestion[];
  rating_level: string;
  rating_scale_id: string;
  question_prompt_id: string;
  rating_prompt_id: string;
  conversation_prompt_id: string;
  showSingleQuestionRating: boolean;
  showOverallRating: boolean;
  showExampleAnswer: boolean;
  showOverallFeedback: boolean;
  allowRetakes: boolean;
  isPublic: boolean;
  isExample: boolean;
  tags: string[];
  archive: boolean;
  created_at: string;
  updated_at: string;
};

/**
 * A template as a student of one of its sessions reads it: what their check-in page needs, not the teacher's
 * questions, answer keys or prompts.
 */
export type StudentTemplateView = Pick<
  AssessmentTemplate,
  | 'id'
  | 'assessmentTemplateId'
  | 'name'
  | 'grade'
  | 'topic'
  | 'numberOfQuestions'
  | 'rating_scale_id'
  | 'showSingleQuestionRating'
  | 'showOverallRating'
  | 'showExampleAnswer'
  | 'showOverallFeedback'
  | 'allowRetakes'
>;

export type TemplateReply = { message: string; data: AssessmentTemplate };
/** The question whose key took the answer (its place among the teacher's own questions), and the key now. */
export type MarkAnswerReply = { message: string; data: { questionIndex: number; key: AnswerKey } };
export type TemplateListReply = { data: AssessmentTemplate[] };
export type TagOptionsReply = { data: string[] };
export type MessageReply = { message: string };
