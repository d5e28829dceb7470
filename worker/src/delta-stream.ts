import { type AiDelta, roomName, studentRoomName } from '@checkin/contracts';
import type { RoomEmitter } from '@checkin/engine';

const BATCH_MS = 50;

/**
 * Sends an AI message's text to its student as it is written, deltas only, at most one delta every 50 ms: the
 * first piece goes at once, so the student sees the first word as soon as the model writes it, and what comes
 * within 50 ms of a delta waits to go with the next one.
 */
export class DeltaStream {
  private buffer = '';
  private seq = 0;
  private timer: NodeJS.Timeout | null = null;
  private sentAt = -Infinity;

  constructor(
    private readonly sockets: RoomEmitter,
    private readonly instanceId: string,
    private readonly cause: number,
    private readonly attempt: number,
  ) {}

  push(text: string): void {
    this.buffer += text;
    if (this.timer) return;
    const wait = this.sentAt + BATCH_MS - performance.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
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
    this.sentAt = performance.now();
    this.sockets.to([roomName('instance', this.instanceId), studentRoomName(this.instanceId)]).emit('ai.delta', delta);
  }
}
