/**
 * The examiner backed by a real model through any OpenAI-compatible API. The domain's plan decides the shape
 * of the conversation; the model writes the words and the ratings. Conversation turns use the conversation
 * model (the spec's `gpt-3` tier), ratings the rating model (`gpt-4` tier).
 */
import type { AnswerKey, InstanceSettings, NextTurnPlan } from '@checkin/domain';
import type { PromptStore } from '../prompts.js';
import {
  type AnswerRating,
  type ConversationContext,
  type ConversationRating,
  type LlmProvider,
  type NextTurn,
  FEEDBACK_PREFIX,
  UnrecoverableAiError,
} from '../provider.js';
import { type ChatClient, type ChatMessageParam, RetryableAiError } from './chat-client.js';
import { DATA_RULES, exchange, questionExchange, questionIndexes, studentAnswer } from './data.js';
import { FOLLOW_UP_MARKER, ReplyMarkerFilter, concernOf } from './reply-markers.js';
import { questionsIn, repeatedQuestion } from './repeated-question.js';
import {
  SAFETY_FORMAT,
  answerRatingSchema,
  askForJson,
  conversationRatingSchema,
  describeKey,
  describeScale,
} from './rating.js';
import { customQuestionAt, customQuestionKey, turnInstruction, turnRules } from './turn-instructions.js';

export type OpenAiModels = { conversation: string; rating: string };

export class OpenAiProvider implements LlmProvider {
  readonly name = 'openai' as const;

  constructor(
    private readonly client: ChatClient,
    private readonly prompts: PromptStore,
    private readonly models: OpenAiModels,
  ) {}

  async nextTurn(ctx: ConversationContext, plan: NextTurnPlan, onDelta: (text: string) => void): Promise<NextTurn> {
    const { settings } = ctx;
    const prompt = await this.prompts.render(settings.questionPromptId, settings);
    const asked = ctx.messages.filter((m) => m.role === 'assistant').flatMap((m) => questionsIn(m.content));
    const messages: ChatMessageParam[] = [
      { role: 'system', content: `${prompt}\n\n${DATA_RULES}\n\n${turnRules(settings)}` },
      ...ctx.messages.map((m): ChatMessageParam =>
        m.role === 'assistant'
          ? { role: 'assistant', content: m.content }
          : { role: 'user', content: studentAnswer(m) },
      ),
      // Last, after the student's words, so the plan's instruction is what the model reads most recently.
      { role: 'system', content: turnInstruction(settings, plan, ctx.studentName, asked) },
    ];
    const filter = new ReplyMarkerFilter();
    let content = '';
    const show = (text: string) => {
      if (text === '') return;
      content += text;
      onDelta(text);
    };
    const reply = await this.client.stream(this.models.conversation, messages, (delta) => show(filter.push(delta)));
    show(filter.end());
    // An empty message may be a fluke of sampling: a retry can fix it.
    if (content === '') throw new Error('The model wrote an empty message');
    // A repeat can be sampled away too; the retry's draft replaces this one on the student's page.
    const repeated = repeatedQuestion(content, asked);
    if (repeated !== null) throw new RetryableAiError(`The model asked an earlier question again: "${repeated}"`);
    const after = plan.kind === 'after-answer' ? plan : null;
    const followUp = filter.marker === FOLLOW_UP_MARKER && after !== null && after.mayFollowUp;
    // The model's own judgement counts only where the word list raised nothing: that concern is the plan's already.
    const category = after && !after.safetyConcern ? concernOf(filter.marker) : null;
    const safetyConcern = category ? { category, reason: MODEL_SAW_CONCERN } : null;
    const question = followUp ? null : askedQuestion(settings, plan, content);
    return { content, followUp, safetyConcern, question, usage: reply.usage, model: reply.model };
  }

  async rateAnswer(ctx: ConversationContext, answerMessageId: string): Promise<AnswerRating> {
    const { settings } = ctx;
    const answer = ctx.messages.find((m) => m.messageId === answerMessageId && m.role === 'user');
    if (!answer) throw new UnrecoverableAiError(`No student answer with id ${answerMessageId}`);
    const prompt = await this.prompts.render(settings.ratingPromptId, settings);
    const asked = questionExchange(ctx.messages, answer.questionIndex, answerMessageId);
    const key = customQuestionKey(settings, answer.questionIndex);
    const messages: ChatMessageParam[] = [
      {
        role: 'system',
        content: `${prompt}\n\n${DATA_RULES}\n\n${describeScale(settings.ratingScale, settings.ratingLevel)}\n\n${key ? rateWithKeyFormat(key) : RATE_ANSWER_FORMAT} ${SAFETY_FORMAT}`,
      },
      {
        role: 'user',
        content: [
          `Question ${answer.questionIndex + 1}, as the examiner asked it, and the student's answers (a follow-up's answers included):`,
          exchange(asked),
          ...(key ? [describeKey(key)] : []),
          `Rate what the student's answers show about question ${answer.questionIndex + 1}.`,
        ].join('\n\n'),
      },
    ];
    const reply = await askForJson(
      this.client,
      this.models.rating,
      messages,
      answerRatingSchema(settings.ratingScale, key),
    );
    return { ...reply.value, usage: reply.usage, model: reply.model };
  }

  async rateConversation(ctx: ConversationContext): Promise<ConversationRating> {
    const { settings } = ctx;
    const prompt = await this.prompts.render(settings.conversationPromptId, settings);
    // A question with an answer that raised a safety concern is the teacher's to read: the model never sees it.
    const questions = questionIndexes(ctx.messages, settings.numberOfQuestions).map((i) => {
      const asked = questionExchange(ctx.messages, i);
      if (asked.some((m) => ctx.concernAnswerIds.includes(m.messageId))) return `Question ${i + 1}: ${LEFT_OUT}`;
      return `Question ${i + 1}:\n${exchange(asked)}`;
    });
    const messages: ChatMessageParam[] = [
      {
        role: 'system',
        content: `${prompt}\n\n${DATA_RULES}\n\n${describeScale(settings.ratingScale, settings.ratingLevel)}\n\n${RATE_CONVERSATION_FORMAT}`,
      },
      { role: 'user', content: `The whole check-in, question by question:\n\n${questions.join('\n\n')}` },
    ];
    const reply = await askForJson(
      this.client,
      this.models.rating,
      messages,
      conversationRatingSchema(settings.ratingScale),
    );
    return { ...reply.value, usage: reply.usage, model: reply.model };
  }
}

/** The reason an alert raised by the model's reply gives the teacher. */
const MODEL_SAW_CONCERN =
  'The examiner judged that this answer needs your care, and answered it with supportive words.';

/** What the conversation rating is told of a question whose answer raised a safety concern. */
const LEFT_OUT = 'left out for the teacher to read; do not rate it, count it or mention it.';

const RATE_ANSWER_FORMAT =
  'Reply with one JSON object only: {"rating": <one of the scale values, a number>, "explanation": "<non-empty>", "example": "<non-empty>"}.';
/** With the teacher's key: judged against it, one verdict per key point, in order; no example (the key has it). */
function rateWithKeyFormat(key: AnswerKey): string {
  return [
    "Judge the answer against the teacher's <answer_key>: for each key point, in order, say whether the answer shows it,",
    'misses it, or contradicts it. An answer that states a misconception, repeats the question, or talks to you instead',
    'of answering earns the lowest rating. The explanation names, in words for the grade, what the answer got right and',
    `what is missing. Reply with one JSON object only: {"rating": <one of the scale values, a number>, "explanation": "<non-empty>", "keyPoints": [${key.keyPoints.length} values, each "shown", "missing" or "contradicted"]}.`,
  ].join(' ');
}
const RATE_CONVERSATION_FORMAT = `Reply with one JSON object only: {"rating": <one of the scale values, a number>, "explanation": "<non-empty>", "feedback": "${FEEDBACK_PREFIX}<non-empty>"}.`;

/**
 * The question a reply that moves on asks: the teacher's own as they wrote it (the model is told to ask it exactly),
 * else the question the model wrote (it asks at most one a message, perhaps numbered as the offline examiner numbers
 * its own); null for the closing message.
 */
function askedQuestion(settings: InstanceSettings, plan: NextTurnPlan, content: string): string | null {
  const index = plan.kind === 'first-question' ? 0 : plan.nextIsClosing ? null : plan.nextIndex;
  if (index === null) return null;
  const own = questionsIn(content)
    .at(-1)
    ?.replace(/^Question \d+ of \d+:\s*/i, '');
  return customQuestionAt(settings, index) ?? (own || null);
}
