import { describe, expect, it } from 'vitest';
import { shardedPubSubRefusal } from './redis-io-adapter.js';

const info = (version: string) => `# Server\r\nredis_version:${version}\r\nredis_mode:standalone\r\n`;

describe('the Redis the live updates need', () => {
  it('takes Redis 7 and later', () => {
    expect(shardedPubSubRefusal(info('7.0.15'))).toBeNull();
    expect(shardedPubSubRefusal(info('8.2.1'))).toBeNull();
  });

  it('refuses an older one, or one that does not say, naming what it found', () => {
    expect(shardedPubSubRefusal(info('6.2.14'))).toBe(
      'Redis 6.2.14 at REDIS_URL: live updates need Redis 7 or later (sharded pub/sub)',
    );
    expect(shardedPubSubRefusal('# Server\r\n')).toMatch(/^Redis of an unknown version at REDIS_URL/);
  });
});
