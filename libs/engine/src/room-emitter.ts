import type { ServerToClientEvents } from '@checkin/contracts';
import type { Redis } from 'ioredis';
import { MessageType } from 'socket.io-adapter';
import { PacketType } from 'socket.io-parser';

/** The prefix of the rooms' channels, shared with the API's socket.io adapter (see RedisIoAdapter). */
export const ROOM_CHANNEL_PREFIX = 'socket.io';

/**
 * A room's own sharded channel, as socket.io's sharded Redis adapter names it (`subscriptionMode: 'dynamic'`): an API
 * node subscribes to it while one of its sockets is in the room, and to no other room's.
 */
export function roomChannel(room: string): string {
  return `${ROOM_CHANNEL_PREFIX}#/#${room}#`;
}

/** What a message from outside the API nodes names as its sender (socket.io's own emitters use it too). */
const SENDER = 'emitter';

type EventName = keyof ServerToClientEvents;

/** An event for one or more rooms. */
export interface RoomBroadcast {
  emit<E extends EventName>(event: E, ...data: Parameters<ServerToClientEvents[E]>): void;
}

/**
 * Emits to socket.io rooms from any process, through Redis, as the API's adapter hears them. Each room is a channel of
 * its own: an event for a room nobody watches reaches no node, and a node hears only the rooms its sockets are in.
 * An event for several rooms goes to each, every one but the first sparing the sockets of the rooms before it, so
 * that a socket in two of them gets it once.
 */
export class RoomEmitter {
  constructor(private readonly redis: Redis) {}

  /**
   * Those of `rooms` that some API node hears now: one of its sockets is in the room. An event for the others would
   * reach nobody, so it need not be written. A page that joins one of them later misses nothing: its join is answered
   * only once its node hears the room, after which Redis counts the room here, and the page then reads what it shows,
   * which holds every append that was asked about before. A Redis that cannot say gets the event for every room.
   */
  async watched(rooms: readonly string[]): Promise<readonly string[]> {
    try {
      const counts = (await this.redis.call('PUBSUB', 'SHARDNUMSUB', ...rooms.map(roomChannel))) as unknown[];
      return rooms.filter((_, i) => Number(counts[2 * i + 1]) > 0);
    } catch {
      return rooms;
    }
  }

  to(rooms: string | readonly string[]): RoomBroadcast {
    const list = typeof rooms === 'string' ? [rooms] : rooms;
    return {
      emit: (event, ...data) => {
        // The packet, the bulk of each message, is written once for every room.
        const packet = JSON.stringify({ type: PacketType.EVENT, data: [event, ...data], nsp: '/' });
        list.forEach((room, index) => {
          const opts = JSON.stringify({ rooms: [room], except: list.slice(0, index), flags: {} });
          const message = `{"uid":"${SENDER}","nsp":"/","type":${MessageType.BROADCAST},"data":{"packet":${packet},"opts":${opts}}}`;
          // Lost with the connection, it is caught up on: an API node whose subscriptions come back tells its sockets
          // to (`live.resync`), and a student's page reads its instance when a change does not follow the one it shows.
          this.redis.spublish(roomChannel(room), message).catch(() => {});
        });
      },
    };
  }
}
