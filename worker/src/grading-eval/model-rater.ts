/**
 * The model rater for the grading evaluation: the product's own OpenAI-compatible rater, given each answer as a
 * teacher's keyed question with the reference answer as its model answer, on a three-level scale that names
 * SciEntsBank's labels.
 */
import { itemKey, type Label3, type Rater, type RaterItem } from '@checkin/grading';
import { DEFAULT_PROMPTS } from '@checkin/engine';
import type { ChatMessage, InstanceSettings, RatingScale } from '@checkin/domain';
import type { RatingModelConfig } from '../config.js';
import { PromptStore } from '../llm/prompts.js';
import type { LlmProvider } from '../llm/provider.js';
import { ChatClient } from '../llm/openai/chat-client.js';
import { OpenAiProvider } from '../llm/openai/openai-provider.js';

/** The labels as levels of a scale, lowest first: the model's rating is read back as the label. */
export const LABEL_SCALE: RatingScale = {
  id: 'reference-labels',
  name: 'Agreement with the reference answer',
  levels: [
    { value: 1, label: 'Contradictory', description: 'Says the opposite of the reference answer.' },
    { value: 2, label: 'Incorrect', description: 'Misses or gets wrong what the reference answer says.' },
    { value: 3, label: 'Correct', description: 'Says what the reference answer says, in any words.' },
  ],
};
const LABEL_OF: Record<number, Label3> = { 1: 'contradictory', 2: 'incorrect', 3: 'correct' };

function settingsFor(item: RaterItem): InstanceSettings {
  const [prompt] = DEFAULT_PROMPTS.filter((p) => p.kind === 'rating');
  return {
    title: 'Reference answers',
    grade: '5',
    topic: 'Science',
    numberOfQuestions: 1,
    customQuestions: [
      {
        question: item.question,
        key: itemKey(item),
      },
    ],
    promptType: 'default',
    questionPromptId: prompt!.id,
    ratingPromptId: prompt!.id,
    conversationPromptId: prompt!.id,
    ratingScale: LABEL_SCALE,
    ratingLevel: 'medium',
    showSingleQuestionRating: true,
    showOverallRating: true,
    showExampleAnswer: true,
    showOverallFeedback: true,
  };
}

const line = (messageId: string, role: ChatMessage['role'], content: string, version: number): ChatMessage => ({
  messageId,
  role,
  content,
  questionIndex: 0,
  followUp: false,
  at: new Date(0).toISOString(),
  version,
  usage: null,
});

/** Rates one answer through the provider as the worker would, and reads the rating back as a label. */
export function modelRater(provider: LlmProvider): Rater {
  return async (item) => {
    const messages = [line('question', 'assistant', item.question, 1), line('answer', 'user', item.answer, 2)];
    const context = {
      instanceId: 'eval',
      templateId: 'eval',
      settings: settingsFor(item),
      studentName: null,
      concernAnswerIds: [],
      messages,
    };
    const { rating } = await provider.rateAnswer(context, 'answer');
    const label3 = LABEL_OF[rating ?? 2] ?? 'incorrect';
    return { label3, label2: label3 === 'correct' ? 'correct' : 'incorrect' };
  };
}

/** The product's prompts, as every installation starts with them, without a database. */
const seededPrompts = {
  async query(_sql: string, params?: unknown[]) {
    return DEFAULT_PROMPTS.filter((p) => p.id === params?.[0]);
  },
};

/** The configured rating model behind an OpenAI-compatible API, as a rater. */
export function openAiRater(config: RatingModelConfig): Rater {
  const client = new ChatClient({
    baseURL: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY ?? 'unused',
    timeoutMs: config.AI_TIMEOUT_MS,
  });
  const models = { conversation: config.AI_RATING_MODEL, rating: config.AI_RATING_MODEL };
  return modelRater(new OpenAiProvider(client, new PromptStore(seededPrompts), models));
}
