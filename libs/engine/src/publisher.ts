import { APPENDED_CHANNEL, type AppendedNotice, type ClientEvent, roomName } from '@checkin/contracts';
import type { LiveInstanceState } from '@checkin/domain';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { RecordedEvent } from './event-store.js';

/** Tells the world an instance changed: to its socket.io rooms, and to the API nodes waiting on it. */
export interface EventPublisher {
  published(state: LiveInstanceState, events: RecordedEvent[]): Promise<void>;
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

export function instanceRooms(state: Pick<LiveInstanceState, 'id' | 'sessionId' | 'templateId'>): string[] {
  const rooms = [roomName('instance', state.id), roomName('template', state.templateId)];
  if (state.sessionId) rooms.push(roomName('session', state.sessionId));
  return rooms;
}

/**
 * Publishes through Redis only: the socket.io Redis adapter on every API node delivers to its own sockets,
 * so the API and the worker publish the same way.
 */
export class RedisEventPublisher implements EventPublisher {
  private readonly emitter: Emitter;

  constructor(private readonly redis: Redis) {
    this.emitter = new Emitter(redis);
  }

  get sockets(): Emitter {
    return this.emitter;
  }

  async published(state: LiveInstanceState, events: RecordedEvent[]): Promise<void> {
    const rooms = instanceRooms(state);
    for (const event of events) this.emitter.to(rooms).emit('instance.event', toClientEvent(state, event));
    if (events.length === 0) return;
    const notice: AppendedNotice = {
      instanceId: state.id,
      events: events.map((e) => ({ version: e.version, type: e.type as ClientEvent['type'], data: e.data })),
    };
    await this.redis.publish(APPENDED_CHANNEL, JSON.stringify(notice));
  }
}
