import type { ClientEvent, RoomKind } from '@checkin/contracts';
import type { DataSource } from 'typeorm';

type FeedRow = {
  global_position: string;
  stream_id: string;
  version: number;
  type: ClientEvent['type'];
  data: unknown;
  recorded_at: Date;
  instance_id: string;
  session_id: string | null;
  template_id: string;
};

const ROOM_COLUMN: Record<RoomKind, string> = { instance: 'i.id', session: 'i.session_id', template: 'i.template_id' };

/**
 * Events of a room in global order, for a client catching up after a reconnect. Only events whose
 * transactions are older than every transaction still running are read, so one that commits late is not
 * skipped: the client asks again from the last position it saw.
 */
export class EventFeed {
  constructor(private readonly db: DataSource) {}

  async after(room: RoomKind, id: string, position: string, limit = 500): Promise<ClientEvent[]> {
    const rows: FeedRow[] = await this.db.query(
      `SELECT e.global_position, e.stream_id, e.version, e.type, e.data, e.recorded_at,
              i.id AS instance_id, i.session_id, i.template_id
         FROM assessment_instances i
         JOIN events e ON e.stream_id = 'instance-' || i.id::text
        WHERE ${ROOM_COLUMN[room]} = $1
          AND e.global_position > $2
          AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY e.global_position
        LIMIT $3`,
      [id, position, limit],
    );
    return rows.map((r) => ({
      position: String(r.global_position),
      instanceId: r.instance_id,
      sessionId: r.session_id,
      templateId: r.template_id,
      version: r.version,
      type: r.type,
      data: r.data,
      recordedAt: r.recorded_at.toISOString(),
    }));
  }
}
