import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createShardedAdapter } from '@socket.io/redis-adapter';
import { ROOM_CHANNEL_PREFIX, closeRedis, reportOutages, reportedCopy, whenBack } from '@checkin/engine';
import { Redis } from 'ioredis';
import type { Namespace, Server, ServerOptions } from 'socket.io';
import { allowOrigins } from './page-origins.js';

const logger = new Logger('Connections');

/**
 * Why the Redis that answered `INFO server` cannot carry the rooms, or null: their channels are sharded ones
 * (SSUBSCRIBE, SPUBLISH), which Redis 7 brought.
 */
export function shardedPubSubRefusal(info: string): string | null {
  const version = /^redis_version:(\S+)/m.exec(info)?.[1] ?? 'of an unknown version';
  return Number.parseInt(version, 10) >= 7
    ? null
    : `Redis ${version} at REDIS_URL: live updates need Redis 7 or later (sharded pub/sub)`;
}

/**
 * How long a join waits to hear its room before it answers anyway: Redis is away, and the node's sockets are told to
 * catch up once it is back (`live.resync`).
 */
const HEAR_ROOM_WAIT_MS = 2_000;

/**
 * Socket.io's sharded Redis adapter: each room is a channel of its own, which this node subscribes to while one of its
 * sockets is in the room, and leaves with the last (see RoomEmitter). A join that opens a room here answers once the
 * node hears it: a PING on the subscribing connection is answered after the subscription sent before it, so an event
 * emitted after the join has been answered reaches the socket.
 */
function roomChannels(pub: Redis, sub: Redis) {
  const sharded = createShardedAdapter(pub, sub, { channelPrefix: ROOM_CHANNEL_PREFIX, subscriptionMode: 'dynamic' });
  const heard = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, HEAR_ROOM_WAIT_MS);
      sub
        .ping()
        .catch(() => {})
        .finally(() => (clearTimeout(timer), resolve()));
    });
  return function (nsp: Namespace) {
    const adapter = sharded(nsp);
    const addAll = adapter.addAll.bind(adapter);
    adapter.addAll = (id, rooms) => {
      const opened = [...rooms].some((room) => room !== id && !adapter.rooms.has(room));
      void addAll(id, rooms);
      return opened ? heard() : undefined;
    };
    return adapter;
  };
}

/**
 * Socket.io over Redis: any API node delivers what any node or worker emits to a room it has sockets in. Only pages
 * of the given origins may open a socket (see pageOrigins).
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private server: Server | null = null;

  constructor(
    app: INestApplicationContext,
    redisUrl: string,
    private readonly origins: ReadonlySet<string>,
  ) {
    super(app);
    this.pub = reportOutages(new Redis(redisUrl), 'live updates, sending', (line) => logger.warn(line));
    this.sub = reportedCopy(this.pub, 'live updates, receiving');
    whenBack(this.sub, () => this.resync());
  }

  /** Refuses a Redis older than 7 (see shardedPubSubRefusal), before any socket can join a room. */
  async requireShardedChannels(): Promise<void> {
    const refusal = shardedPubSubRefusal(await this.pub.info('server'));
    if (refusal) throw new Error(refusal);
  }

  /** Tells this node's sockets that messages for them may have been lost while its subscription was away. */
  private resync(): void {
    this.server?.local.emit('live.resync');
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    // Spec §9: heartbeat 30 s, timeout 10 s.
    const server: Server = super.createIOServer(port, {
      ...options,
      pingInterval: 30_000,
      pingTimeout: 10_000,
      allowRequest: allowOrigins(this.origins),
    } as ServerOptions);
    server.adapter(roomChannels(this.pub, this.sub));
    this.server = server;
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all([closeRedis(this.pub), closeRedis(this.sub)]);
  }
}
