import type { Redis } from 'ioredis';

/**
 * Closes a Redis connection once the replies it still waits for have come (QUIT), so that no command in flight
 * fails as "Connection is closed"; cut after `graceMs` if Redis does not answer.
 */
export async function closeRedis(redis: Redis, graceMs = 1_000): Promise<void> {
  if (redis.status === 'end' || redis.status === 'wait') {
    redis.disconnect();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  await Promise.race([redis.quit().catch(() => undefined), cut]);
  clearTimeout(timer);
  redis.disconnect();
}
