/** Which questions a CheckIn asks, in order: the same for every student of one template. */
import { askedCustomQuestions, gradeBand, MAX_QUESTIONS, MIN_QUESTIONS, type InstanceSettings } from '@checkin/domain';
import { bankFor, presetTopic } from './banks/index.js';
import { openQuestions } from './generic-questions.js';
import { seededShuffle } from './seed.js';
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

/**
 * The teacher's own questions first, in order, with their keys; then the topic's bank shuffled by templateId (so
 * a class can be compared question by question); then open questions for whatever is left.
 */
export function planQuestions(settings: InstanceSettings, templateId: string): PlannedQuestion[] {
  const topic = topicLabel(settings);
  const custom: PlannedQuestion[] = askedCustomQuestions(settings).map((c) => ({
    source: 'custom',
    text: oneLine(c.question),
    key: c.key,
    followUp: null,
  }));
  const band = gradeBand(settings.grade);
  const bank = seededShuffle(bankFor(settings.topic, band) ?? [], `${templateId}|${topic}|${band}`);
  return [...custom, ...bank, ...openQuestions(topic)].slice(0, questionCount(settings));
}

/** Question k of the plan; past its end (which a well-formed conversation never reaches) an open one. */
export function questionAt(plan: PlannedQuestion[], settings: InstanceSettings, index: number): PlannedQuestion {
  const planned = plan[index];
  if (planned) return planned;
  const open = openQuestions(topicLabel(settings));
  return open[index % open.length]!;
}
