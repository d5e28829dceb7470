import type { ChatMessage, InstanceSettings, Usage } from '@checkin/domain';
import type { DataSource } from 'typeorm';

type Rated = { settings: InstanceSettings; messages: ChatMessage[] };

/** A conversation a caller gave to be rated: its last answer (by message id), or the whole of it. */
export type NewRatingRequest =
  (Rated & { kind: 'answer'; answerMessageId: string }) | (Rated & { kind: 'conversation' });
export type RatingRequest = NewRatingRequest & { id: string };

/** A rating of a given conversation's answer; a null rating: not rated. */
export type GivenAnswerRating = { rating: number | null; explanation: string; example: string; usage: Usage };
export type GivenConversationRating = { rating: number | null; explanation: string; feedback: string; usage: Usage };
export type GivenRating = GivenAnswerRating | GivenConversationRating;

type Row = {
  id: string;
  kind: 'answer' | 'conversation';
  settings: InstanceSettings;
  messages: ChatMessage[];
  answer_message_id: string | null;
};

/**
 * The rating_requests table: a given conversation waits here while a worker rates it, so that the job in Redis
 * names only the row. The API writes the request and takes the rating (reading and deleting the row at once).
 */
export class RatingRequests {
  constructor(private readonly db: DataSource) {}

  async create(request: NewRatingRequest): Promise<string> {
    const answerMessageId = request.kind === 'answer' ? request.answerMessageId : null;
    const rows: Array<{ id: string }> = await this.db.query(
      `INSERT INTO rating_requests (kind, settings, messages, answer_message_id)
       VALUES ($1, $2::jsonb, $3::jsonb, $4) RETURNING id`,
      [request.kind, JSON.stringify(request.settings), JSON.stringify(request.messages), answerMessageId],
    );
    return rows[0]!.id;
  }

  /** The request, or null once its call took it or gave up. */
  async load(id: string): Promise<RatingRequest | null> {
    const rows: Row[] = await this.db.query(
      `SELECT id, kind, settings, messages, answer_message_id FROM rating_requests WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const { settings, messages } = row;
    return row.kind === 'answer'
      ? { id, kind: 'answer', settings, messages, answerMessageId: row.answer_message_id! }
      : { id, kind: 'conversation', settings, messages };
  }

  async record(id: string, rating: GivenRating): Promise<void> {
    await this.db.query(`UPDATE rating_requests SET result = $2::jsonb WHERE id = $1`, [id, JSON.stringify(rating)]);
  }

  /** The rating, deleting the request; null when none was written. */
  async take<T extends GivenRating>(id: string): Promise<T | null> {
    const [rows] = (await this.db.query(`DELETE FROM rating_requests WHERE id = $1 RETURNING result`, [id])) as [
      Array<{ result: T | null }>,
      number,
    ];
    return rows[0]?.result ?? null;
  }

  /** Deletes the requests older than `ageMs` (their calls have long given up): the count deleted. */
  async removeStale(ageMs: number): Promise<number> {
    const [, count] = (await this.db.query(
      `DELETE FROM rating_requests WHERE created_at < now() - make_interval(secs => $1::float8 / 1000)`,
      [ageMs],
    )) as [unknown, number];
    return count;
  }
}
