/** Which questions a CheckIn asks, in order: the same for every student of one template. */
import { gradeBand, MAX_QUESTIONS, MIN_QUESTIONS, type InstanceSettings } from '@checkin/domain';
import { bankFor, presetTopic } from './banks/index.js';
import { customQuestion, genericQuestions } from './generic-questions.js';
import { contentWords } from './signals.js';
import { seededShuffle } from './seed.js';
import { neutraliseTags, tokenize } from './text.js';
import type { PlannedQuestion } from './types.js';

const MAX_TOPIC_LENGTH = 80;

/** The topic as it is named to the student: the preset's name, or the teacher's own words for a custom topic. */
export function topicLabel(settings: InstanceSettings): string {
  const preset = presetTopic(settings.topic);
  if (preset) return preset.phrase;
  const own = neutraliseTags(settings.topic);
  const text = own && own !== 'Custom Topic' ? own : neutraliseTags(settings.title) || 'this topic';
  return text.length > MAX_TOPIC_LENGTH ? `${text.slice(0, MAX_TOPIC_LENGTH - 3).trimEnd()}...` : text;
}

export function questionCount(settings: InstanceSettings): number {
  const n = Math.floor(settings.numberOfQuestions);
  return Number.isFinite(n) ? Math.max(MIN_QUESTIONS, Math.min(MAX_QUESTIONS, n)) : MIN_QUESTIONS;
}

/**
 * The teacher's own questions first, in order; then the topic's bank shuffled by templateId (so a class can
 * be compared question by question); then generic probing questions for whatever is left.
 */
export function planQuestions(settings: InstanceSettings, templateId: string): PlannedQuestion[] {
  const topic = topicLabel(settings);
  const topicWords = contentWords(tokenize(topic));
  const custom = settings.customQuestions
    .map(neutraliseTags)
    .filter((text) => text !== '')
    .map((text) => customQuestion(text, [...new Set([...topicWords, ...contentWords(tokenize(text))])]));
  const band = gradeBand(settings.grade);
  const bank = bankFor(settings.topic, band) ?? [];
  const fromBank: PlannedQuestion[] = seededShuffle(bank, `${templateId}|${topic}|${band}`).map((b) => ({
    kind: 'bank',
    ...b,
  }));
  return [...custom, ...fromBank, ...genericQuestions(topic, topicWords)].slice(0, questionCount(settings));
}

/** Question k of the plan; past its end (which a well-formed conversation never reaches) a generic one. */
export function questionAt(plan: PlannedQuestion[], settings: InstanceSettings, index: number): PlannedQuestion {
  const planned = plan[index];
  if (planned) return planned;
  const topic = topicLabel(settings);
  const generic = genericQuestions(topic, contentWords(tokenize(topic)));
  return generic[index % generic.length]!;
}
