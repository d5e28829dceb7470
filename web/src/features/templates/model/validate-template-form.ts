import {
  MAX_KEY_LINES,
  MAX_KEY_LINE_LENGTH,
  MAX_MODEL_ANSWER_LENGTH,
  MAX_QUESTION_LENGTH,
  MAX_TAGS,
  MAX_TAG_LENGTH,
  MAX_TEMPLATE_NAME_LENGTH,
  MAX_TOPIC_LENGTH,
  questionKey,
} from '@checkin/contracts/rules';
import {
  DEFAULT_RATING_SCALES,
  GRADES,
  MAX_ANSWER_LENGTH,
  MAX_MARKED_ANSWERS,
  MAX_QUESTIONS,
  MIN_QUESTIONS,
} from '@checkin/domain';
import { type QuestionDraft, hasKey, linesOf } from './question-draft';
import { CUSTOM_TOPIC, type TemplateForm } from './template-form';

/**
 * The API's rules for a template (libs/contracts templateFields), checked before saving and worded for the
 * teacher. The API checks again; its refusals land on the same fields through `fieldsFromApi`.
 * Keys are form fields ('customQuestions.2' for one question, 'customQuestions.2.key.modelAnswer' for a part of
 * its answer key); 'form' is the form as a whole.
 */
export type FormErrors = Record<string, string>;

/** The API's limits (libs/contracts rules), by the form's names for its fields. */
export const LIMITS = {
  name: MAX_TEMPLATE_NAME_LENGTH,
  topic: MAX_TOPIC_LENGTH,
  question: MAX_QUESTION_LENGTH,
  modelAnswer: MAX_MODEL_ANSWER_LENGTH,
  keyLines: MAX_KEY_LINES,
  keyLine: MAX_KEY_LINE_LENGTH,
  markedAnswers: MAX_MARKED_ANSWERS,
  markedAnswer: MAX_ANSWER_LENGTH,
  tags: MAX_TAGS,
  tag: MAX_TAG_LENGTH,
} as const;

/** The parts of an answer key, as the API's field paths name them, and as the teacher reads them. */
export const KEY_PARTS = {
  modelAnswer: 'model answer',
  keyPoints: 'key points',
  misconceptions: 'misconceptions',
  markedRight: 'answers marked right',
  markedWrong: 'answers marked wrong',
} as const;
export type KeyPart = keyof typeof KEY_PARTS;

export const keyField = (index: number, part: KeyPart) => `customQuestions.${index}.key.${part}`;

function questionCountError(n: number | ''): string | null {
  if (n === '') return 'Say how many questions to ask.';
  if (!Number.isInteger(n)) return 'Use a whole number of questions.';
  if (n < MIN_QUESTIONS) return `Ask at least ${MIN_QUESTIONS} question.`;
  if (n > MAX_QUESTIONS) return `Ask at most ${MAX_QUESTIONS} questions.`;
  return null;
}

function customQuestionErrors(form: TemplateForm, errors: FormErrors): void {
  if (form.questionSource !== 'custom') return;
  const questions = form.customQuestions;
  if (questions.length === 0) {
    errors.customQuestions = 'Add at least one question, or let the AI write them.';
    return;
  }
  const limit = typeof form.numberOfQuestions === 'number' ? form.numberOfQuestions : null;
  if (limit !== null && questions.length > limit) {
    errors.customQuestions = `You wrote ${questions.length} questions, but the CheckIn asks ${limit}. Ask more questions or remove some.`;
  }
  const seen = new Map<string, number>();
  questions.forEach((question, i) => {
    const key = questionKey(question.question);
    const first = seen.get(key);
    if (!key) errors[`customQuestions.${i}`] = 'Write the question, or remove it.';
    else if (question.question.trim().length > LIMITS.question)
      errors[`customQuestions.${i}`] = `Keep the question under ${LIMITS.question} characters.`;
    else if (first !== undefined) errors[`customQuestions.${i}`] = `This repeats question ${first + 1}.`;
    else seen.set(key, i);
    answerKeyErrors(question, i, errors);
  });
}

function lineErrors(
  text: string,
  what: 'key point' | 'misconception' | 'answer',
  most: number,
  longest: number,
): string | null {
  const lines = linesOf(text);
  if (lines.length > most) return `List at most ${most} ${what}s, one per line.`;
  const long = lines.findIndex((line) => line.length > longest);
  if (long >= 0) return `Keep each ${what} under ${longest} characters (line ${long + 1} is longer).`;
  return null;
}

/** A key needs its model answer; each part has the API's limits. An empty key is no key, and that is allowed. */
function answerKeyErrors(draft: QuestionDraft, i: number, errors: FormErrors): void {
  if (!hasKey(draft)) return;
  const model = draft.modelAnswer.trim();
  if (!model) errors[keyField(i, 'modelAnswer')] = 'Write the model answer: an answer key starts with it.';
  else if (model.length > LIMITS.modelAnswer)
    errors[keyField(i, 'modelAnswer')] = `Keep the model answer under ${LIMITS.modelAnswer} characters.`;
  const lists = [
    ['keyPoints', 'key point', LIMITS.keyLines, LIMITS.keyLine],
    ['misconceptions', 'misconception', LIMITS.keyLines, LIMITS.keyLine],
    ['markedRight', 'answer', LIMITS.markedAnswers, LIMITS.markedAnswer],
    ['markedWrong', 'answer', LIMITS.markedAnswers, LIMITS.markedAnswer],
  ] as const;
  for (const [part, what, most, longest] of lists) {
    const error = lineErrors(draft[part], what, most, longest);
    if (error) errors[keyField(i, part)] = error;
  }
}

export function validateTemplateForm(form: TemplateForm): FormErrors {
  const errors: FormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = 'Give your CheckIn a name.';
  else if (name.length > LIMITS.name) errors.name = `Keep the name under ${LIMITS.name} characters.`;

  if (!form.grade) errors.grade = 'Choose a grade.';
  else if (!(GRADES as readonly string[]).includes(form.grade)) errors.grade = 'Choose a grade from K to 12.';

  if (form.topicPreset === CUSTOM_TOPIC) {
    const topic = form.customTopic.trim();
    if (!topic) errors.customTopic = 'Write the topic of your CheckIn.';
    else if (topic.length > LIMITS.topic) errors.customTopic = `Keep the topic under ${LIMITS.topic} characters.`;
  }

  const count = questionCountError(form.numberOfQuestions);
  if (count) errors.numberOfQuestions = count;
  customQuestionErrors(form, errors);

  if (!DEFAULT_RATING_SCALES.some((scale) => scale.id === form.rating_scale_id))
    errors.rating_scale_id = 'Choose a rating scale.';
  if (form.tags.length > LIMITS.tags) errors.tags = `Use at most ${LIMITS.tags} tags.`;
  else if (form.tags.some((tag) => tag.trim().length > LIMITS.tag))
    errors.tags = `Keep each tag under ${LIMITS.tag} characters.`;
  return errors;
}

const FORM_FIELDS = new Set([
  'name',
  'grade',
  'numberOfQuestions',
  'customQuestions',
  'promptType',
  'rating_scale_id',
  'rating_level',
  'tags',
  'isPublic',
  'archive',
  'showSingleQuestionRating',
  'showOverallRating',
  'showExampleAnswer',
  'showOverallFeedback',
  'allowRetakes',
]);

/**
 * The API's field errors ({field, message}, under "logObject." for an update) on the form's fields: the
 * message as a sentence beside its field; what no field shows goes to the form as a whole.
 */
export function fieldsFromApi(form: TemplateForm, fields: Array<{ field: string; message: string }>): FormErrors {
  const errors: FormErrors = {};
  for (const { field, message } of fields) {
    const path = field.replace(/^logObject\.?/, '');
    const [head = '', index, , part, line] = path.split('.');
    const said = `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
    const keyPart = part && part in KEY_PARTS ? (part as KeyPart) : null;
    // "customQuestions.0.key.keyPoints.3": one line of a list, said so in the teacher's numbering.
    const sentence = keyPart && line !== undefined ? `Line ${Number(line) + 1}: ${said}` : said;
    let key: string;
    if (head === 'topic') key = form.topicPreset === CUSTOM_TOPIC ? 'customTopic' : 'form';
    else if (head === 'customQuestions' && index !== undefined)
      key = keyPart ? keyField(Number(index), keyPart) : `customQuestions.${index}`;
    else if (FORM_FIELDS.has(head)) key = head;
    else key = 'form';
    errors[key] ??= key === 'form' && head ? `${head}: ${sentence}` : sentence;
  }
  return errors;
}
