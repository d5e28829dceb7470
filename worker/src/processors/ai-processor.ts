import { AI_JOB_STALLS, type AiJobData } from '@checkin/contracts';
import {
  type AiRequest,
  type InstanceCommand,
  type InstanceState,
  type LiveInstanceState,
  type NextTurnPlan,
  type SafetyConcern,
  nextTurnPlan,
  sameRequest,
  withSafetyConcern,
} from '@checkin/domain';
import { detectSafetyConcern } from '@checkin/grading';
import type { InstanceChannels, InstanceEngine, RoomEmitter } from '@checkin/engine';
import { type Job, UnrecoverableError } from 'bullmq';
import { DeltaStream } from '../delta-stream.js';
import {
  type ConversationContext,
  type ConversationRating,
  type LlmProvider,
  UnrecoverableAiError,
} from '../llm/provider.js';

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
 * Runs the AI work one event asked for (after an answer: the reply and the answer's rating) and gives each result
 * back to the instance as a command. The model calls run at once; their results are recorded one after the other,
 * each append starting from the state the last one left, so this job is the instance's only AI writer. Delivery
 * is at least once: work no longer awaited (done already, or the instance canceled) is skipped, and a duplicate
 * that races the first is refused by the expected-version check of the append.
 */
export class AiProcessor {
  constructor(
    private readonly engine: InstanceEngine,
    private readonly channels: InstanceChannels,
    private readonly provider: LlmProvider,
    private readonly sockets: RoomEmitter,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {}

  async process(job: Job<AiJobData>): Promise<ProcessResult> {
    const { instanceId } = job.data;
    const state = await this.startingState(job);
    if (state.status === 'Empty') return 'skipped';
    this.channels.follow(instanceId);
    const awaited = job.data.requests.filter((request) => state.pending.some((p) => sameRequest(p, request)));
    if (awaited.length === 0) return 'skipped';
    const recorder = new SerialRecorder(state, (results, known) => this.record(results, job, known));
    if (job.stalledCounter > AI_JOB_STALLS) {
      // Taken for work that stops its worker: failed, not run again.
      const error = new UnrecoverableError(`the worker stopped while running it ${job.stalledCounter} times`);
      await this.recordFailures(
        recorder,
        awaited.map((request) => ({ request, error })),
      );
      throw error;
    }
    const outcomes = await Promise.allSettled(
      awaited.map(async (request) => recorder.record(request, await this.run(state, request, job.attemptsMade))),
    );
    const failures = outcomes.flatMap((outcome, i) =>
      outcome.status === 'rejected' ? [{ request: awaited[i]!, error: outcome.reason as unknown }] : [],
    );
    if (failures.length === 0)
      return outcomes.some((o) => o.status === 'fulfilled' && o.value === 'done') ? 'done' : 'skipped';
    const unrecoverable = failures.some(({ error }) => isUnrecoverable(error));
    if (unrecoverable || job.attemptsMade + 1 >= (job.opts.attempts ?? 1))
      await this.recordFailures(recorder, failures);
    // The next attempt finds the work recorded here no longer awaited, and does only what failed.
    const first = failures[0]!.error;
    throw unrecoverable && !(first instanceof UnrecoverableError) ? new UnrecoverableError(describe(first)) : first;
  }

  /** Records each request's failure, which the student is told of. */
  private async recordFailures(recorder: SerialRecorder, failures: Array<{ request: AiRequest; error: unknown }>) {
    for (const { request, error } of failures) {
      await recorder.record(request, {
        type: 'FailAiRequest',
        data: { now: this.now(), request, error: describe(error) },
      });
    }
  }

  /**
   * The instance as this worker holds it when that state has the events that asked for the work (heard on the
   * instance's channel since the worker's last job on it): no read. Else, or once notices may have been lost, it is
   * read. A state held that lacks what came after (another worker's result, a notice lost) only makes the append
   * fail on its expected version, and the work is decided again on the stream.
   *
   * A job run again (its worker died or lost Redis, or its attempt failed) is read, and first does again what its run
   * before may have left undone after a commit: announce its appends, and enqueue the work they asked for
   * (`redoAfterCommit`). A state held would lack an append that was never announced.
   */
  private async startingState(job: Job<AiJobData>): Promise<InstanceState> {
    const { instanceId } = job.data;
    const cause = causeOf(job.data);
    if (job.attemptsStarted > 1) return this.engine.redoAfterCommit(instanceId, cause);
    return this.channels.held(instanceId, cause) ?? this.engine.load(instanceId);
  }

  private async run(state: LiveInstanceState, request: AiRequest, attempt: number): Promise<ResultCommand> {
    const ctx = contextOf(state);
    switch (request.kind) {
      case 'next-response': {
        const deltas = new DeltaStream(this.sockets, state.id, request.cause, attempt);
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
        return this.conversationRated(request, await this.provider.rateConversation(ctx));
      }
      default: {
        const unknown: never = request;
        return unknown;
      }
    }
  }

  /**
   * The conversation's rating, when the reply that ends it asks for it and the examiner writes it at once (the built-in
   * examiner): recorded in the same append as that reply, with no job of its own. A rating it cannot write is left to
   * its job, which records a failure.
   */
  private ratedAtOnce(state: LiveInstanceState, asked: readonly AiRequest[]): ResultCommand[] {
    const request = asked.find((r) => r.kind === 'rate-conversation');
    if (!request || !this.provider.rateConversationAtOnce) return [];
    try {
      return [this.conversationRated(request, this.provider.rateConversationAtOnce(contextOf(state)))];
    } catch {
      return [];
    }
  }

  /** The command that records the conversation's rating, asked for by `request`. */
  private conversationRated(request: AiRequest, rating: ConversationRating): ResultCommand {
    return { type: 'RecordConversationRating', data: { now: this.now(), cause: request.cause, ...rating } };
  }

  /** Appends results together, each command decided on the state the one before left. */
  private async record(results: Result[], job: Job<AiJobData>, known: InstanceState): Promise<Recorded> {
    const metadata = {
      correlationId: job.id ?? job.name,
      causationId: `${job.data.instanceId}@${results[0]!.request.cause}`,
      actor: 'worker',
    };
    const commands = results.map((r) => r.command);
    const { state, refusals } = await this.engine.executeTogether(job.data.instanceId, commands, metadata, {
      known,
      atOnce: (decided, asked) => this.ratedAtOnce(decided, asked),
    });
    const outcomes = refusals.map((error) =>
      error === null
        ? ('done' as const)
        : error.code === 'StaleAiResult'
          ? ('skipped' as const)
          : new UnrecoverableAiError(`${error.code}: ${error.message}`),
    );
    return { outcomes, state };
  }
}

/** The version of the last event that asked for the job's work. */
function causeOf({ requests }: AiJobData): number {
  return Math.max(...requests.map((request) => request.cause));
}

/** One request's result, as the command that records it. */
type Result = { request: AiRequest; command: ResultCommand };
/** What an append made of each result (in order), and the state it left. */
type Recorded = { outcomes: Array<ProcessResult | Error>; state: InstanceState };

/**
 * Records a job's results in the order they are ready, each append from the state the last one left. Results ready
 * together (the built-in examiner writes the reply and the rating at once) go in one append: one statement, one
 * announcement. A reply ready before its rating (a model streaming it) is recorded at once, not held for it.
 */
class SerialRecorder {
  private waiting: Array<Result & { resolve: (r: ProcessResult) => void; reject: (e: unknown) => void }> = [];
  private scheduled = false;
  private last: Promise<void> = Promise.resolve();

  constructor(
    private state: InstanceState,
    private readonly write: (results: Result[], known: InstanceState) => Promise<Recorded>,
  ) {}

  /** Records the result of one of the job's requests. */
  record(request: AiRequest, command: ResultCommand): Promise<ProcessResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, command, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      // After the last append, and after this turn of the event loop: results ready now go together.
      this.last = this.last.then(() => new Promise((next) => setImmediate(next))).then(() => this.flush());
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.waiting.splice(0);
    try {
      const { outcomes, state } = await this.write(batch, this.state);
      this.state = state;
      batch.forEach((entry, i) => {
        const outcome = outcomes[i]!;
        if (outcome instanceof Error) entry.reject(outcome);
        else entry.resolve(outcome);
      });
    } catch (error) {
      batch.forEach((entry) => entry.reject(error));
    }
  }
}

function isUnrecoverable(error: unknown): boolean {
  return error instanceof UnrecoverableAiError || error instanceof UnrecoverableError;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
