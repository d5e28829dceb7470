import type { InstanceCreated, InstanceEvent, Usage } from './events.js';
import { defaultRatingScale } from './rating-scales.js';

/** Events of one instance for tests, here and in the packages that build on the domain (`@checkin/domain/testing`). */
export const NOW = '2026-11-22T10:00:00.000Z';
export const USAGE: Usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };

export function created(numberOfQuestions = 2): InstanceCreated {
  return {
    type: 'InstanceCreated',
    data: {
      instanceId: 'i-1',
      templateId: 't-1',
      sessionId: 's-1',
      ownerId: 'u-1',
      mode: 'Student',
      studentId: 'st-1',
      studentName: 'Ada',
      createdAt: NOW,
      settings: {
        title: 'Water cycle',
        grade: '5',
        topic: 'Water Cycle',
        numberOfQuestions,
        customQuestions: [],
        promptType: 'default',
        questionPromptId: 'q',
        ratingPromptId: 'r',
        conversationPromptId: 'c',
        ratingScale: defaultRatingScale(),
        ratingLevel: 'medium',
        showSingleQuestionRating: false,
        showOverallRating: true,
        showExampleAnswer: true,
        showOverallFeedback: true,
      },
    },
  };
}

export const started = (): InstanceEvent => ({ type: 'InstanceStarted', data: { startedAt: NOW } });

export function replied(
  cause: number,
  questionIndex: number,
  options: { followUp?: boolean; shouldEnd?: boolean } = {},
): InstanceEvent {
  return {
    type: 'AiReplied',
    data: {
      cause,
      messageId: `ai-${cause}`,
      content: `Question ${questionIndex + 1}`,
      questionIndex,
      followUp: options.followUp ?? false,
      shouldEnd: options.shouldEnd ?? false,
      usage: USAGE,
      model: 'test',
      repliedAt: NOW,
    },
  };
}

export function answered(messageId: string, questionIndex: number, content = 'An answer'): InstanceEvent {
  return { type: 'AnswerSubmitted', data: { messageId, content, questionIndex, submittedAt: NOW } };
}

export function rated(cause: number, answerMessageId: string): InstanceEvent {
  return {
    type: 'AnswerRated',
    data: {
      cause,
      answerMessageId,
      rating: 2,
      explanation: 'Names evaporation but not condensation.',
      example: 'Water evaporates, the vapour cools and condenses into clouds.',
      usage: USAGE,
      model: 'test',
      ratedAt: NOW,
    },
  };
}
