import type { AiJobData } from '@checkin/contracts';
import {
  type InstanceCommand,
  type LiveInstanceState,
  type NextTurnPlan,
  type SafetyConcern,
  nextTurnPlan,
  sameRequest,
  withSafetyConcern,
} from '@checkin/domain';
import { detectSafetyConcern } from '@checkin/grading';
import type { InstanceEngine } from '@checkin/engine';
import type { Emitter } from '@socket.io/redis-emitter';
import { type Job, UnrecoverableError } from 'bullmq';
import { DeltaStream } from '../delta-stream.js';
import { type ConversationContext, type LlmProvider, UnrecoverableAiError } from '../llm/provider.js';

export type ProcessResult = 'done' | 'skipped';

type ResultCommand = Exclude<InstanceCommand, { type: 'CreateInstance' }>;

/** The safety word list's reading of a student's answer: every examiner's, the model's backstop. */
function wordListConcern(state: LiveInstanceState, answerMessageId: string): SafetyConcern | null {
  const answer = state.messages.find((m) => m.messageId === answerMessageId);
  return answer ? detectSafetyConcern(answer.content) : null;
}

/** The plan of the next turn, with any concern in the answer it follows, so that the reply never waits on the rating. */
function planOf(state: LiveInstanceState): NextTurnPlan {
  const plan = nextTurnPlan(state);
  return plan.kind === 'after-answer' ? withSafetyConcern(plan, wordListConcern(state, plan.answerMessageId)) : plan;
}

function contextOf(state: LiveInstanceState): ConversationContext {
  return {
    instanceId: state.id,
    templateId: state.templateId,
    settings: state.settings,
    studentName: state.studentName,
    messages: state.messages,
    concernAnswerIds: Object.keys(state.safetyConcerns),
  };
}

/**
 * Runs one piece of AI work and gives its result back to the instance as a command. Delivery is at least once:
 * a job whose request is no longer awaited (done already, or the instance canceled) is skipped, and a duplicate
 * that races the first is refused by the expected-version check of the append.
 */
export class AiProcessor {
  constructor(
    private readonly engine: InstanceEngine,
    private readonly provider: LlmProvider,
    private readonly sockets: Emitter,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {}

  async process(job: Job<AiJobData>): Promise<ProcessResult> {
    const { instanceId, request } = job.data;
    const state = await this.engine.load(instanceId);
    if (state.status === 'Empty' || !state.pending.some((r) => sameRequest(r, request))) return 'skipped';
    try {
      return await this.record(instanceId, await this.run(state, job.data, job.attemptsMade), job, state);
    } catch (error) {
      const unrecoverable = error instanceof UnrecoverableAiError || error instanceof UnrecoverableError;
      if (unrecoverable || job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await this.record(
          instanceId,
          { type: 'FailAiRequest', data: { now: this.now(), request, error: describe(error) } },
          job,
        );
      }
      throw unrecoverable && !(error instanceof UnrecoverableError) ? new UnrecoverableError(describe(error)) : error;
    }
  }

  private async run(
    state: LiveInstanceState,
    { instanceId, request }: AiJobData,
    attempt: number,
  ): Promise<ResultCommand> {
    const ctx = contextOf(state);
    switch (request.kind) {
      case 'next-response': {
        const deltas = new DeltaStream(this.sockets, instanceId, request.cause, attempt);
        const plan = planOf(state);
        const turn = await this.provider.nextTurn(ctx, plan, (text) => deltas.push(text));
        deltas.flush();
        return {
          type: 'RecordAiReply',
          data: {
            now: this.now(),
            cause: request.cause,
            messageId: `ai-${request.cause}`,
            content: turn.content,
            followUp: turn.followUp,
            question: turn.question ?? null,
            safetyConcern: plan.kind === 'after-answer' ? (plan.safetyConcern ?? turn.safetyConcern ?? null) : null,
            usage: turn.usage,
            model: turn.model,
          },
        };
      }
      case 'rate-answer': {
        const { safetyConcern, ...r } = await this.provider.rateAnswer(ctx, request.answerMessageId);
        return {
          type: 'RecordAnswerRating',
          data: {
            now: this.now(),
            cause: request.cause,
            answerMessageId: request.answerMessageId,
            ...r,
            safetyConcern: safetyConcern ?? wordListConcern(state, request.answerMessageId),
          },
        };
      }
      case 'rate-conversation': {
        const r = await this.provider.rateConversation(ctx);
        return { type: 'RecordConversationRating', data: { now: this.now(), cause: request.cause, ...r } };
      }
      default: {
        const unknown: never = request;
        return unknown;
      }
    }
  }

  private async record(
    instanceId: string,
    command: ResultCommand,
    job: Job<AiJobData>,
    known?: LiveInstanceState,
  ): Promise<ProcessResult> {
    const metadata = {
      correlationId: job.id ?? job.name,
      causationId: `${instanceId}@${job.data.request.cause}`,
      actor: 'worker',
    };
    const result = await this.engine.execute(instanceId, command, metadata, known);
    if (result.ok) return 'done';
    if (result.error.code === 'StaleAiResult') return 'skipped';
    throw new UnrecoverableAiError(`${result.error.code}: ${result.error.message}`);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
