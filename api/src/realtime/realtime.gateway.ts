import {
  type Actor,
  type ClientEvent,
  type ClientToServerEvents,
  type JoinReply,
  type JoinRequest,
  type JoinableRoomKind,
  type RoomKind,
  type ServerToClientEvents,
  parseRoom,
  roomName,
  studentRoomName,
} from '@checkin/contracts';
import { DraftKeyQueue, EventFeed, InstanceReadModel, studentClientEvent } from '@checkin/engine';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { lacksAssurance } from '../auth/assurance.js';
import { Callers } from '../auth/callers.js';
import type { VerifiedActor } from '../auth/tokens.js';
import { isUuid } from '../common/sql.js';
import { InstanceChannels } from '../instances/instance-channels.js';
import { mayTakeInstance } from '../access/policy.js';
import { ReportAccess } from '../reports/report-access.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { TemplatesService } from '../templates/templates.service.js';

type ClientSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { actor: Actor }>;
type Room = { kind: JoinableRoomKind; id: string };

/** Where a join puts the socket: a student following their instance, in the room of the student's view of it. */
function socketRoom(actor: Actor, room: Room): string {
  return actor.kind === 'student' && room.kind === 'instance' ? studentRoomName(room.id) : roomName(room.kind, room.id);
}

/**
 * Live updates. Events are emitted through Redis by whoever appended them (see RedisEventPublisher); this
 * gateway authenticates sockets, authorises joins and replays what a reconnecting client missed. Which pages may
 * open a socket at all is the adapter's check (see RedisIoAdapter).
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit {
  constructor(
    private readonly callers: Callers,
    private readonly feed: EventFeed,
    private readonly instances: InstanceReadModel,
    private readonly channels: InstanceChannels,
    private readonly sessions: SessionsService,
    private readonly templates: TemplatesService,
    private readonly reports: ReportAccess,
    private readonly drafts: DraftKeyQueue,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      this.authenticate(socket.handshake.auth?.token).then((actor) => {
        socket.data.actor = actor;
        next();
      }, next);
    });
  }

  /** The handshake's token, checked as over HTTP (see Callers and the guards). */
  private async authenticate(token: unknown): Promise<VerifiedActor> {
    const actor = await this.callers.of(typeof token === 'string' ? token : null);
    if (typeof actor === 'string') throw new Error('unauthorized');
    // A user yet to pass the second factor their account requires gets no live updates.
    if (lacksAssurance(actor)) throw new Error('insufficient_aal');
    return actor;
  }

  @SubscribeMessage('join')
  async join(@ConnectedSocket() socket: ClientSocket, @MessageBody() request: JoinRequest): Promise<JoinReply> {
    const actor = socket.data.actor;
    const room = parseRoom(String(request?.room ?? ''));
    if (!room || !isUuid(room.id)) return { ok: false, error: 'unknown room' };
    if (!(await this.mayJoin(actor, room.kind, room.id))) return { ok: false, error: 'forbidden' };
    await socket.join(socketRoom(actor, room));
    const after = /^\d+$/.test(String(request.after ?? '')) ? String(request.after) : null;
    // A draft's updates are not events: nothing to replay (each update carries the whole key so far).
    if (after === null || room.kind === 'draft') return { ok: true, replayed: 0 };
    const missed = await this.missed(actor, { kind: room.kind, id: room.id }, after);
    for (const event of missed) socket.emit('instance.event', event);
    return { ok: true, replayed: missed.length };
  }

  @SubscribeMessage('leave')
  async leave(@ConnectedSocket() socket: ClientSocket, @MessageBody() request: { room: string }): Promise<void> {
    const room = parseRoom(String(request?.room ?? ''));
    if (room) await socket.leave(socketRoom(socket.data.actor, room));
  }

  /** The room's events after `position`; to a student, their view of each (see studentClientEvent). */
  private async missed(actor: Actor, room: { kind: RoomKind; id: string }, position: string): Promise<ClientEvent[]> {
    const events = await this.feed.after(room.kind, room.id, position);
    if (actor.kind !== 'student') return events;
    const doc = await this.instances.document(room.id);
    return doc ? events.flatMap((event) => studentClientEvent(event, doc) ?? []) : [];
  }

  private async mayJoin(actor: Actor, kind: JoinableRoomKind, id: string): Promise<boolean> {
    if (kind === 'instance') {
      // Who may take an instance is fixed when it is made: the state this node holds (it made the student's check-in,
      // usually) answers without a read.
      const held = this.channels.held(id);
      if (held && held.status !== 'Empty') return !held.deletedAt && mayTakeInstance(actor, held);
      const row = await this.instances.access(id);
      return (
        row !== null &&
        mayTakeInstance(actor, { ownerId: row.owner_id, sessionId: row.session_id, studentId: row.student_id })
      );
    }
    if (actor.kind !== 'user') return false;
    // A teacher's drafts of answer keys: only theirs (the builder joins before it asks, so the join may claim it).
    if (kind === 'draft') return this.drafts.claim(id, actor.userId);
    // Those who may read the session's or template's report: its teacher, and their organisation's admin.
    const owned = kind === 'session' ? await this.sessions.find(id) : await this.templates.find(id);
    return owned !== null && (await this.reports.mayReview(actor.userId, owned.owner_id));
  }
}
