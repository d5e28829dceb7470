import type { Redis, RedisOptions } from 'ioredis';

/** Where a process writes a line for its operator. */
export type LogLine = (line: string) => void;

/** How each connection reported tells its outages: its copies tell theirs the same way. */
const logOf = new WeakMap<Redis, LogLine>();

/**
 * An error of the link to Redis (refused, reset, timed out, a name not found, closed) rather than of a command: the
 * outage its connection reports (`reportOutages`).
 */
function isLinkError(error: Error): boolean {
  return 'syscall' in error || error.message === 'Connection is closed.';
}

/**
 * Logs a connection's outage once, with the error that ended it (none when Redis closed it: a restart), and its return
 * with how long it lasted. ioredis reconnects by itself, and prints an error nobody listens for at every try, with its
 * stack, as an unhandled error event.
 */
export function reportOutages<T extends Redis>(redis: T, name: string, log: LogLine): T {
  logOf.set(redis, log);
  let lastError: string | null = null;
  let downSince: number | null = null;
  redis.on('error', (error: Error) => {
    lastError = error.message;
  });
  redis.on('reconnecting', () => {
    if (downSince !== null) return;
    downSince = Date.now();
    log(`Redis (${name}): ${lastError ?? 'connection closed'}; reconnecting`);
  });
  redis.on('ready', () => {
    lastError = null;
    if (downSince === null) return;
    log(`Redis (${name}): connected again after ${((Date.now() - downSince) / 1000).toFixed(1)} s`);
    downSince = null;
  });
  return redis;
}

/** A new connection like `redis`, whose outages are logged as `redis`'s are (on stderr if nobody reports those). */
export function reportedCopy(redis: Redis, name: string, options?: Partial<RedisOptions>): Redis {
  return reportOutages(redis.duplicate(options), name, logOf.get(redis) ?? console.warn);
}

/**
 * Logs what a BullMQ queue or worker on `redis` reports, but for its links' errors: those are the outage the
 * connection reports once, where BullMQ would print each, at every try.
 */
export function reportQueueErrors(
  queue: { on(event: 'error', listener: (error: Error) => void): unknown },
  name: string,
  redis: Redis,
): void {
  const log = logOf.get(redis) ?? console.warn;
  queue.on('error', (error: Error) => {
    if (!isLinkError(error)) log(`${name}: ${error.message}`);
  });
}
