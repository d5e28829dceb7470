/**
 * The examiner used when no model is configured: bank questions with key concepts, generic probing questions
 * otherwise, and a transparent rater. Deterministic, so every student of a CheckIn meets the same questions.
 */
import { gradeBand, type NextTurnPlan } from '@checkin/domain';
import { warmUp } from '@checkin/grading';
import {
  UnrecoverableAiError,
  type AnswerRating,
  type ConversationContext,
  type ConversationRating,
  type LlmProvider,
  type NextTurn,
} from '../provider.js';
import { answersTo, askedBeforeFollowUp, asksBack, joinAnswers, judgeAll, rateWhole } from './conversation.js';
import { planQuestions, questionAt, topicLabel } from './questions.js';
import { judge, questionAskedBack } from './rater.js';
import { FOR_THE_TEACHER, acknowledgement, asked, closing, followUp, greeting, safeName, supportive } from './turns.js';
import type { PlannedQuestion } from './types.js';
import { estimateUsage, OFFLINE_MODEL } from './usage.js';

/** What the examiner read about a question, for the usage estimate. */
const material = (q: PlannedQuestion) =>
  q.key ? [q.text, q.key.modelAnswer, ...q.key.keyPoints, ...q.key.misconceptions] : [q.text];

export class OfflineExaminer implements LlmProvider {
  readonly name = 'offline' as const;

  constructor() {
    warmUp();
  }

  /** The reply is written whole, at once: nothing streams (it reaches the page with its event). */
  async nextTurn(ctx: ConversationContext, plan: NextTurnPlan): Promise<NextTurn> {
    const { content, followUp: isFollowUp, question, read } = this.compose(ctx, plan);
    return {
      content,
      followUp: isFollowUp,
      question: question ?? null,
      usage: estimateUsage(read, [content]),
      model: OFFLINE_MODEL,
    };
  }

  private compose(
    ctx: ConversationContext,
    plan: NextTurnPlan,
  ): { content: string; followUp: boolean; question?: string; read: string[] } {
    const { settings } = ctx;
    const questions = planQuestions(settings, ctx.templateId);
    const total = questions.length;
    const band = gradeBand(settings.grade);
    const name = safeName(ctx.studentName);
    if (plan.kind === 'first-question') {
      const first = questionAt(questions, settings, 0);
      const content = `${greeting(name, topicLabel(settings), total, band)} ${asked(0, total, first)}`;
      return { content, followUp: false, question: first.text, read: [settings.topic, ...material(first)] };
    }
    const answered = questionAt(questions, settings, plan.answeredIndex);
    const given = answersTo(ctx.messages, plan.answeredIndex);
    const answers = joinAnswers(given);
    const judgement = judge(answered, answers, settings);
    const read = [answers, ...material(answered)];
    const asking = asksBack(given.at(-1));
    if (judgement.thin && plan.mayFollowUp) {
      return {
        content: followUp(judgement, answered, plan.answeredIndex, settings.promptType, band, asking),
        followUp: true,
        read,
      };
    }
    const ack = plan.safetyConcern
      ? supportive(band)
      : asking
        ? FOR_THE_TEACHER
        : acknowledgement(judgement, `${ctx.instanceId}|${plan.answeredIndex}`);
    if (plan.nextIsClosing) return { content: `${ack} ${closing(name, band)}`, followUp: false, read };
    const next = questionAt(questions, settings, plan.nextIndex);
    return {
      content: `${ack} ${asked(plan.nextIndex, total, next)}`,
      followUp: false,
      question: next.text,
      read: [...read, ...material(next)],
    };
  }

  async rateAnswer(ctx: ConversationContext, answerMessageId: string): Promise<AnswerRating> {
    const answer = ctx.messages.find((m) => m.messageId === answerMessageId && m.role === 'user');
    if (!answer) throw new UnrecoverableAiError(`No student answer with id ${answerMessageId}`);
    const question = questionAt(planQuestions(ctx.settings, ctx.templateId), ctx.settings, answer.questionIndex);
    const text = joinAnswers(answersTo(ctx.messages, answer.questionIndex, answerMessageId));
    const j =
      question.key && askedBeforeFollowUp(ctx.messages, answer)
        ? questionAskedBack(question)
        : judge(question, text, ctx.settings);
    return {
      rating: j.rating,
      explanation: j.explanation,
      example: j.example,
      answerKey: j.key,
      keyPoints: j.keyPoints,
      usage: estimateUsage([text, ...material(question)], [j.explanation, j.example]),
      model: OFFLINE_MODEL,
    };
  }

  async rateConversation(ctx: ConversationContext): Promise<ConversationRating> {
    return this.rateConversationAtOnce(ctx);
  }

  rateConversationAtOnce(ctx: ConversationContext): ConversationRating {
    const questions = planQuestions(ctx.settings, ctx.templateId);
    const results = judgeAll(ctx.messages, questions, ctx.settings, ctx.concernAnswerIds);
    const overall = rateWhole(results, ctx.settings, safeName(ctx.studentName));
    const read = results.flatMap((r) => [joinAnswers(answersTo(ctx.messages, r.index)), ...material(r.question)]);
    return { ...overall, usage: estimateUsage(read, [overall.explanation, overall.feedback]), model: OFFLINE_MODEL };
  }
}
