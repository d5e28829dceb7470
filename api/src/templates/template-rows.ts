import type { Actor, AssessmentTemplate, StudentTemplateView, TemplateFields } from '@checkin/contracts';
import {
  DEFAULT_NUMBER_OF_QUESTIONS,
  toCustomQuestion,
  withoutMarkedAnswers,
  type CustomQuestion,
  type Grade,
  type PromptType,
  type RatingLevel,
} from '@checkin/domain';
import { PROMPT_IDS, type ShowFlags } from '@checkin/engine';

export type TemplateRow = {
  id: string;
  owner_id: string;
  owner_first_name: string;
  owner_last_name: string;
  name: string;
  grade: Grade;
  topic: string;
  number_of_questions: number | null;
  prompt_type: PromptType;
  /** Plain strings in rows written before answer keys existed. */
  custom_questions: Array<string | CustomQuestion>;
  rating_level: RatingLevel;
  rating_scale_id: string;
  question_prompt_id: string;
  rating_prompt_id: string;
  conversation_prompt_id: string;
  show_single_question_rating: boolean;
  show_overall_rating: boolean;
  show_example_answer: boolean;
  show_overall_feedback: boolean;
  allow_retakes: boolean;
  is_public: boolean;
  is_example: boolean;
  tags: string[];
  archived: boolean;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** Every field a client sets, as one row of assessment_templates stores it. */
export type Stored = Omit<TemplateFields, 'numberOfQuestions'> & { numberOfQuestions: number | null };

const COLUMN_NAMES = [
  'name',
  'grade',
  'topic',
  'number_of_questions',
  'prompt_type',
  'custom_questions',
  'rating_level',
  'rating_scale_id',
  'question_prompt_id',
  'rating_prompt_id',
  'conversation_prompt_id',
  'show_single_question_rating',
  'show_overall_rating',
  'show_example_answer',
  'show_overall_feedback',
  'allow_retakes',
  'is_public',
  'archived',
] as const;

export const COLUMNS = COLUMN_NAMES.join(', ');

/** The placeholders of COLUMNS' values in a statement, numbered from `$first`. */
export function columnPlaceholders(first: number): string {
  return COLUMN_NAMES.map((column, i) => `$${first + i}${column === 'custom_questions' ? '::jsonb' : ''}`).join(', ');
}

/** What a check-in is made from: its template's teacher and the fields its settings take, and whether it may be retaken. */
export type TemplateMakingRow = Pick<
  TemplateRow,
  'id' | 'owner_id' | Exclude<(typeof COLUMN_NAMES)[number], 'archived'>
>;

/** TemplateMakingRow's columns of assessment_templates `t`. */
export const TEMPLATE_MAKING_COLUMNS = ['id', 'owner_id', ...COLUMN_NAMES.filter((c) => c !== 'archived')]
  .map((column) => `t.${column}`)
  .join(', ');

/** A template with its tags (in the order the teacher gave them) and its author's name. Deleted ones are left out. */
export const SELECT_TEMPLATES = `
  SELECT t.id, t.owner_id, t.${COLUMN_NAMES.join(', t.')}, t.is_example, t.deleted_at, t.created_at, t.updated_at,
         u.first_name AS owner_first_name, u.last_name AS owner_last_name,
         coalesce((SELECT array_agg(g.name ORDER BY tt.position)
                     FROM template_tags tt JOIN tags g ON g.id = tt.tag_id
                    WHERE tt.template_id = t.id), '{}') AS tags
    FROM assessment_templates t JOIN users u ON u.id = t.owner_id
   WHERE t.deleted_at IS NULL`;

/** What the template shows its students of their ratings. */
export function showFlagsOf(t: TemplateMakingRow): ShowFlags {
  return {
    showSingleQuestionRating: t.show_single_question_rating,
    showOverallRating: t.show_overall_rating,
    showExampleAnswer: t.show_example_answer,
    showOverallFeedback: t.show_overall_feedback,
  };
}

/**
 * The template as the spec's calls return it. Its teacher gets it whole; other teachers (the community's list, the
 * examples, reading a shared one) without the answers its teacher marked.
 */
export function templateView(t: TemplateRow, readerId: string | null = t.owner_id): AssessmentTemplate {
  const questions = t.custom_questions.map(toCustomQuestion);
  return {
    id: t.id,
    assessmentTemplateId: t.id,
    owner_id: t.owner_id,
    author: t.is_public || t.is_example ? authorName(t.owner_first_name, t.owner_last_name) : null,
    name: t.name,
    grade: t.grade,
    topic: t.topic,
    numberOfQuestions: t.number_of_questions ?? DEFAULT_NUMBER_OF_QUESTIONS,
    promptType: t.prompt_type,
    customQuestions: readerId === t.owner_id ? questions : questions.map(withoutMarkedAnswers),
    rating_level: t.rating_level,
    rating_scale_id: t.rating_scale_id,
    question_prompt_id: t.question_prompt_id,
    rating_prompt_id: t.rating_prompt_id,
    conversation_prompt_id: t.conversation_prompt_id,
    showSingleQuestionRating: t.show_single_question_rating,
    showOverallRating: t.show_overall_rating,
    showExampleAnswer: t.show_example_answer,
    showOverallFeedback: t.show_overall_feedback,
    allowRetakes: t.allow_retakes,
    isPublic: t.is_public,
    isExample: t.is_example,
    tags: t.tags,
    archive: t.archived,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
  };
}

/** The template as a student of one of its sessions reads it: what their check-in page needs, and no more. */
export function studentTemplateView(t: TemplateRow): StudentTemplateView {
  return {
    id: t.id,
    assessmentTemplateId: t.id,
    name: t.name,
    grade: t.grade,
    topic: t.topic,
    numberOfQuestions: t.number_of_questions ?? DEFAULT_NUMBER_OF_QUESTIONS,
    rating_scale_id: t.rating_scale_id,
    showSingleQuestionRating: t.show_single_question_rating,
    showOverallRating: t.show_overall_rating,
    showExampleAnswer: t.show_example_answer,
    showOverallFeedback: t.show_overall_feedback,
    allowRetakes: t.allow_retakes,
  };
}

/** A template as the caller reads it: a student their view of it, a teacher the whole template. */
export function templateViewFor(actor: Actor, t: TemplateRow): AssessmentTemplate | StudentTemplateView {
  return actor.kind === 'student' ? studentTemplateView(t) : templateView(t, actor.userId);
}

/** "Ada L.": enough to credit a shared CheckIn without publishing a teacher's full name. */
function authorName(first: string, last: string): string | null {
  const initial = last.trim().charAt(0);
  const name = [first.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
  return name || null;
}

export function storedFields(t: TemplateRow): Stored {
  return {
    name: t.name,
    grade: t.grade,
    topic: t.topic,
    numberOfQuestions: t.number_of_questions,
    promptType: t.prompt_type,
    customQuestions: t.custom_questions.map(toCustomQuestion),
    rating_level: t.rating_level,
    rating_scale_id: t.rating_scale_id,
    showSingleQuestionRating: t.show_single_question_rating,
    showOverallRating: t.show_overall_rating,
    showExampleAnswer: t.show_example_answer,
    showOverallFeedback: t.show_overall_feedback,
    allowRetakes: t.allow_retakes,
    isPublic: t.is_public,
    tags: t.tags,
    archive: t.archived,
  };
}

/** The values of COLUMNS, in order. */
export function columnValues(f: Stored): unknown[] {
  const prompts = PROMPT_IDS[f.promptType];
  return [
    f.name,
    f.grade,
    f.topic,
    f.numberOfQuestions,
    f.promptType,
    JSON.stringify(f.customQuestions),
    f.rating_level,
    f.rating_scale_id,
    prompts.question,
    prompts.rating,
    prompts.conversation,
    f.showSingleQuestionRating,
    f.showOverallRating,
    f.showExampleAnswer,
    f.showOverallFeedback,
    f.allowRetakes,
    f.isPublic,
    f.archive,
  ];
}
