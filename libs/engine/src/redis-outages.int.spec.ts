import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { type AddressInfo, type Server, type Socket, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportOutages, reportQueueErrors, reportedCopy } from './redis-outages.js';
import { TEST_REDIS_SERVER, tunnel } from './testing.js';

/** A way to the test Redis that can be shut (connections cut, new ones refused) and opened again on its port. */
class RedisDoor {
  private server: Server | null = null;
  private readonly links = new Set<Socket>();
  port = 0;

  async open(): Promise<void> {
    const target = new URL(TEST_REDIS_SERVER);
    this.server = createServer((client) => tunnel(client, target.hostname, Number(target.port || 6379), this.links));
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async shut(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.links.forEach((socket) => socket.destroy());
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

/** Waits until `test` holds, up to 5 s. */
async function until(test: () => boolean): Promise<void> {
  for (let waited = 0; !test(); waited += 20) {
    if (waited > 5_000) throw new Error('not within 5 s');
    await sleep(20);
  }
}

describe('Redis outages, as an operator reads them', () => {
  let door: RedisDoor;
  let lines: string[];
  let redis: Redis;

  /**
   * A connection through the door, whose outages are told to `lines`; tried again every 50 ms, so that an outage of a
   * second sees many failed tries.
   */
  const reported = (name: string) =>
    reportOutages(
      new Redis({ port: door.port, host: '127.0.0.1', retryStrategy: () => 50, maxRetriesPerRequest: null }),
      name,
      (line) => lines.push(line),
    );

  beforeEach(async () => {
    door = new RedisDoor();
    await door.open();
    lines = [];
    redis = reported('main');
    await redis.ping();
  });
  afterEach(async () => {
    redis.disconnect();
    await door.shut();
  });

  it('tells of each connection once when it is lost and once when it is back, however many tries it takes', async () => {
    const copy = reportedCopy(redis, 'copy');
    await copy.ping();

    await door.shut();
    await sleep(1_000);
    expect(lines.sort()).toEqual([
      'Redis (copy): connection closed; reconnecting',
      'Redis (main): connection closed; reconnecting',
    ]);

    await door.open();
    await until(() => lines.length === 4);
    expect(lines.slice(2).sort()).toEqual([
      expect.stringMatching(/^Redis \(copy\): connected again after \d+\.\d s$/),
      expect.stringMatching(/^Redis \(main\): connected again after \d+\.\d s$/),
    ]);
    expect(await copy.ping()).toBe('PONG');
    copy.disconnect();
  });

  it('tells of a restart, which no try to connect again fails', async () => {
    await door.shut();
    await door.open();
    await until(() => lines.length === 2);
    expect(lines).toEqual([
      'Redis (main): connection closed; reconnecting',
      expect.stringMatching(/^Redis \(main\): connected again after \d+\.\d s$/),
    ]);
  });

  it('says why a connection cannot be made from the start', async () => {
    await door.shut();
    const late = reported('late');
    const lateLines = () => lines.filter((line) => line.startsWith('Redis (late)'));
    await sleep(500);
    expect(lateLines()).toEqual([`Redis (late): connect ECONNREFUSED 127.0.0.1:${door.port}; reconnecting`]);
    await door.open();
    expect(await late.ping()).toBe('PONG');
    expect(lateLines()[1]).toMatch(/^Redis \(late\): connected again after \d+\.\d s$/);
    late.disconnect();
  });

  it("logs a queue's own errors, but not its link's, which the connection tells", async () => {
    const queue = new Queue('outages-test', { connection: redis, prefix: `outages-${process.pid}` });
    reportQueueErrors(queue, 'queue outages-test', redis);
    await door.shut();
    await sleep(500);
    await door.open();
    await until(() => lines.length === 2);
    queue.emit('error', new Error('a script failed'));
    // the connection's own two lines, which the other tests read in order: here, beside a queue's traffic on the same
    // connection, a clean-clone run once had the return logged before the loss
    expect(lines.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Redis \(main\): .*; reconnecting$/),
        expect.stringMatching(/^Redis \(main\): connected again after/),
      ]),
    );
    expect(lines.slice(2)).toEqual(['queue outages-test: a script failed']);
    await queue.close();
  });
});
