import type {
  AiDelta,
  ClientEvent,
  ClientToServerEvents,
  DraftKeyUpdate,
  JoinReply,
  ServerToClientEvents,
  StudentInstanceChange,
} from '@checkin/contracts';
import { POLLING_FIRST, SOCKET_TRANSPORTS } from '@checkin/contracts/realtime';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { markSecondFactorDue } from './auth-session';
import { RECONNECT_SCHEDULE_MS, reconnectDelay } from './reconnect';

/**
 * Live updates over socket.io: rooms joined by name, catch-up after a reconnect, and the connection state the
 * UI shows. socket.io delivers at most once, so on every (re)connect each room is joined again with `after` =
 * the last position seen and the server replays what was missed; an event seen twice is dropped by position.
 * A student's room carries instead what each append changed of their view (`onChange`). Nothing here is the whole
 * truth: after each (re)join, and when a change does not follow what is shown, listeners read again over HTTP
 * (see `onJoined`).
 */

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export { RECONNECT_SCHEDULE_MS, reconnectDelay };

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Io = (options: Partial<ManagerOptions & SocketOptions>) => AppSocket;
type Listener<T> = (value: T) => void;

const MAX_DELAY_MS = RECONNECT_SCHEDULE_MS[RECONNECT_SCHEDULE_MS.length - 1]!;
const JOIN_TIMEOUT_MS = 8000;
const SEEN_LIMIT = 2000;

/** Positions are bigint strings: compare them as numbers without losing precision. */
export function positionAfter(a: string, b: string | null): boolean {
  if (b === null) return true;
  return a.length !== b.length ? a.length > b.length : a > b;
}

function roomsOf(event: ClientEvent): string[] {
  const rooms = [`instance:${event.instanceId}`, `template:${event.templateId}`];
  if (event.sessionId) rooms.push(`session:${event.sessionId}`);
  return rooms;
}

/** socket.io-client loads after the page has rendered: it is not part of a student's first download. */
const loadIo = async (): Promise<Io> => {
  const { io } = await import('socket.io-client');
  return (options) => io(options) as AppSocket;
};

export class RealtimeClient {
  private socket: AppSocket | null = null;
  private closed = false;
  private everConnected = false;
  private current: ConnectionState = 'connecting';
  private readonly rooms = new Map<string, { last: string | null }>();
  private readonly seen = new Set<string>();
  private readonly stateListeners = new Set<() => void>();
  private readonly eventListeners = new Set<Listener<ClientEvent>>();
  private readonly changeListeners = new Set<Listener<StudentInstanceChange>>();
  private readonly deltaListeners = new Set<Listener<AiDelta>>();
  private readonly draftListeners = new Set<Listener<DraftKeyUpdate>>();
  private readonly joinedListeners = new Set<(room: string, replayed: number) => void>();

  constructor(
    private readonly token: string,
    load: () => Promise<Io> = loadIo,
  ) {
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
    }
    load().then(
      (io) => !this.closed && this.open(io),
      () => this.setState('offline'),
    );
  }

  get state(): ConnectionState {
    return this.current;
  }

  /** For useSyncExternalStore: called whenever `state` changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  onEvent(listener: Listener<ClientEvent>): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** What each append changed of the instance a student follows (their room gets these, not events). */
  onChange(listener: Listener<StudentInstanceChange>): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  onDelta(listener: Listener<AiDelta>): () => void {
    this.deltaListeners.add(listener);
    return () => this.deltaListeners.delete(listener);
  }

  /** The answer keys a model drafts for the teacher, as they are written (room `draft:{requestId}`). */
  onDraft(listener: Listener<DraftKeyUpdate>): () => void {
    this.draftListeners.add(listener);
    return () => this.draftListeners.delete(listener);
  }

  /** Called after each successful join, first and after every reconnect: the moment to refetch over HTTP. */
  onJoined(listener: (room: string, replayed: number) => void): () => void {
    this.joinedListeners.add(listener);
    return () => this.joinedListeners.delete(listener);
  }

  /** Joins a room now (if connected) and again on every reconnect; returns the leave function. */
  join(room: string): () => void {
    if (!this.rooms.has(room)) this.rooms.set(room, { last: null });
    if (this.socket?.connected) this.sendJoin(room);
    return () => {
      this.rooms.delete(room);
      if (this.socket?.connected) this.socket.emit('leave', { room });
    };
  }

  /** Skips the rest of the back-off wait (the browser says the network is back). */
  reconnectNow(): void {
    const socket = this.socket;
    if (!socket || socket.connected || this.closed) return;
    socket.disconnect();
    socket.connect();
  }

  close(): void {
    this.closed = true;
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('offline', this.onOffline);
    }
    this.socket?.disconnect();
    this.socket?.removeAllListeners();
    this.socket = null;
    this.stateListeners.clear();
    this.eventListeners.clear();
    this.changeListeners.clear();
    this.deltaListeners.clear();
    this.draftListeners.clear();
    this.joinedListeners.clear();
  }

  private open(io: Io): void {
    const socket = io({
      ...SOCKET_TRANSPORTS,
      auth: { token: this.token },
      reconnectionDelay: RECONNECT_SCHEDULE_MS[0],
      reconnectionDelayMax: MAX_DELAY_MS,
      randomizationFactor: 0,
    });
    this.socket = socket;
    // socket.io waits min(min * 2^(n-1), max) before attempt n: set min after each attempt so the next wait
    // follows the spec's schedule (from the last step on, min = max keeps it at max).
    socket.io.on('reconnect_attempt', (attempt) => {
      const next = reconnectDelay(attempt + 1);
      socket.io.reconnectionDelay(next >= MAX_DELAY_MS ? MAX_DELAY_MS : next / 2 ** attempt);
    });
    socket.io.on('reconnect', () => socket.io.reconnectionDelay(RECONNECT_SCHEDULE_MS[0]));
    socket.on('connect', () => {
      this.everConnected = true;
      socket.io.reconnectionDelay(RECONNECT_SCHEDULE_MS[0]);
      this.setState('connected');
      for (const room of this.rooms.keys()) this.sendJoin(room);
    });
    socket.on('disconnect', (reason) => {
      if (this.closed || reason === 'io client disconnect') return;
      this.setState(this.browserOffline() ? 'offline' : 'reconnecting');
      // A disconnect decided by the server is not retried by socket.io itself.
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('connect_error', (error) => {
      // The account needs its second factor first: the route guard takes the teacher to that step.
      if (error.message === 'insufficient_aal' && this.token) markSecondFactorDue(this.token);
      // A websocket that never connected (a proxy that lets the upgrade through, then cuts it): poll first from now on.
      if (!this.everConnected) socket.io.opts.transports = POLLING_FIRST;
      // `active` false: the server refused the token; socket.io will not retry, and neither do we.
      if (!socket.active) this.setState('offline');
      else if (this.everConnected || this.current !== 'connecting')
        this.setState(this.browserOffline() ? 'offline' : 'reconnecting');
    });
    socket.on('instance.event', (event) => this.receive(event));
    socket.on('instance.change', (change) => this.changeListeners.forEach((listener) => listener(change)));
    socket.on('ai.delta', (delta) => this.deltaListeners.forEach((listener) => listener(delta)));
    socket.on('key.draft', (update) => this.draftListeners.forEach((listener) => listener(update)));
    // The server's own link to the others was down: what it was sent for us meanwhile is asked for again.
    socket.on('live.resync', () => {
      for (const room of this.rooms.keys()) this.sendJoin(room);
    });
  }

  private sendJoin(room: string, attempt = 0): void {
    const socket = this.socket;
    const entry = this.rooms.get(room);
    if (!socket || !entry) return;
    const request = entry.last === null ? { room } : { room, after: entry.last };
    socket.timeout(JOIN_TIMEOUT_MS).emit('join', request, (error: Error | null, reply: JoinReply) => {
      if (this.closed || !this.rooms.has(room)) return;
      if (error) {
        if (socket.connected && attempt < 3) this.sendJoin(room, attempt + 1);
        return;
      }
      if (reply.ok) this.joinedListeners.forEach((listener) => listener(room, reply.replayed));
    });
  }

  private receive(event: ClientEvent): void {
    if (this.seen.has(event.position)) return;
    this.seen.add(event.position);
    if (this.seen.size > SEEN_LIMIT) this.seen.delete(this.seen.values().next().value!);
    for (const room of roomsOf(event)) {
      const entry = this.rooms.get(room);
      if (entry && positionAfter(event.position, entry.last)) entry.last = event.position;
    }
    this.eventListeners.forEach((listener) => listener(event));
  }

  private setState(state: ConnectionState): void {
    if (state === this.current) return;
    this.current = state;
    this.stateListeners.forEach((listener) => listener());
  }

  private browserOffline(): boolean {
    return typeof navigator !== 'undefined' && navigator.onLine === false;
  }

  private readonly onOnline = () => {
    if (this.socket?.connected) this.setState('connected');
    else if (this.socket?.active !== false) {
      this.setState('reconnecting');
      this.reconnectNow();
    }
  };

  private readonly onOffline = () => this.setState('offline');
}
