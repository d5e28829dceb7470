import type { AnswerKey, InstanceEventType } from '@checkin/domain';
import type { StudentInstanceChange } from './instance-change.js';

/** Rooms of an instance's events. */
export type RoomKind = 'instance' | 'session' | 'template';
/** Every room a client may join: the events' rooms, and a teacher's answer-key drafts (see DraftKeyUpdate). */
export type JoinableRoomKind = RoomKind | 'draft';
export type RoomName = `${JoinableRoomKind}:${string}`;

export function roomName(kind: JoinableRoomKind, id: string): RoomName {
  return `${kind}:${id}`;
}

export function parseRoom(room: string): { kind: JoinableRoomKind; id: string } | null {
  const match = /^(instance|session|template|draft):([0-9a-zA-Z-]{1,64})$/.exec(room);
  return match ? { kind: match[1] as JoinableRoomKind, id: match[2]! } : null;
}

/**
 * Where the instance's own student is put when they join `instance:{id}`: this room gets what each append changed
 * of the student's view (never the teacher's review) and the AI's words as they are written. No client can name it.
 */
export function studentRoomName(instanceId: string): string {
  return `student:${instanceId}`;
}

/** A domain event as clients see it: with its place in the global order, for catch-up after a reconnect. */
export type ClientEvent = {
  position: string;
  instanceId: string;
  sessionId: string | null;
  templateId: string;
  version: number;
  type: InstanceEventType;
  data: unknown;
  recordedAt: string;
};

/**
 * A chunk of an AI message while it is being written; the AiReplied event carries the whole text. A new
 * `attempt` (the model call failed part-way and is tried again) starts the text afresh.
 */
export type AiDelta = { instanceId: string; cause: number; attempt: number; seq: number; text: string };

/** An answer key as far as the model has written it: what the builder's fields show while the draft streams. */
export type PartialKey = { modelAnswer: string; keyPoints: string[]; misconceptions: string[] };

/**
 * How the draft of one question's key stands, sent to `draft:{requestId}`: the whole key so far while it is written
 * (a model asked again starts afresh), then the schema-checked key, or why the model could not draft one.
 */
export type DraftKeyUpdate = { requestId: string; index: number } & (
  { state: 'drafting'; key: PartialKey } | { state: 'drafted'; key: AnswerKey } | { state: 'failed'; error: string }
);

export type JoinRequest = { room: string; after?: string };
export type JoinReply = { ok: true; replayed: number } | { ok: false; error: string };

export interface ServerToClientEvents {
  'instance.event': (event: ClientEvent) => void;
  'instance.change': (change: StudentInstanceChange) => void;
  'ai.delta': (delta: AiDelta) => void;
  'key.draft': (update: DraftKeyUpdate) => void;
  /**
   * What this API node was sent for its sockets while its connection to Redis was away never reached them: each
   * client joins its rooms again (from the last event it saw) and reads what it shows again.
   */
  'live.resync': () => void;
}

export interface ClientToServerEvents {
  join: (request: JoinRequest, reply: (result: JoinReply) => void) => void;
  leave: (request: { room: string }) => void;
}

type Transport = 'websocket' | 'polling';

/**
 * How a client opens its socket: a websocket at once, and long-polling only when the websocket fails (a proxy that
 * refuses the upgrade). socket.io's own default polls first and upgrades after: three more HTTP requests before the
 * page is live (connected and joined on this machine: 7.1-7.8 against 1.8-2.2 ms at p50), and twice the API's CPU
 * for each page that connects (2.9-4.7 against 1.4-1.6 ms). `POLLING_FIRST` is that default order, for a client
 * whose websocket could not connect.
 */
export const SOCKET_TRANSPORTS: { transports: Transport[]; tryAllTransports: true } = {
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
};
export const POLLING_FIRST: Transport[] = ['polling', 'websocket'];

/**
 * The Redis channel on which an instance's appends are announced, to the API nodes with a call waiting on its AI
 * work: a node listens to the instances it waits on, and to no other.
 */
export function appendedChannel(instanceId: string): string {
  return `checkin:appended:${instanceId}`;
}
/** The events just appended, so that a waiting API node can fold them without reading the database. */
export type AppendedNotice = {
  instanceId: string;
  events: Array<{ version: number; type: InstanceEventType; data: unknown }>;
};
