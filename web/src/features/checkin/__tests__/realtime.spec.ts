import type { ClientEvent } from '@checkin/contracts';
import { io } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeClient, positionAfter, reconnectDelay } from '../../../lib/realtime';

type Handler = (...args: unknown[]) => void;

/** Just enough of a socket.io socket to play a connection's life: connect, drop, reconnect. */
class FakeSocket {
  connected = false;
  active = true;
  joins: Array<{ room: string; after?: string }> = [];
  private handlers = new Map<string, Handler[]>();
  io = { on: vi.fn(), reconnectionDelay: vi.fn() };
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.forEach((handler) => handler(...args));
  }
  timeout() {
    return {
      emit: (
        _event: string,
        request: { room: string; after?: string },
        ack: (error: Error | null, reply: unknown) => void,
      ) => {
        this.joins.push(request);
        ack(null, { ok: true, replayed: 0 });
      },
    };
  }
  emit = vi.fn();
  connect = vi.fn();
  disconnect = vi.fn(() => (this.connected = false));
  removeAllListeners = vi.fn();
  up() {
    this.connected = true;
    this.fire('connect');
  }
  drop(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }
}

const event = (position: string): ClientEvent => ({
  position,
  instanceId: 'i1',
  sessionId: 's1',
  templateId: 't1',
  version: Number(position),
  type: 'AiReplied',
  data: {},
  recordedAt: '2026-01-01T00:00:00.000Z',
});

async function connectedClient() {
  const socket = new FakeSocket();
  const client = new RealtimeClient('token', async () => () => socket as never);
  await vi.waitFor(() => expect(socket.io.on).toHaveBeenCalled());
  return { socket, client };
}

describe('The live connection of a check-in', () => {
  it('joins the room on connect, and after a reconnect asks for what it missed since the last event seen', async () => {
    const { socket, client } = await connectedClient();
    const joined = vi.fn();
    client.onJoined(joined);
    client.join('instance:i1');
    socket.up();
    expect(socket.joins).toEqual([{ room: 'instance:i1' }]);
    expect(joined).toHaveBeenCalledTimes(1);

    socket.fire('instance.event', event('9'));
    socket.fire('instance.event', event('12'));
    socket.fire('instance.event', event('10'));
    socket.drop();
    socket.up();
    expect(socket.joins[1]).toEqual({ room: 'instance:i1', after: '12' });
    expect(joined).toHaveBeenCalledTimes(2);
  });

  it('asks again for what it missed when the server says its messages were interrupted', async () => {
    const { socket, client } = await connectedClient();
    const joined = vi.fn();
    client.onJoined(joined);
    client.join('instance:i1');
    socket.up();
    socket.fire('instance.event', event('12'));
    socket.fire('live.resync');
    expect(socket.joins).toEqual([{ room: 'instance:i1' }, { room: 'instance:i1', after: '12' }]);
    expect(joined).toHaveBeenCalledTimes(2);
  });

  it('passes each event on once, even when a replay repeats it', async () => {
    const { socket, client } = await connectedClient();
    const seen = vi.fn();
    client.onEvent((e) => seen(e.position));
    client.join('instance:i1');
    socket.up();
    socket.fire('instance.event', event('5'));
    socket.fire('instance.event', event('5'));
    socket.fire('instance.event', event('6'));
    expect(seen.mock.calls).toEqual([['5'], ['6']]);
  });

  it('tells the UI when it is connected, reconnecting or offline', async () => {
    const { socket, client } = await connectedClient();
    const changed = vi.fn();
    client.subscribe(changed);
    expect(client.state).toBe('connecting');
    socket.up();
    expect(client.state).toBe('connected');
    socket.drop('ping timeout');
    expect(client.state).toBe('reconnecting');
    window.dispatchEvent(new Event('offline'));
    expect(client.state).toBe('offline');
    window.dispatchEvent(new Event('online'));
    expect(client.state).toBe('reconnecting');
    expect(socket.connect).toHaveBeenCalled(); // no waiting out the back-off once the network is back
    socket.up();
    expect(client.state).toBe('connected');
    expect(changed).toHaveBeenCalledTimes(5);
    client.close();
  });

  it('reconnects by itself after the server closes the connection', async () => {
    const { socket } = await connectedClient();
    socket.up();
    socket.drop('io server disconnect');
    expect(socket.connect).toHaveBeenCalledOnce();
  });

  it('waits 1, 2, 5, then 10 seconds between reconnect attempts (spec §9)', async () => {
    let manager:
      { backoff: { duration(): number; attempts: number }; emitReserved(e: string, n: number): void } | undefined;
    const client = new RealtimeClient('token', async () => (options) => {
      const socket = io('http://127.0.0.1:9', { ...options, autoConnect: false });
      manager = socket.io as never;
      return socket as never;
    });
    await vi.waitFor(() => expect(manager).toBeDefined());
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      // What socket.io's Manager does before each attempt: take the wait, then announce the attempt.
      waits.push(manager!.backoff.duration());
      manager!.emitReserved('reconnect_attempt', manager!.backoff.attempts);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
    expect([1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000]);
    client.close();
  });

  it('opens a websocket first, polling only if it fails, and polls first once a websocket never connected', async () => {
    const opened: Array<ReturnType<typeof io>> = [];
    const open = () =>
      new RealtimeClient('token', async () => (options) => {
        opened.push(io('http://127.0.0.1:9', { ...options, autoConnect: false }));
        return opened.at(-1) as never;
      });
    // What socket.io does on a failed attempt, and on a connection made.
    const fire = (socket: ReturnType<typeof io>, event: 'connect' | 'connect_error') =>
      (socket as unknown as { emitReserved(event: string, error?: Error): void }).emitReserved(event, new Error('x'));

    const never = open();
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.io.opts).toMatchObject({ transports: ['websocket', 'polling'], tryAllTransports: true });
    fire(opened[0]!, 'connect_error');
    expect(opened[0]!.io.opts.transports).toEqual(['polling', 'websocket']);
    never.close();

    // Websockets pass on this network: a later failure (the network gone) keeps them first.
    const once = open();
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    fire(opened[1]!, 'connect');
    fire(opened[1]!, 'connect_error');
    expect(opened[1]!.io.opts.transports).toEqual(['websocket', 'polling']);
    once.close();
  });

  it('orders positions as numbers', () => {
    expect(positionAfter('10', '9')).toBe(true);
    expect(positionAfter('9', '10')).toBe(false);
    expect(positionAfter('1', null)).toBe(true);
  });
});
