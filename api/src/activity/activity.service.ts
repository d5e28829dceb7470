import type { UserActivityBody } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Owns user_activity: what signed-in users did, one row per event. */
@Injectable()
export class ActivityService {
  constructor(private readonly db: DataSource) {}

  async record(userId: string, activity: UserActivityBody): Promise<void> {
    await this.db.query(
      `INSERT INTO user_activity (user_id, event_name, event_type, meta_data, page) VALUES ($1, $2, $3, $4::jsonb, $5)`,
      [
        userId,
        activity.event_name,
        activity.event_type,
        activity.meta_data === undefined ? null : JSON.stringify(activity.meta_data),
        activity.page,
      ],
    );
  }
}
