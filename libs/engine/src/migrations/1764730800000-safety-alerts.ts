import type { MigrationInterface, QueryRunner } from 'typeorm';
import { reprojectDocuments } from './instance-projection.js';

/** Safety alerts: every instance document projected again from its events, so that it carries `safetyAlerts`. */
export class SafetyAlerts1764730800000 implements MigrationInterface {
  name = 'SafetyAlerts1764730800000';

  async up(db: QueryRunner): Promise<void> {
    await reprojectDocuments(db);
  }

  async down(): Promise<void> {
    // The documents keep their alerts: older code ignores the field.
  }
}
