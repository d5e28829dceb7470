/** Test helpers (not a test file: vitest runs only *.unit.spec.ts, and the build skips *.spec.ts). */
import { DEFAULT_RATING_SCALES, type ChatMessage, type Grade, type InstanceSettings } from '@checkin/domain';
import type { ConversationContext } from '../provider.js';
import { OfflineExaminer } from './offline-examiner.js';

export const FOUR = DEFAULT_RATING_SCALES.find((s) => s.id === 'four-level')!;
export const THREE = DEFAULT_RATING_SCALES.find((s) => s.id === 'three-level')!;
export const FIVE = DEFAULT_RATING_SCALES.find((s) => s.id === 'five-star')!;

export function settingsFor(
  topic: string,
  grade: Grade = '4',
  extra: Partial<InstanceSettings> = {},
): InstanceSettings {
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

export function context(
  settings: InstanceSettings,
  messages: ChatMessage[] = [],
  extra: Partial<ConversationContext> = {},
): ConversationContext {
  return {
    instanceId: 'inst-1',
    templateId: 'tmpl-1',
    settings,
    studentName: null,
    messages,
    concernAnswerIds: [],
    ...extra,
  };
}

/** A growing conversation: messages get ids m1, m2, ... in order. */
export class Transcript {
  readonly messages: ChatMessage[] = [];
  add(role: ChatMessage['role'], content: string, questionIndex: number, followUp = false): ChatMessage {
    const version = this.messages.length + 1;
    const usage = role === 'assistant' ? { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } : null;
    const at = `2025-01-01T00:00:${version}Z`;
    const message: ChatMessage = {
      messageId: `m${version}`,
      role,
      content,
      questionIndex,
      followUp,
      at,
      version,
      usage,
    };
    this.messages.push(message);
    return message;
  }
}

/**
 * Runs a whole check-in through the examiner as the worker would: the student gives `answers[k]` to question k,
 * and repeats `followUpAnswers[k]` (or the same answer) if the examiner follows up. Returns every AI turn too.
 */
export async function converse(
  settings: InstanceSettings,
  answers: string[],
  extra: Partial<ConversationContext> = {},
  followUpAnswers: Record<number, string> = {},
): Promise<{ ctx: ConversationContext; turns: { content: string; followUp: boolean }[] }> {
  const examiner = new OfflineExaminer();
  const t = new Transcript();
  const ctx = () => context(settings, t.messages, extra);
  const turns: { content: string; followUp: boolean }[] = [];
  const first = await examiner.nextTurn(ctx(), { kind: 'first-question', questionIndex: 0 }, () => {});
  turns.push(first);
  t.add('assistant', first.content, 0);
  const total = settings.numberOfQuestions;
  for (let k = 0; k < total; k++) {
    t.add('user', answers[k] ?? '', k);
    const plan = {
      kind: 'after-answer' as const,
      answerMessageId: `answer-${k}`,
      answeredIndex: k,
      nextIndex: k + 1,
      nextIsClosing: k + 1 >= total,
      safetyConcern: null,
    };
    let turn = await examiner.nextTurn(ctx(), { ...plan, mayFollowUp: true }, () => {});
    if (turn.followUp) {
      turns.push(turn);
      t.add('assistant', turn.content, k, true);
      t.add('user', followUpAnswers[k] ?? answers[k] ?? '', k);
      turn = await examiner.nextTurn(ctx(), { ...plan, mayFollowUp: false }, () => {});
    }
    turns.push(turn);
    t.add('assistant', turn.content, k + 1);
  }
  return { ctx: ctx(), turns };
}
