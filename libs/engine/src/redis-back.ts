import type { Redis } from 'ioredis';

/**
 * Calls `onBack` each time the connection is ready again after it was lost, once it hears its channels again:
 * ioredis subscribes them again as it is ready, and a PING's answer comes after those subscriptions' answers.
 * Whatever was published meanwhile was lost to it; whatever is published from then on is heard.
 */
export function whenBack(redis: Redis, onBack: () => void): void {
  let lost = false;
  redis.on('close', () => {
    lost = true;
  });
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    void redis.ping().then(onBack, onBack);
  });
}
