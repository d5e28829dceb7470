/** Which questions a CheckIn asks, in order: the same for every student of one template. */
import { askedCustomQuestions, gradeBand, MAX_QUESTIONS, MIN_QUESTIONS, type InstanceSettings } from '@checkin/domain';
import { bankFor, presetTopic } from './banks/index.js';
import { openQuestions } from './generic-questions.js';
import { seededShuffle } from './seed.js';
import { styleFirst } from './styles.js';
import { oneLine } from './text.js';
import type { PlannedQuestion } from './types.js';

const MAX_TOPIC_LENGTH = 80;

/** The topic as it is named to the student: the preset's name, or the teacher's own words for a custom topic. */
export function topicLabel(settings: InstanceSettings): string {
  const preset = presetTopic(settings.topic);
  if (preset) return preset.phrase;
  const own = oneLine(settings.topic);
  const text = own && own !== 'Custom Topic' ? own : oneLine(settings.title) || 'this topic';
  return text.length > MAX_TOPIC_LENGTH ? `${text.slice(0, MAX_TOPIC_LENGTH - 3).trimEnd()}...` : text;
}

export function questionCount(settings: InstanceSettings): number {
  const n = Math.floor(settings.numberOfQuestions);
  return Number.isFinite(n) ? Math.max(MIN_QUESTIONS, Math.min(MAX_QUESTIONS, n)) : MIN_QUESTIONS;
}

/** Each instance's plan, made once while its settings are in memory: every turn asks for it. */
const plans = new WeakMap<InstanceSettings, { templateId: string; plan: readonly PlannedQuestion[] }>();

/**
 * The teacher's own questions first, in order, with their keys; then the topic's bank shuffled by templateId (so
 * a class can be compared question by question), the questioning style's first; then open questions, the style's
 * first, for whatever is left. No question is in the plan twice.
 */
export function planQuestions(settings: InstanceSettings, templateId: string): readonly PlannedQuestion[] {
  const known = plans.get(settings);
  if (known?.templateId === templateId) return known.plan;
  const plan = makePlan(settings, templateId);
  plans.set(settings, { templateId, plan });
  return plan;
}

function makePlan(settings: InstanceSettings, templateId: string): PlannedQuestion[] {
  const topic = topicLabel(settings);
  const custom: PlannedQuestion[] = askedCustomQuestions(settings).map((c) => ({
    source: 'custom',
    text: oneLine(c.question),
    key: c.key,
    followUp: null,
  }));
  const band = gradeBand(settings.grade);
  const bank = seededShuffle(bankFor(settings.topic, band) ?? [], `${templateId}|${topic}|${band}`);
  const style = settings.promptType;
  const candidates = [...custom, ...styleFirst(bank, style), ...openQuestions(topic, style)];
  return onceEach(candidates).slice(0, questionCount(settings));
}

/**
 * The examiner's questions that read unlike every earlier one (a teacher may type in a question the bank has too).
 * The teacher's own are all kept, in place: question k of the CheckIn is their question k.
 */
function onceEach(questions: PlannedQuestion[]): PlannedQuestion[] {
  const seen = new Set<string>();
  const wording = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return questions.filter((q) => {
    const key = wording(q.text);
    if (q.source !== 'custom' && seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Question k of the plan; past its end (which a well-formed conversation never reaches) an open one. */
export function questionAt(
  plan: readonly PlannedQuestion[],
  settings: InstanceSettings,
  index: number,
): PlannedQuestion {
  const planned = plan[index];
  if (planned) return planned;
  const open = openQuestions(topicLabel(settings), settings.promptType);
  return open[index % open.length]!;
}
