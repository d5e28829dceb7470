import type { InstanceEvent } from '@checkin/domain';
import { type LiveInstanceState, fold } from '@checkin/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { toInstanceDocument } from '../instance-document.js';

/** Safety alerts: every instance document projected again from its events, so that it carries `safetyAlerts`. */
export class SafetyAlerts1764730800000 implements MigrationInterface {
  name = 'SafetyAlerts1764730800000';

  async up(db: QueryRunner): Promise<void> {
    const ids: Array<{ id: string }> = await db.query(`SELECT id FROM assessment_instances`);
    for (const { id } of ids) {
      const events: InstanceEvent[] = await db.query(
        `SELECT type, data FROM events WHERE stream_id = $1 ORDER BY version`,
        [`instance-${id}`],
      );
      const state = fold(events);
      if (state.status === 'Empty') continue;
      await db.query(`UPDATE assessment_instances SET document = $2::jsonb WHERE id = $1`, [
        id,
        JSON.stringify(toInstanceDocument(state as LiveInstanceState)),
      ]);
    }
  }

  async down(): Promise<void> {
    // The documents keep their alerts: older code ignores the field.
  }
}
