/** What a template fixes for every instance made from it: snapshotted into InstanceCreated. */

export const PRESET_TOPICS = [
  'Custom Topic',
  "Newton's Laws of Motion",
  'Food Chain',
  'Eco System',
  'Water Cycle',
  'Grammar Rules',
  'US Presidents',
] as const;
export type PresetTopic = (typeof PRESET_TOPICS)[number];

export const GRADES = ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type Grade = (typeof GRADES)[number];

/** Question banks and wording are written for these bands of grades. */
export type GradeBand = 'K-2' | '3-5' | '6-8' | '9-12';

export function gradeBand(grade: Grade): GradeBand {
  const n = grade === 'K' ? 0 : Number(grade);
  if (n <= 2) return 'K-2';
  if (n <= 5) return '3-5';
  if (n <= 8) return '6-8';
  return '9-12';
}

export const RATING_LEVELS = ['easy', 'medium', 'hard'] as const;
/** How strict the rater is: how much of an answer's key content earns each level of the scale. */
export type RatingLevel = (typeof RATING_LEVELS)[number];

/** Each strictness as the builder names it to the teacher and the rating prompt describes it to a model. */
export const RATING_LEVEL_TEXT: Record<RatingLevel, { label: string; description: string }> = {
  easy: { label: 'Gentle', description: 'A good part of the key ideas earns a high rating.' },
  medium: { label: 'Balanced', description: 'Most of the key ideas, explained correctly, earn a high rating.' },
  hard: { label: 'Demanding', description: 'A high rating needs all the key ideas, with reasons or examples.' },
};

/**
 * How the examiner questions (a template's promptType): check what the student understands, ask them to explain
 * their reasoning, or ask them to apply what they know to a new case. Each has its own question prompt row; both
 * examiners follow it.
 */
export const PROMPT_TYPES = ['default', 'reasoning', 'apply'] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

export const PROMPT_TYPE_TEXT: Record<PromptType, { label: string; description: string }> = {
  default: {
    label: 'Check understanding',
    description: "What things are and what they mean, in the student's own words.",
  },
  reasoning: {
    label: 'Explain your reasoning',
    description: 'Why and how: the student gives reasons for what they say.',
  },
  apply: {
    label: 'Apply to a new case',
    description: 'The student uses what they know on an example or situation they have not seen.',
  },
};

export type RatingScaleLevel = { value: number; label: string; description: string };
/** Levels ordered from lowest to highest value. */
export type RatingScale = { id: string; name: string; levels: RatingScaleLevel[] };

export const MIN_QUESTIONS = 1;
export const MAX_QUESTIONS = 20;
/** numberOfQuestions when a template gives none (spec §9). */
export const DEFAULT_NUMBER_OF_QUESTIONS = 9;
/** Follow-up questions the examiner may ask about one question before moving on. */
export const MAX_FOLLOW_UPS_PER_QUESTION = 1;
export const MAX_ANSWER_LENGTH = 4000;

export type InstanceSettings = {
  title: string;
  grade: Grade;
  topic: string;
  numberOfQuestions: number;
  customQuestions: CustomQuestion[];
  promptType: PromptType;
  questionPromptId: string;
  ratingPromptId: string;
  conversationPromptId: string;
  ratingScale: RatingScale;
  ratingLevel: RatingLevel;
  showSingleQuestionRating: boolean;
  showOverallRating: boolean;
  showExampleAnswer: boolean;
  showOverallFeedback: boolean;
};

export function isRatingOnScale(scale: RatingScale, rating: number): boolean {
  return scale.levels.some((level) => level.value === rating);
}

/** How an answer the product could not justify a rating for is shown: never as a level of the scale. */
export const NOT_RATED = 'Not rated';

export function ratingLabel(scale: RatingScale, rating: number | null): string {
  if (rating === null) return NOT_RATED;
  return scale.levels.find((level) => level.value === rating)?.label ?? String(rating);
}

/**
 * What a good answer to one question says, written by the teacher (or a preset topic's bank): the model answer
 * the student may be shown, the key points a good answer shows (one idea each; "a / b / c" lists other wordings
 * of the same idea after its name), and misconceptions that make an answer wrong. Optionally, students' answers
 * the teacher has marked right or wrong, one each: the rater learns from them how much this teacher asks of an
 * answer to this question. Keys written before these existed lack them.
 */
export type AnswerKey = {
  modelAnswer: string;
  keyPoints: string[];
  misconceptions: string[];
  markedRight?: string[];
  markedWrong?: string[];
};

/** A teacher's own question; `key` is null when the teacher gave none (such answers are not rated). */
export type CustomQuestion = { question: string; key: AnswerKey | null };

export type KeyPointVerdict = 'shown' | 'missing' | 'contradicted';
/** How one answer fared against one key point, by the point's display name. */
export type KeyPointResult = { point: string; verdict: KeyPointVerdict };

/** The name a key point is shown by: its text before any other wordings ("drying up / dry / evaporat"). */
export function keyPointName(point: string): string {
  return point.split(' / ')[0]!.trim();
}

/** The teacher's own questions as every examiner asks them: questions 1..k of each instance, blank ones skipped. */
export function askedCustomQuestions(settings: Pick<InstanceSettings, 'customQuestions'>): CustomQuestion[] {
  return settings.customQuestions.filter((q) => q.question.trim() !== '');
}

/** A custom question as stored before answer keys existed (a plain string), or as the spec's clients send it. */
export function toCustomQuestion(entry: string | CustomQuestion): CustomQuestion {
  return typeof entry === 'string' ? { question: entry, key: null } : entry;
}
