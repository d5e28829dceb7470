import type { RatingJobData } from '@checkin/contracts';
import { notRatedForSafety } from '@checkin/domain';
import type { GivenRating, RatingRequest, RatingRequests } from '@checkin/engine';
import { detectSafetyConcern } from '@checkin/grading';
import { type Job, UnrecoverableError } from 'bullmq';
import { type ConversationContext, type LlmProvider, UnrecoverableAiError } from '../llm/provider.js';
import type { ProcessResult } from './ai-processor.js';

/**
 * Rates a conversation a caller gave (a rating_requests row) with the examiner the instances use, as it rates an
 * instance's answer or its whole conversation, and writes the rating into the row. The row's questions carry no
 * answer key, so an examiner that needs one (the offline examiner) says "not rated". As for an instance, an answer
 * that raises a safety concern is not rated, and the whole conversation's rating leaves it out.
 */
export class RatingProcessor {
  constructor(
    private readonly requests: RatingRequests,
    private readonly provider: LlmProvider,
  ) {}

  async process(job: Job<RatingJobData>): Promise<ProcessResult> {
    const request = await this.requests.load(job.data.requestId);
    // Its call took it or gave up: nobody waits for the rating.
    if (!request) return 'skipped';
    try {
      await this.requests.record(request.id, await this.rate(request));
    } catch (error) {
      if (error instanceof UnrecoverableAiError) throw new UnrecoverableError(error.message);
      throw error;
    }
    return 'done';
  }

  private async rate(request: RatingRequest): Promise<GivenRating> {
    const ctx = contextOf(request);
    if (request.kind === 'conversation') {
      const { rating, explanation, feedback, usage } = await this.provider.rateConversation(ctx);
      return { rating, explanation, feedback, usage };
    }
    const { safetyConcern, ...r } = await this.provider.rateAnswer(ctx, request.answerMessageId);
    const answer = request.messages.find((m) => m.messageId === request.answerMessageId)!;
    const concern = safetyConcern ?? detectSafetyConcern(answer.content);
    const { rating, explanation, example } = concern ? notRatedForSafety(r) : r;
    return { rating, explanation, example, usage: r.usage };
  }
}

/** The request as the examiner sees an instance: the given conversation, with no student name and no alerts but the word list's. */
function contextOf(request: RatingRequest): ConversationContext {
  return {
    instanceId: request.id,
    templateId: request.id,
    settings: request.settings,
    studentName: null,
    messages: request.messages,
    concernAnswerIds: request.messages
      .filter((m) => m.role === 'user' && detectSafetyConcern(m.content) !== null)
      .map((m) => m.messageId),
  };
}
