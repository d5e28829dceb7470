/**
 * What the examiner must do in this turn, said in plain words from the plan the domain computed: the model
 * writes the words, the plan decides the shape of the conversation (which question, whether a follow-up is
 * still allowed, when to close).
 */
import {
  askedCustomQuestions,
  SAFETY_CATEGORIES,
  type AnswerKey,
  type InstanceSettings,
  type NextTurnPlan,
} from '@checkin/domain';
import { STUDENT_TAG, tagged } from './data.js';
import { FOLLOW_UP_MARKER, concernMarker } from './reply-markers.js';

type AfterAnswer = Extract<NextTurnPlan, { kind: 'after-answer' }>;

/** The teacher's own questions, in order: they are questions 1..k of every instance. */
export function customQuestionAt(settings: InstanceSettings, index: number): string | undefined {
  return askedCustomQuestions(settings)[index]?.question.trim();
}

/** The teacher's key for question `index` when it is one of their own questions; null otherwise. */
export function customQuestionKey(settings: InstanceSettings, index: number): AnswerKey | null {
  return askedCustomQuestions(settings)[index]?.key ?? null;
}

/** Rules that hold for every turn, after the prompt row's own text. */
export function turnRules(settings: InstanceSettings): string {
  return [
    `There are exactly ${settings.numberOfQuestions} questions in this check-in.`,
    'Write only the message the student will read: no labels, no notes, no JSON.',
    'Ask at most one question per message.',
    `Only when you ask a follow-up about the question just answered, instead of moving on, begin your message with ${FOLLOW_UP_MARKER}`,
    '(it is removed before the student sees the message). Never write it otherwise.',
  ].join(' ');
}

/** The teacher's own questions, as the model is shown them to fit its own questions to. */
function teacherQuestions(settings: InstanceSettings): string {
  const own = askedCustomQuestions(settings).map((q) => tagged('teacher_question', q.question.trim()));
  if (own.length === 0) return '';
  return [
    ' The teacher wrote these questions for this check-in; fit yours to their level and focus, and ask about a part',
    `of the topic they do not: ${own.join(' ')}`,
  ].join(' ');
}

/** What was asked before this turn, which the model must not ask again. */
function askedBefore(questions: string[]): string {
  if (questions.length === 0) return '';
  return ` Questions asked so far, which you must not ask again nor reword: ${questions.map((q) => tagged('asked_question', q)).join(' ')}`;
}

function askQuestion(settings: InstanceSettings, index: number): string {
  const n = settings.numberOfQuestions;
  const custom = customQuestionAt(settings, index);
  const which = `question ${index + 1} of ${n}`;
  if (custom !== undefined) {
    return `ask ${which}. The teacher wrote this question; ask it exactly as written, in your own message: ${tagged('question_to_ask', custom)}`;
  }
  return `ask ${which}: a new question of your own about the topic, for grade ${settings.grade}, in the style your instructions give.${teacherQuestions(settings)}`;
}

function moveOn(settings: InstanceSettings, plan: AfterAnswer): string {
  const acknowledge =
    'acknowledge the answer in one short, kind sentence without saying what the right answer is, then';
  if (plan.nextIsClosing) {
    return `${acknowledge} close the check-in: thank the student, say that the check-in is complete, and ask no more questions.`;
  }
  return `${acknowledge} ${askQuestion(settings, plan.nextIndex)}`;
}

/** What the examiner says first after an answer that raised a safety concern: care, and a trusted adult. */
const CARE = [
  'two or three calm, caring sentences: thank the student for telling you, say that what they wrote matters, and ask',
  'them to talk today to an adult they trust, such as their teacher, a school counsellor or a parent, and to tell an',
  'adult near them straight away if they are not safe now. Do not rate, correct or question what they wrote, and do',
  `not write ${FOLLOW_UP_MARKER}.`,
].join(' ');

/** After an answer that raised a safety concern (its teacher is alerted): care and a trusted adult, before going on. */
function support(settings: InstanceSettings, plan: AfterAnswer): string {
  const next = plan.nextIsClosing
    ? 'close the check-in: say that it is complete, and ask no more questions.'
    : askQuestion(settings, plan.nextIndex);
  return `The answer may speak of the student or someone else being hurt or in danger. Begin with ${CARE} Then ${next}`;
}

/**
 * The model's own watch on the answer, when the word list raised nothing: a concern it sees makes this message the
 * supportive one, and its marker raises the teacher's alert.
 */
function watchForConcern(): string {
  const markers = SAFETY_CATEGORIES.map(concernMarker).join(', ');
  return [
    "First, read the answer for the student's safety. Only if it speaks of the student or someone else being hurt,",
    'abused, in danger, or wanting to hurt themselves or others (not the subject matter of the lesson, such as a cell',
    `that kills a virus), begin your message with the one marker that fits (${markers}), then write ${CARE} After`,
    'those sentences, go on to the next step below without a follow-up.',
  ].join(' ');
}

/**
 * The instruction for this turn, sent last, after the conversation so far. `asked`: the questions of the examiner's
 * earlier messages.
 */
export function turnInstruction(
  settings: InstanceSettings,
  plan: NextTurnPlan,
  studentName: string | null,
  asked: string[],
): string {
  return `${planInstruction(settings, plan, studentName)}${askedBefore(asked)}`;
}

function planInstruction(settings: InstanceSettings, plan: NextTurnPlan, studentName: string | null): string {
  if (plan.kind === 'first-question') {
    const name = studentName?.trim()
      ? ` The student's name is ${tagged('student_name', [...studentName.trim()].slice(0, 80).join(''))}.`
      : '';
    return [
      `This is the start of the check-in.${name} Greet the student in one short sentence, say how many questions there are, then`,
      `${askQuestion(settings, 0)} Do not write ${FOLLOW_UP_MARKER}.`,
    ].join(' ');
  }
  const answered = `The student has just answered question ${plan.answeredIndex + 1} (the last <${STUDENT_TAG}> above).`;
  if (plan.safetyConcern) return `${answered} ${support(settings, plan)}`;
  const watch = `${answered} ${watchForConcern()}`;
  if (!plan.mayFollowUp) {
    return `${watch} No more follow-ups are allowed on it: do not write ${FOLLOW_UP_MARKER}; ${moveOn(settings, plan)}`;
  }
  return [
    `${watch} If the answer is thin, vague or off the point, you may instead ask one follow-up that helps the student`,
    `show what they know without giving the answer away: begin that message with ${FOLLOW_UP_MARKER}. Otherwise`,
    moveOn(settings, plan),
  ].join(' ');
}
