import { type AiDelta, roomName, studentRoomName } from '@checkin/contracts';
import type { Emitter } from '@socket.io/redis-emitter';

const BATCH_MS = 50;

/** Sends an AI message's text to its student as it is written, batched about every 50 ms, deltas only. */
export class DeltaStream {
  private buffer = '';
  private seq = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly sockets: Emitter,
    private readonly instanceId: string,
    private readonly cause: number,
    private readonly attempt: number,
  ) {}

  push(text: string): void {
    this.buffer += text;
    this.timer ??= setTimeout(() => this.flush(), BATCH_MS);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.buffer) return;
    const delta: AiDelta = {
      instanceId: this.instanceId,
      cause: this.cause,
      attempt: this.attempt,
      seq: this.seq++,
      text: this.buffer,
    };
    this.buffer = '';
    this.sockets.to([roomName('instance', this.instanceId), studentRoomName(this.instanceId)]).emit('ai.delta', delta);
  }
}
