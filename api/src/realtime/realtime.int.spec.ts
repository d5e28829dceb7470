import type { ClientEvent } from '@checkin/contracts';
import { RoomEmitter, roomChannel } from '@checkin/engine';
import { tunnel } from '@checkin/engine/testing';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createServer, request as forward } from 'node:http';
import type { Socket } from 'node:net';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstance } from '../test/checkins.js';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  // The web app's dev server is another page allowed in.
  product = await TestProduct.start({ startWorker: false, config: { ALLOWED_ORIGINS: 'http://localhost:5173' } });
});
afterAll(async () => {
  await product?.stop();
});

function connectError(token: string): Promise<string | null> {
  const socket = product.socket(token);
  return new Promise((resolve) => {
    socket.once('connect', () => (socket.disconnect(), resolve(null)));
    socket.once('connect_error', (error) => (socket.disconnect(), resolve(error.message)));
  });
}

describe('the socket handshake', () => {
  it('cuts a socket without a valid token', async () => {
    expect(await connectError('')).toBe('unauthorized');
    expect(await connectError('not-a-jwt')).toBe('unauthorized');
    const { sessionId } = await classroom(product);
    expect(await connectError(await studentToken(product, sessionId))).toBeNull();
  });

  it.each(['websocket', 'polling'])(
    "refuses a page of another origin over %s, and lets the web app's page and clients without an origin in",
    async (transport) => {
      const { teacher } = await classroom(product);
      const connects = (headers: Record<string, string>) =>
        new Promise<boolean>((resolve) => {
          const socket = io(product.baseUrl, {
            auth: { token: teacher.token },
            transports: [transport],
            extraHeaders: headers,
            reconnection: false,
            forceNew: true,
          });
          socket.once('connect', () => (socket.disconnect(), resolve(true)));
          socket.once('connect_error', () => (socket.disconnect(), resolve(false)));
        });
      expect(await connects({ origin: 'https://evil.example' })).toBe(false);
      expect(await connects({ origin: 'null' })).toBe(false);
      expect(await connects({ origin: new URL(product.config.PUBLIC_URL).origin })).toBe(true);
      expect(await connects({ origin: 'http://localhost:5173' })).toBe(true);
      expect(await connects({})).toBe(true);
    },
  );

  it("lets a teacher join only their own session's and template's rooms, and students none of them", async () => {
    const mine = await classroom(product);
    const theirs = await classroom(product);
    const socket = product.socket(mine.teacher.token);
    expect(await socket.emitWithAck('join', { room: `session:${mine.sessionId}` })).toEqual({ ok: true, replayed: 0 });
    expect(await socket.emitWithAck('join', { room: `template:${mine.templateId}` })).toEqual({
      ok: true,
      replayed: 0,
    });
    expect(await socket.emitWithAck('join', { room: `session:${theirs.sessionId}` })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await socket.emitWithAck('join', { room: 'everything' })).toEqual({ ok: false, error: 'unknown room' });
    socket.disconnect();

    const student = product.socket(await studentToken(product, mine.sessionId));
    expect(await student.emitWithAck('join', { room: `session:${mine.sessionId}` })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    student.disconnect();
  });
});

describe('rooms over Redis', () => {
  it("has a node hear a room only while one of its sockets is in it, and gives a socket in several of an event's rooms the event once", async () => {
    const { teacher, sessionId, templateId } = await classroom(product);
    const redis = new Redis(product.redisUrl);
    const publishing = redis.duplicate();
    const emitter = new RoomEmitter(publishing);
    const listeners = async (room: string) =>
      ((await redis.call('PUBSUB', 'SHARDNUMSUB', roomChannel(room))) as [string, number])[1];
    const [session, template, instance] = [
      `session:${sessionId}`,
      `template:${templateId}`,
      `instance:${randomUUID()}`,
    ];
    expect(await listeners(session)).toBe(0);

    const socket = product.socket(teacher.token);
    const received: ClientEvent[] = [];
    socket.on('instance.event', (event) => received.push(event));
    await socket.emitWithAck('join', { room: session });
    await socket.emitWithAck('join', { room: template });
    // Heard from the moment each join is answered; the instance's room, which no socket is in, by no node.
    expect([await listeners(session), await listeners(template), await listeners(instance)]).toEqual([1, 1, 0]);
    expect(await emitter.watched([instance, template, session])).toEqual([template, session]);

    const event = (version: number): ClientEvent => ({
      position: String(version),
      instanceId: instance.slice('instance:'.length),
      sessionId,
      templateId,
      version,
      type: 'AnswerSubmitted',
      data: { text: 'Evaporation' },
      recordedAt: '2026-11-27T09:00:00.000Z',
    });
    emitter.to([instance, template, session]).emit('instance.event', event(1));
    // A second event after it, on the same connection: once it is here, so is every copy of the first.
    emitter.to(session).emit('instance.event', event(2));
    await expect.poll(() => received.length).toBeGreaterThanOrEqual(2);
    expect(received).toEqual([event(1), event(2)]);

    socket.disconnect();
    await expect.poll(() => listeners(session)).toBe(0);
    expect(await listeners(template)).toBe(0);
    expect(await emitter.watched([instance, template, session])).toEqual([]);
    publishing.disconnect();
    redis.disconnect();
  });

  it("writes an instance's events only to the teachers' rooms that a page is in", async () => {
    const { teacher, sessionId, templateId } = await classroom(product);
    const redis = new Redis(product.redisUrl);
    // Every room written to, as Redis runs the commands.
    const monitor = await redis.monitor();
    const written: string[] = [];
    monitor.on('monitor', (_time: string, [command, ...args]: string[]) => {
      if (/^(spublish|ping)$/i.test(command ?? '') && args[0]) written.push(args[0]);
    });
    const socket = product.socket(teacher.token);
    const received: ClientEvent[] = [];
    socket.on('instance.event', (event) => received.push(event));
    await socket.emitWithAck('join', { room: `session:${sessionId}` });

    const token = await studentToken(product, sessionId);
    const created = await createInstance(product, token, { assessmentTemplateId: templateId, session_id: sessionId });
    expect(created.status).toBe(201);
    const instanceId: string = created.body.assessmentInstanceId;
    await expect.poll(() => received.length).toBeGreaterThan(0);
    expect(received.map((event) => [event.instanceId, event.type])).toEqual([[instanceId, 'InstanceCreated']]);
    // Redis ran every write of the creation before this marker.
    const marker = randomUUID();
    await redis.ping(marker);
    await expect.poll(() => written.includes(marker)).toBe(true);

    expect(written).toContain(roomChannel(`session:${sessionId}`));
    expect(written).not.toContain(roomChannel(`template:${templateId}`));
    expect(written).not.toContain(roomChannel(`instance:${instanceId}`));
    socket.disconnect();
    monitor.disconnect();
    redis.disconnect();
  });
});

describe("the live updates' link to Redis", () => {
  it("tells the node's sockets to catch up once it is back, since what was sent meanwhile never reached them", async () => {
    const { teacher } = await classroom(product);
    const socket = product.socket(teacher.token);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const resynced = new Promise<boolean>((resolve) => {
      socket.once('live.resync', () => resolve(true));
      setTimeout(() => resolve(false), 10_000);
    });
    // This product's subscriptions cut (its own Redis database's only): the node's subscriber reconnects by itself.
    const redis = new Redis(product.redisUrl);
    const db = new URL(product.redisUrl).pathname.slice(1);
    const listed = String(await redis.client('LIST', 'TYPE', 'pubsub')).split('\n');
    const ours = listed.filter((line) => new RegExp(`\\bdb=${db}\\b`).test(line));
    expect(ours.length).toBeGreaterThan(0);
    for (const line of ours) await redis.client('KILL', 'ID', /\bid=(\d+)/.exec(line)![1]!);
    expect(await resynced).toBe(true);
    socket.disconnect();
    redis.disconnect();
  });
});

/**
 * A proxy in front of the API, as a school's network may have one: every HTTP request passes, and so does every
 * websocket upgrade unless `refuseUpgrades` (then each is answered 403, as a proxy that forbids websockets answers).
 * It counts the long-polling requests and the upgrades it saw.
 */
async function proxyTo(target: string, { refuseUpgrades }: { refuseUpgrades: boolean }) {
  const to = new URL(target);
  const seen = { polls: 0, upgrades: 0 };
  const tunnels = new Set<Socket>();
  const server = createServer((request, response) => {
    if (request.url?.includes('transport=polling')) seen.polls++;
    const passed = forward(
      { host: to.hostname, port: to.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    passed.on('error', () => response.destroy());
    request.pipe(passed);
  });
  server.on('upgrade', (request, client: Socket, head: Buffer) => {
    seen.upgrades++;
    if (refuseUpgrades) {
      client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    const headers = [];
    for (let i = 0; i < request.rawHeaders.length; i += 2) {
      headers.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}\r\n`);
    }
    const asked = `${request.method} ${request.url} HTTP/1.1\r\n${headers.join('')}\r\n`;
    tunnel(client, to.hostname, Number(to.port), tunnels, Buffer.concat([Buffer.from(asked), head]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close() {
      for (const tunnel of tunnels) tunnel.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

describe("a page's socket", () => {
  const connected = (socket: ReturnType<TestProduct['socket']>) =>
    new Promise<string>((resolve, reject) => {
      socket.once('connect', () => resolve(socket.io.engine.transport.name));
      socket.once('connect_error', reject);
    });

  it('opens as a websocket at once, with no long-polling first', async () => {
    const { teacher, sessionId } = await classroom(product);
    const proxy = await proxyTo(product.baseUrl, { refuseUpgrades: false });
    const socket = product.socket(teacher.token, proxy.url);
    expect(await connected(socket)).toBe('websocket');
    expect(await socket.emitWithAck('join', { room: `session:${sessionId}` })).toEqual({ ok: true, replayed: 0 });
    expect(proxy.seen).toEqual({ polls: 0, upgrades: 1 });
    socket.disconnect();
    proxy.close();
  });

  it("long-polls behind a proxy that refuses websockets, and still gets its rooms' events", async () => {
    const { teacher, sessionId, templateId } = await classroom(product);
    const proxy = await proxyTo(product.baseUrl, { refuseUpgrades: true });
    const socket = product.socket(teacher.token, proxy.url);
    const received: ClientEvent[] = [];
    socket.on('instance.event', (event) => received.push(event));
    expect(await connected(socket)).toBe('polling');
    expect(proxy.seen.upgrades).toBeGreaterThanOrEqual(1);
    expect(await socket.emitWithAck('join', { room: `session:${sessionId}` })).toEqual({ ok: true, replayed: 0 });

    const token = await studentToken(product, sessionId);
    const created = await createInstance(product, token, { assessmentTemplateId: templateId, session_id: sessionId });
    expect(created.status).toBe(201);
    await expect
      .poll(() => received.map((event) => [event.instanceId, event.type]))
      .toEqual([[created.body.assessmentInstanceId, 'InstanceCreated']]);
    expect(socket.io.engine.transport.name).toBe('polling');
    expect(proxy.seen.polls).toBeGreaterThan(0);
    socket.disconnect();
    proxy.close();
  });
});
