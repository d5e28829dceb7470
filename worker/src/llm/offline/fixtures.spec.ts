/** Test helpers (not a test file: vitest only runs *.unit.spec.ts, and tsc's build skips *.spec.ts). */
import { DEFAULT_RATING_SCALES, type ChatMessage, type Grade, type InstanceSettings } from '@checkin/domain';
import type { ConversationContext } from '../provider.js';

export const FOUR = DEFAULT_RATING_SCALES.find((s) => s.id === 'four-level')!;
export const THREE = DEFAULT_RATING_SCALES.find((s) => s.id === 'three-level')!;
export const FIVE = DEFAULT_RATING_SCALES.find((s) => s.id === 'five-star')!;

export function settingsFor(topic: string, grade: Grade = '4', extra: Partial<InstanceSettings> = {}): InstanceSettings {
  return {
    title: `${topic} check-in`,
    grade,
    topic,
    numberOfQuestions: 5,
    customQuestions: [],
    promptType: 'default',
    questionPromptId: 'q',
    ratingPromptId: 'r',
    conversationPromptId: 'c',
    ratingScale: FOUR,
    ratingLevel: 'medium',
    showSingleQuestionRating: true,
    showOverallRating: true,
    showExampleAnswer: true,
    showOverallFeedback: true,
    ...extra,
  };
}

/** A conversation where the student gives `answers[k]` to question k; pass `asked` to stop after some question. */
export function conversation(questions: string[], answers: string[]): ChatMessage[] {
  const messages: ChatMessage[] = [];
  let version = 1;
  const add = (role: ChatMessage['role'], content: string, questionIndex: number) =>
    messages.push({ messageId: `m${version}`, role, content, questionIndex, followUp: false, at: `t${version}`, version: version++ });
  questions.forEach((q, k) => {
    add('assistant', q, k);
    const answer = answers[k];
    if (answer !== undefined) add('user', answer, k);
  });
  return messages;
}

export function context(settings: InstanceSettings, messages: ChatMessage[] = [], extra: Partial<ConversationContext> = {}): ConversationContext {
  return { instanceId: 'inst-1', templateId: 'tmpl-1', settings, studentName: null, messages, ...extra };
}
