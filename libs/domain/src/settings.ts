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
  promptType: string;
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
 * of the same idea after its name), and misconceptions that make an answer wrong.
 */
export type AnswerKey = { modelAnswer: string; keyPoints: string[]; misconceptions: string[] };

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
