import { DataSource, type QueryRunner } from 'typeorm';
import { withReconnect } from './connection-loss.js';
import { InitialSchema1763769600000 } from './migrations/1763769600000-initial-schema.js';
import { UserActivity1763856000000 } from './migrations/1763856000000-user-activity.js';
import { Accounts1763942400000 } from './migrations/1763942400000-accounts.js';
import { Factors1764028800000 } from './migrations/1764028800000-factors.js';
import { Identities1764115200000 } from './migrations/1764115200000-identities.js';
import { Templates1764201600000 } from './migrations/1764201600000-templates.js';
import { InstanceReviews1764288000000 } from './migrations/1764288000000-instance-reviews.js';
import { EmailChangePairs1764460800000 } from './migrations/1764460800000-email-change-pairs.js';
import { IdleInstances1764547200000 } from './migrations/1764547200000-idle-instances.js';
import { TemplateRetakes1764640800000 } from './migrations/1764640800000-template-retakes.js';
import { SafetyAlerts1764730800000 } from './migrations/1764730800000-safety-alerts.js';
import { OrganizationCredits1764820800000 } from './migrations/1764820800000-organization-credits.js';
import { SubscriptionPlans1764907200000 } from './migrations/1764907200000-subscription-plans.js';
import { PublicSite1764993600000 } from './migrations/1764993600000-public-site.js';
import { InstanceMessages1765080000000 } from './migrations/1765080000000-instance-messages.js';
import { RatingRequests1765166400000 } from './migrations/1765166400000-rating-requests.js';
import { RedundantInstanceIndex1765252800000 } from './migrations/1765252800000-redundant-instance-index.js';
import { InstanceRowsInPlace1765339200000 } from './migrations/1765339200000-instance-rows-in-place.js';
import { UnreadEventIndex1765425600000 } from './migrations/1765425600000-unread-event-index.js';
import { ReadModelJson1765512000000 } from './migrations/1765512000000-read-model-json.js';

export const MIGRATIONS = [
  InitialSchema1763769600000,
  UserActivity1763856000000,
  Accounts1763942400000,
  Factors1764028800000,
  Identities1764115200000,
  Templates1764201600000,
  InstanceReviews1764288000000,
  EmailChangePairs1764460800000,
  IdleInstances1764547200000,
  TemplateRetakes1764640800000,
  SafetyAlerts1764730800000,
  OrganizationCredits1764820800000,
  SubscriptionPlans1764907200000,
  PublicSite1764993600000,
  InstanceMessages1765080000000,
  RatingRequests1765166400000,
  RedundantInstanceIndex1765252800000,
  InstanceRowsInPlace1765339200000,
  UnreadEventIndex1765425600000,
  ReadModelJson1765512000000,
];

/**
 * A statement of its own (not one of a transaction's) runs again on a new connection when its connection is lost
 * under it and running it again is harmless (see connection-loss.ts): a request meets a restarted or cut database
 * as a moment's wait, not an error.
 */
class ReconnectingDataSource extends DataSource {
  override query<T = unknown>(sql: string, parameters?: unknown[], queryRunner?: QueryRunner): Promise<T> {
    if (queryRunner) return super.query<T>(sql, parameters, queryRunner);
    return withReconnect(sql, () => super.query<T>(sql, parameters));
  }
}

/**
 * Connections per process (DB_POOL_SIZE of the API and the worker). Few: Postgres does the most per CPU with a few
 * statements running at once per core, and a statement that waits for a connection waits in the process, at no cost
 * to the database. On a machine of 2 cores holding the API, the worker and Postgres, 100 students answering without
 * pause cost Postgres 5.7 ms of CPU a turn with 20 connections per process and 4.0-4.2 ms with 8 (npm run bench).
 */
export const DEFAULT_POOL_SIZE = 8;

/** One pool per process. Tables are plain SQL behind small classes; TypeORM runs the migrations. */
export function createDataSource(
  url: string,
  options: { poolSize?: number; applicationName?: string } = {},
): DataSource {
  return new ReconnectingDataSource({
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    // Version conflicts are expected (and retried): failed queries are reported by their callers, not here.
    logging: false,
    applicationName: options.applicationName ?? 'checkin',
    extra: { max: options.poolSize ?? DEFAULT_POOL_SIZE },
  });
}

/** What stops a process from starting that its operator must put right: told in one line, with no stack. */
export class StartFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartFailure';
    this.stack = `${this.name}: ${message}`;
  }
}

/** Ends the process on a StartFailure, with its one line on stderr; any other error is thrown on. */
export function endOnStartFailure(error: unknown): never {
  if (!(error instanceof StartFailure)) throw error;
  console.error(error.message);
  process.exit(1);
}

/** Postgres' code for a database that does not exist. */
const NO_SUCH_DATABASE = '3D000';

/** Where DATABASE_URL points, without its password: host, port and database. */
function databaseAt(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.searchParams.get('host') ?? parsed.hostname;
    const database = decodeURIComponent(parsed.pathname.slice(1));
    return `${host}:${parsed.port || 5432}${database ? `, database "${database}"` : ''}`;
  } catch {
    return 'not a URL';
  }
}

/** The process's pool, connected: a database it cannot reach fails the start, saying where and why. */
export async function connectDatabase(
  url: string,
  options: Parameters<typeof createDataSource>[1] = {},
): Promise<DataSource> {
  try {
    return await createDataSource(url, options).initialize();
  } catch (error) {
    const { message, code } = error as { message: string; code?: string };
    const hint = code === NO_SUCH_DATABASE ? ': create it (createdb), or point DATABASE_URL at one that exists' : '';
    throw new StartFailure(`Cannot connect to Postgres at DATABASE_URL (${databaseAt(url)}): ${message}${hint}`);
  }
}

export async function migrate(dataSource: DataSource): Promise<string[]> {
  const ran = await dataSource.runMigrations({ transaction: 'each' });
  return ran.map((m) => m.name);
}
