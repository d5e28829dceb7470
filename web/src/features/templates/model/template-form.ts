import type { AssessmentTemplate, TemplateChange, TemplateFields } from '@checkin/contracts';
import { normalizeTags } from '@checkin/contracts/rules';
import {
  DEFAULT_RATING_SCALE_ID,
  PRESET_TOPICS,
  type PromptType,
  type RatingLevel,
  toCustomQuestion,
} from '@checkin/domain';
import { type QuestionDraft, draftFromQuestion, questionFromDraft } from './question-draft';

/**
 * The template builder's form: every field of a template (spec §3) as the teacher edits it, and the way to and
 * from the API's shapes. Pure: no React, no I/O.
 */

/** The preset that stands for "the teacher writes their own topic". */
export const CUSTOM_TOPIC = PRESET_TOPICS[0];
/** A new CheckIn starts with 5 questions (spec §9, "when constructed"). */
export const NEW_TEMPLATE_QUESTIONS = 5;

export type QuestionSource = 'generated' | 'custom';

export type TemplateForm = {
  name: string;
  /** '' until the teacher picks one. */
  grade: string;
  /** One of PRESET_TOPICS; CUSTOM_TOPIC means `customTopic` is the topic. */
  topicPreset: string;
  customTopic: string;
  /** Kept as typed ('' while the box is empty), checked on save. */
  numberOfQuestions: number | '';
  questionSource: QuestionSource;
  customQuestions: QuestionDraft[];
  /** The style of the examiner's questions. */
  promptType: PromptType;
  rating_scale_id: string;
  rating_level: RatingLevel;
  showSingleQuestionRating: boolean;
  showOverallRating: boolean;
  showExampleAnswer: boolean;
  showOverallFeedback: boolean;
  allowRetakes: boolean;
  isPublic: boolean;
  tags: string[];
  archive: boolean;
};

export function newTemplateForm(): TemplateForm {
  return {
    name: '',
    grade: '',
    topicPreset: PRESET_TOPICS[1],
    customTopic: '',
    numberOfQuestions: NEW_TEMPLATE_QUESTIONS,
    questionSource: 'generated',
    customQuestions: [],
    promptType: 'default',
    rating_scale_id: DEFAULT_RATING_SCALE_ID,
    rating_level: 'medium',
    showSingleQuestionRating: false,
    showOverallRating: true,
    showExampleAnswer: true,
    showOverallFeedback: true,
    allowRetakes: false,
    isPublic: false,
    tags: [],
    archive: false,
  };
}

const isPreset = (topic: string) => topic !== CUSTOM_TOPIC && (PRESET_TOPICS as readonly string[]).includes(topic);

export function formFromTemplate(template: AssessmentTemplate): TemplateForm {
  const preset = isPreset(template.topic);
  return {
    name: template.name,
    grade: template.grade,
    topicPreset: preset ? template.topic : CUSTOM_TOPIC,
    customTopic: preset ? '' : template.topic,
    numberOfQuestions: template.numberOfQuestions,
    questionSource: template.customQuestions.length > 0 ? 'custom' : 'generated',
    customQuestions: template.customQuestions.map((q) => draftFromQuestion(toCustomQuestion(q))),
    promptType: template.promptType,
    rating_scale_id: template.rating_scale_id,
    rating_level: template.rating_level as RatingLevel,
    showSingleQuestionRating: template.showSingleQuestionRating,
    showOverallRating: template.showOverallRating,
    showExampleAnswer: template.showExampleAnswer,
    showOverallFeedback: template.showOverallFeedback,
    allowRetakes: template.allowRetakes,
    isPublic: template.isPublic,
    tags: [...template.tags],
    archive: template.archive,
  };
}

/** A copy to save as a new CheckIn: the same settings under "<name> (copy)", not archived. */
export function duplicateForm(template: AssessmentTemplate): TemplateForm {
  return { ...formFromTemplate(template), name: `${template.name} (copy)`, archive: false };
}

export function topicOf(form: TemplateForm): string {
  return (form.topicPreset === CUSTOM_TOPIC ? form.customTopic : form.topicPreset).trim();
}

/** Tags as the API keeps them; the builder's tag field normalises them as the teacher types. */
export { normalizeTags };

/** The body of createAssessmentTemplate: every field of spec §3. Call after `validateTemplateForm` passes. */
export function templateBody(form: TemplateForm): TemplateFields {
  return {
    name: form.name.trim(),
    grade: form.grade as TemplateFields['grade'],
    topic: topicOf(form),
    numberOfQuestions: Number(form.numberOfQuestions),
    promptType: form.promptType,
    customQuestions: form.questionSource === 'custom' ? form.customQuestions.map(questionFromDraft) : [],
    rating_scale_id: form.rating_scale_id,
    rating_level: form.rating_level,
    showSingleQuestionRating: form.showSingleQuestionRating,
    showOverallRating: form.showOverallRating,
    showExampleAnswer: form.showExampleAnswer,
    showOverallFeedback: form.showOverallFeedback,
    allowRetakes: form.allowRetakes,
    isPublic: form.isPublic,
    tags: normalizeTags(form.tags),
    archive: form.archive,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The logObject of updateAssessmentTemplate: only the fields whose value differs from the saved template. */
export function changedFields(saved: AssessmentTemplate, form: TemplateForm): TemplateChange {
  const next = templateBody(form);
  // The saved questions in the body's own shape, so that the order of their fields does not count as a change.
  const before = {
    ...saved,
    customQuestions: saved.customQuestions.map((q) => questionFromDraft(draftFromQuestion(toCustomQuestion(q)))),
  };
  const change: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(next)) {
    if (!same(before[field as keyof AssessmentTemplate], value)) change[field] = value;
  }
  return change as TemplateChange;
}

/** Whether the teacher changed anything since the form was opened (for the unsaved-changes guard). */
export function isDirty(initial: TemplateForm, form: TemplateForm): boolean {
  return !same(initial, form);
}
