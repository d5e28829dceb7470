import { type AppendedNotice, type ClientEvent, appendedChannel, roomName, studentRoomName } from '@checkin/contracts';
import type { LiveInstanceState } from '@checkin/domain';
import type { Redis } from 'ioredis';
import { closeRedis } from './redis-close.js';
import { reportedCopy } from './redis-outages.js';
import type { RecordedEvent } from './event-store.js';
import type { DocumentChange } from './instance-document.js';
import { RoomEmitter } from './room-emitter.js';
import { studentInstanceChange } from './student-view.js';

/** Tells the world an instance changed: to its socket.io rooms, and to the API nodes waiting on it. */
export interface EventPublisher {
  /** `state`: the state the append left; `change`: what it changed of the document. */
  published(state: LiveInstanceState, change: DocumentChange, events: RecordedEvent[]): Promise<void>;
}

export function toClientEvent(state: LiveInstanceState, event: RecordedEvent): ClientEvent {
  return {
    position: event.position,
    instanceId: state.id,
    sessionId: state.sessionId,
    templateId: state.templateId,
    version: event.version,
    type: event.type as ClientEvent['type'],
    data: event.data,
    recordedAt: event.recordedAt,
  };
}

/** The rooms that get every event as it is: those of the teachers who may review the instance. */
export function instanceRooms(state: Pick<LiveInstanceState, 'id' | 'sessionId' | 'templateId'>): string[] {
  const rooms = [roomName('instance', state.id), roomName('template', state.templateId)];
  if (state.sessionId) rooms.push(roomName('session', state.sessionId));
  return rooms;
}

/**
 * Publishes through Redis only: each room's channel reaches the API nodes with a socket in that room (see RoomEmitter),
 * so the API and the worker publish the same way. The teachers' rooms that a page is in get each event (most of an
 * instance's rooms have none: its own, and its CheckIn's, are watched only while a teacher looks at them); the
 * student's room gets one change per append, which their page applies without reading the instance again. It has a
 * connection of its own, auto-pipelined: the publishes of one append (the appended channel, the student's room, the
 * question which rooms are watched) reach Redis in one write, and the rooms' events in the next.
 */
export class RedisEventPublisher implements EventPublisher {
  private readonly redis: Redis;
  private readonly emitter: RoomEmitter;

  constructor(connection: Redis) {
    this.redis = reportedCopy(connection, 'publishing', { enableAutoPipelining: true });
    this.emitter = new RoomEmitter(this.redis);
  }

  close(): Promise<void> {
    return closeRedis(this.redis);
  }

  get sockets(): RoomEmitter {
    return this.emitter;
  }

  async published(state: LiveInstanceState, change: DocumentChange, events: RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    // The nodes that follow the instance hear of the append first: before any page they serve can answer it.
    const notice: AppendedNotice = {
      instanceId: state.id,
      events: events.map((e) => ({ version: e.version, type: e.type as ClientEvent['type'], data: e.data })),
    };
    const announced = this.redis.publish(appendedChannel(state.id), JSON.stringify(notice));
    // A teacher's preview has no student to tell.
    if (state.studentId !== null) {
      this.emitter.to(studentRoomName(state.id)).emit('instance.change', studentInstanceChange(change));
    }
    // Asked in the same write as the announcement: the teachers' rooms that a page is in now.
    const rooms = await this.emitter.watched(instanceRooms(state));
    if (rooms.length > 0) {
      for (const event of events) this.emitter.to(rooms).emit('instance.event', toClientEvent(state, event));
    }
    await announced;
  }
}
