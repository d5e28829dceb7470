import type {
  ClientEvent,
  DraftKeyUpdate,
  InstanceDocument,
  StudentInstanceChange,
  StudentInstanceView,
} from '@checkin/contracts';
import { expect, vi } from 'vitest';
import { RealtimeClient } from '../lib/realtime';

type Handler = (...args: unknown[]) => void;

/**
 * Just enough of a socket.io socket for a page test: it connects when told, acknowledges every join, and
 * delivers the events the test sends. `fakeSocketLoader` is the loader a RealtimeClient takes in its place.
 */
export class FakeSocket {
  static all: FakeSocket[] = [];
  connected = false;
  active = true;
  joined = new Set<string>();
  private handlers = new Map<string, Handler[]>();
  io = { on: vi.fn(), reconnectionDelay: vi.fn() };

  constructor(readonly options: { auth?: { token?: string } }) {
    FakeSocket.all.push(this);
  }

  static latest(): FakeSocket | undefined {
    return FakeSocket.all.filter((s) => s.disconnect.mock.calls.length === 0).at(-1);
  }

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  timeout() {
    return {
      emit: (_event: string, request: { room: string }, ack: (error: Error | null, reply: unknown) => void) => {
        this.joined.add(request.room);
        ack(null, { ok: true, replayed: 0 });
      },
    };
  }
  emit = vi.fn((event: string, request: { room: string }) => {
    if (event === 'leave') this.joined.delete(request.room);
  });
  connect = vi.fn();
  disconnect = vi.fn(() => {
    this.connected = false;
  });
  removeAllListeners = vi.fn();

  up() {
    this.connected = true;
    this.handlers.get('connect')?.forEach((handler) => handler());
  }
  send(event: ClientEvent) {
    this.handlers.get('instance.event')?.forEach((handler) => handler(event));
  }
  sendChange(change: StudentInstanceChange) {
    this.handlers.get('instance.change')?.forEach((handler) => handler(change));
  }
  sendDraft(update: DraftKeyUpdate) {
    this.handlers.get('key.draft')?.forEach((handler) => handler(update));
  }
}

/** For `new RealtimeClient(token, fakeSocketLoader)`: every connection is a FakeSocket. */
export const fakeSocketLoader = async () =>
  ((options: { auth?: { token?: string } }) => new FakeSocket(options)) as never;

let position = 100;
export function instanceEvent(overrides: Partial<ClientEvent> = {}): ClientEvent {
  position += 1;
  return {
    position: String(position),
    instanceId: 'instance-1',
    sessionId: null,
    templateId: 'template-1',
    version: 1,
    type: 'InstanceStarted',
    data: {},
    recordedAt: '2026-01-06T09:05:00.000Z',
    ...overrides,
  };
}

/** A RealtimeClient whose connections are FakeSockets. */
export function fakeRealtimeClient(token: string): RealtimeClient {
  return new RealtimeClient(token, fakeSocketLoader);
}

/**
 * The examiner's work on an instance, announced on the page's live channel once the page has joined its room (the
 * page then reads the instance again). For `vi.mock('socket.io-client', () => fakeSocketModule)`.
 */
export async function announce(instanceId: string, type: ClientEvent['type'], version: number): Promise<void> {
  await vi.waitFor(() => expect(FakeSocket.latest()?.joined.has(`instance:${instanceId}`)).toBe(true));
  FakeSocket.latest()!.send(instanceEvent({ instanceId, type, version }));
}

type View = StudentInstanceView | InstanceDocument;
const conversation = (view: View) => view.messageLogs.filter((log) => log.role !== 'feedback');

/** What an append that took a student's view from `before` to `after` changed of it, as the API sends it. */
export function changeBetween(before: View, after: View): StudentInstanceChange {
  const { messages: _m, displayMessages: _d, messageLogs: _l, ...head } = after;
  const earlier = conversation(before).map((log) => JSON.stringify(log));
  return {
    instanceId: after.id,
    from: before.version,
    head: head as StudentInstanceChange['head'],
    logs: conversation(after).flatMap((log, index) =>
      JSON.stringify(log) === earlier[index]
        ? []
        : [{ index, log: log as StudentInstanceChange['logs'][number]['log'] }],
    ),
  };
}

/**
 * An append to a student's instance, sent on the page's live channel once the page has joined its room, as the
 * change from `before` to `after` (the page applies it without reading the instance again).
 */
export async function announceChange(before: View, after: View): Promise<void> {
  await vi.waitFor(() => expect(FakeSocket.latest()?.joined.has(`instance:${after.id}`)).toBe(true));
  FakeSocket.latest()!.sendChange(changeBetween(before, after));
}

/** socket.io-client whose every connection is a FakeSocket, connected as soon as it is made. */
export const fakeSocketModule = {
  io: (_url: string, options: { auth?: { token?: string } }) => {
    const socket = new FakeSocket(options);
    queueMicrotask(() => socket.up());
    return socket;
  },
};
