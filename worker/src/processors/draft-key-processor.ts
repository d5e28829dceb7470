import { type DraftKeyJobData, type DraftKeyUpdate, type PartialKey, roomName } from '@checkin/contracts';
import type { AnswerKey } from '@checkin/domain';
import type { DraftKeyQueue, RoomEmitter } from '@checkin/engine';
import { type Job, UnrecoverableError } from 'bullmq';
import type { ChatClient } from '../llm/openai/chat-client.js';
import { draftAnswerKey } from '../llm/openai/draft-key.js';
import { UnrecoverableAiError } from '../llm/provider.js';

/** The key so far goes out at most this often: the builder's fields fill smoothly without a message per token. */
const PROGRESS_MS = 50;

/** Sends the latest of a stream of keys, at most every PROGRESS_MS. */
class Throttled {
  private latest: PartialKey | null = null;
  private sentAt = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly send: (key: PartialKey) => void) {}

  push = (key: PartialKey): void => {
    this.latest = key;
    const wait = this.sentAt + PROGRESS_MS - Date.now();
    if (wait <= 0) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), wait);
  };

  /** Nothing more is sent: the final key (or the failure) follows. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.latest = null;
  }

  private flush(): void {
    this.timer = null;
    if (!this.latest) return;
    this.send(this.latest);
    this.latest = null;
    this.sentAt = Date.now();
  }
}

/**
 * Drafts one question's answer key with the model and streams it to the teacher's `draft:{requestId}` room: the key
 * as far as it is written, then the checked key, or why it failed once no attempt is left. Nothing is stored.
 */
export class DraftKeyProcessor {
  constructor(
    private readonly client: ChatClient,
    private readonly model: string,
    private readonly drafts: DraftKeyQueue,
    private readonly sockets: RoomEmitter,
  ) {}

  async process(job: Job<DraftKeyJobData>): Promise<AnswerKey | null> {
    const { requestId, index } = job.data;
    if (await this.drafts.cancelled(requestId)) return null;
    const room = this.sockets.to(roomName('draft', requestId));
    const send = (update: DraftKeyUpdate) => room.emit('key.draft', update);
    const progress = new Throttled((key) => send({ requestId, index, state: 'drafting', key }));
    try {
      const key = await draftAnswerKey(this.client, this.model, job.data, progress.push);
      progress.stop();
      send({ requestId, index, state: 'drafted', key });
      return key;
    } catch (error) {
      progress.stop();
      const message = error instanceof Error ? error.message : String(error);
      const unrecoverable = error instanceof UnrecoverableAiError || error instanceof UnrecoverableError;
      if (unrecoverable || job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        send({ requestId, index, state: 'failed', error: message });
      }
      throw unrecoverable ? new UnrecoverableError(message) : error;
    }
  }
}
