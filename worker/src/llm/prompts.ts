/**
 * Prompt bodies, read from the `prompts` table by the ids an instance snapshotted. A row is an immutable
 * version (a change is a new row with a new id), so a body once read is cached for the life of the process.
 */
import type { InstanceSettings } from '@checkin/domain';
import { UnrecoverableAiError } from './provider.js';

/** The part of a TypeORM DataSource the store uses. */
export type Queryable = { query(sql: string, params?: unknown[]): Promise<unknown> };

/** Placeholders a prompt body may use; any other `{...}` (JSON examples in a body) is left as written. */
const PLACEHOLDER = /\{(grade|topic|numberOfQuestions|rating_level)\}/g;

/** The topic the prompts name: a teacher's own topic, or the CheckIn's title when the topic is the preset "Custom Topic". */
export function topicOf(settings: InstanceSettings): string {
  const topic = settings.topic.trim();
  return topic && topic !== 'Custom Topic' ? topic : settings.title.trim() || 'the topic';
}

export function fillPlaceholders(body: string, settings: InstanceSettings): string {
  const values: Record<string, string> = {
    grade: settings.grade,
    topic: topicOf(settings),
    numberOfQuestions: String(settings.numberOfQuestions),
    rating_level: settings.ratingLevel,
  };
  return body.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}

export class PromptStore {
  private readonly bodies = new Map<string, Promise<string>>();

  constructor(private readonly db: Queryable) {}

  /** The prompt's body with the instance's values in its placeholders. */
  async render(id: string, settings: InstanceSettings): Promise<string> {
    return fillPlaceholders(await this.body(id), settings);
  }

  body(id: string): Promise<string> {
    let body = this.bodies.get(id);
    if (!body) {
      body = this.read(id);
      // A failed read (the database away for a moment) must not stay cached.
      body.catch(() => this.bodies.delete(id));
      this.bodies.set(id, body);
    }
    return body;
  }

  private async read(id: string): Promise<string> {
    const rows = (await this.db.query('SELECT body FROM prompts WHERE id = $1', [id])) as Array<{ body: string }>;
    const row = rows[0];
    if (!row) throw new UnrecoverableAiError(`No prompt with id ${id}`);
    return row.body;
  }
}
