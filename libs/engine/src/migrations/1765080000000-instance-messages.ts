import type { MigrationInterface, QueryRunner } from 'typeorm';
import { initialState } from '@checkin/domain';
import { documentChange } from '../instance-document.js';
import { instanceProjection } from '../instance-projection.js';
import { forEachInstanceState } from './instance-projection.js';

/**
 * Each message's log in a row of its own, so that an append writes only the messages it changed: the instance
 * row keeps the document's head. Every instance is projected again into the two tables.
 */
export class InstanceMessages1765080000000 implements MigrationInterface {
  name = 'InstanceMessages1765080000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE instance_messages (
        instance_id uuid NOT NULL REFERENCES assessment_instances (id) ON DELETE CASCADE,
        seq int NOT NULL,
        log jsonb NOT NULL,
        PRIMARY KEY (instance_id, seq)
      )`);
    // The projection writes `at_rest`, which InstanceRowsInPlace1765339200000 adds (and sets) for good.
    await db.query(`ALTER TABLE assessment_instances ADD COLUMN IF NOT EXISTS at_rest boolean NOT NULL DEFAULT false`);
    await forEachInstanceState(db, async (_id, state) => {
      for (const { sql, params } of instanceProjection(state, documentChange(initialState, state))) {
        await db.query(sql, params);
      }
    });
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE instance_messages`);
  }
}
