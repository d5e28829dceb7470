import type { ChatMessage, Grade, InstanceSettings, RatingScale } from '@checkin/domain';
import { PROMPT_IDS } from '@checkin/engine';

/** A message of a conversation as a client gives it (spec §7). */
export type GivenMessage = { role: 'assistant' | 'user' | 'system' | 'feedback'; content: string };

/**
 * A conversation a caller gives to be rated, as the examiner reads an instance's: each examiner message (assistant)
 * asks a question, and the student's messages (user) after it answer that question. Messages of other roles, and
 * answers before the first question, answer nothing and are left out; each message keeps its place in the given list
 * as its id (`message-3`).
 */
export function givenMessages(messages: readonly GivenMessage[], now: string): ChatMessage[] {
  let questionIndex = -1;
  return messages.flatMap((m, place): ChatMessage[] => {
    if (m.role === 'assistant') questionIndex += 1;
    if ((m.role !== 'assistant' && m.role !== 'user') || questionIndex < 0) return [];
    return [
      {
        messageId: givenMessageId(place),
        role: m.role,
        content: m.content,
        questionIndex,
        followUp: false,
        at: now,
        version: place + 1,
        usage: null,
      },
    ];
  });
}

export function givenMessageId(place: number): string {
  return `message-${place}`;
}

export type GivenRatingSettings = {
  grade: Grade;
  topic: string;
  ratingScale: RatingScale;
  ratingPromptId?: string;
  conversationPromptId?: string;
};

/**
 * The settings a given conversation is rated with: its questions are the examiner's messages, as a teacher's own
 * questions without an answer key (nothing is known of what a good answer says), on the given scale, with the
 * given prompt or a new template's, at the default strictness.
 */
export function givenSettings(messages: readonly ChatMessage[], s: GivenRatingSettings): InstanceSettings {
  const questions = messages.filter((m) => m.role === 'assistant').map((m) => ({ question: m.content, key: null }));
  const prompts = PROMPT_IDS.default;
  return {
    title: s.topic,
    grade: s.grade,
    topic: s.topic,
    numberOfQuestions: questions.length,
    customQuestions: questions,
    promptType: 'default',
    questionPromptId: prompts.question,
    ratingPromptId: s.ratingPromptId ?? prompts.rating,
    conversationPromptId: s.conversationPromptId ?? prompts.conversation,
    ratingScale: s.ratingScale,
    ratingLevel: 'medium',
    showSingleQuestionRating: true,
    showOverallRating: true,
    showExampleAnswer: true,
    showOverallFeedback: true,
  };
}
