import { DEFAULT_RATING_SCALE_ID, GRADES, MAX_QUESTIONS, MIN_QUESTIONS, RATING_LEVELS } from '@checkin/domain';
import { z } from 'zod';

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `is longer than ${max} characters`);

export const templateFields = z.object({
  name: text(120),
  grade: z.enum(GRADES, { error: `must be one of ${GRADES.join(', ')}` }),
  topic: text(120),
  numberOfQuestions: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(MIN_QUESTIONS, `must be at least ${MIN_QUESTIONS}`)
    .max(MAX_QUESTIONS, `must be at most ${MAX_QUESTIONS}`)
    .optional(),
  promptType: z.string().trim().max(40).default('default'),
  customQuestions: z.array(text(500)).max(MAX_QUESTIONS, `must hold at most ${MAX_QUESTIONS} questions`).default([]),
  rating_level: z.enum(RATING_LEVELS).default('medium'),
  rating_scale_id: z.string().trim().min(1).default(DEFAULT_RATING_SCALE_ID),
  showSingleQuestionRating: z.boolean().default(false),
  showOverallRating: z.boolean().default(true),
  showExampleAnswer: z.boolean().default(true),
  showOverallFeedback: z.boolean().default(true),
  isPublic: z.boolean().default(false),
  tags: z.array(text(40)).max(20).default([]),
  archive: z.boolean().default(false),
});
export type TemplateFields = z.infer<typeof templateFields>;
