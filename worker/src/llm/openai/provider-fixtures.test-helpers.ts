/** Instances, conversations and prompt rows for the OpenAI provider's tests. */
import { type ChatMessage, defaultRatingScale, type InstanceSettings } from '@checkin/domain';
import type { Queryable } from '../prompts.js';
import type { ConversationContext } from '../provider.js';

export async function insertTestPrompts(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO prompts (id, kind, name, version, body) VALUES
       ('q-test', 'question', 'test', 1, 'You examine grade {grade} on "{topic}" in {numberOfQuestions} questions.'),
       ('r-test', 'rating', 'test', 1, 'Rate at {rating_level} strictness. Reply with JSON {"rating": n}.'),
       ('c-test', 'conversation', 'test', 1, 'Rate the whole check-in of grade {grade}. Reply with JSON.')`,
  );
}

export function settings(extra: Partial<InstanceSettings> = {}): InstanceSettings {
  return {
    title: 'Water cycle',
    grade: '5',
    topic: 'Water Cycle',
    numberOfQuestions: 3,
    customQuestions: [],
    promptType: 'default',
    questionPromptId: 'q-test',
    ratingPromptId: 'r-test',
    conversationPromptId: 'c-test',
    ratingScale: defaultRatingScale(),
    ratingLevel: 'medium',
    showSingleQuestionRating: true,
    showOverallRating: true,
    showExampleAnswer: true,
    showOverallFeedback: true,
    ...extra,
  };
}

let seq = 0;
export function message(
  role: ChatMessage['role'],
  content: string,
  questionIndex: number,
  followUp = false,
): ChatMessage {
  seq += 1;
  return {
    messageId: `m${seq}`,
    role,
    content,
    questionIndex,
    followUp,
    at: '2026-01-01T00:00:00Z',
    version: seq,
    usage: null,
  };
}

export function ctx(messages: ChatMessage[] = [], extra: Partial<InstanceSettings> = {}): ConversationContext {
  return {
    instanceId: 'i-1',
    templateId: 't-1',
    settings: settings(extra),
    studentName: 'Ada',
    messages,
    concernAnswerIds: [],
  };
}
