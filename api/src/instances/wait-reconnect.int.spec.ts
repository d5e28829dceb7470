import { appendedChannel } from '@checkin/contracts';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckIn } from '../test/checkins.js';
import { TestProduct, classroom } from '../test/harness.js';
import { InstanceChannels } from './instance-channels.js';

let product: TestProduct;
beforeAll(async () => {
  // A model slow enough to lose the reply's notice on purpose while the call waits.
  product = await TestProduct.start({ config: { AI_WAIT_TIMEOUT_MS: '8000' }, workerEnv: { AI_LATENCY_MS: '1500' } });
});
afterAll(async () => {
  await product?.stop();
});

async function aiReplies(instanceId: string): Promise<number> {
  const rows: Array<{ count: string }> = await product.db.query(
    `SELECT count(*) FROM events WHERE stream_id = $1 AND type = 'AiReplied'`,
    [`instance-${instanceId}`],
  );
  return Number(rows[0]!.count);
}

describe('a spec call waiting while its connection to Redis is lost', () => {
  it('reads the instance again once it is back, and answers with the reply whose notice never came', async () => {
    const { id, token, messages } = await startCheckIn(product, await classroom(product));
    const channels = product.app.get(InstanceChannels) as unknown as {
      subscriber: Redis;
      watches: Map<string, unknown>;
    };
    const answering = product.api(
      'POST',
      '/assessment_instances/getNextResponse',
      {
        assessmentInstanceId: id,
        messages: [...messages, { role: 'user', content: 'The sun heats the water and it evaporates.' }],
      },
      token,
    );
    // The call waits on the instance; its reply's notice is lost (as while Redis restarts).
    await expect.poll(() => channels.watches.has(id), { timeout: 5000 }).toBe(true);
    await channels.subscriber.unsubscribe(appendedChannel(id));
    await expect.poll(() => aiReplies(id), { timeout: 5000 }).toBe(2);

    // The connection drops and comes back: the call hears of the reply well before its 8 s wait runs out.
    const back = Date.now();
    channels.subscriber.disconnect(true);
    const reply = await answering;
    expect(reply.status).toBe(200);
    expect(reply.body.message.content).toEqual(expect.any(String));
    expect(Date.now() - back).toBeLessThan(4000);
  }, 30_000);
});
