import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Postgres connections that end under a statement: an administrator cut them (pg_terminate_backend), the server
 * restarted or failed over, or the socket closed. The pool drops such a connection and opens a new one, so the
 * statement may run again on another: always when the server ended it (its error ends the statement's transaction,
 * which rolls back), and when it only reads. A write whose connection closed without a word may have committed;
 * only its caller knows whether running it again is harmless (an append is: its expected version refuses a second
 * copy).
 */

/** SQLSTATE classes of a connection that ended: 08 (connection exception), 57P (operator intervention). */
const ENDED_CODE = /^(08|57P)/;
/** What the pg client says when the socket closed under a query, or when it is handed a client that broke. */
const CLOSED_MESSAGE = /Connection terminated|connection error and is not queryable|ECONNRESET|EPIPE/;
/** A new connection refused (the server is restarting): the statement never reached it. */
const REFUSED_MESSAGE = /ECONNREFUSED/;

type PgError = { code?: string; message?: string; driverError?: PgError };

/** The pg error itself, whether thrown by the pool or wrapped by TypeORM (`QueryFailedError.driverError`). */
function pgError(error: unknown): PgError {
  const e = (error ?? {}) as PgError;
  return e.driverError ?? e;
}

/** The server said it ended the connection, or refused a new one: the statement did not commit. */
function didNotCommit(error: unknown): boolean {
  const e = pgError(error);
  return ENDED_CODE.test(e.code ?? '') || REFUSED_MESSAGE.test(e.message ?? '');
}

/** The connection under the statement ended, by the server's word or by the socket closing, or none could be made. */
export function isConnectionLoss(error: unknown): boolean {
  return didNotCommit(error) || CLOSED_MESSAGE.test(pgError(error).message ?? '');
}

/** A statement that changes nothing: SELECT, or WITH whose parts only read. */
function onlyReads(sql: string): boolean {
  return /^\s*(SELECT|WITH)\b/i.test(sql) && !/\b(INSERT|UPDATE|DELETE|MERGE)\b/i.test(sql);
}

/** Whether `sql`, failed with `error`, may run again on a new connection. */
export function mayRunAgain(sql: string, error: unknown): boolean {
  return isConnectionLoss(error) && (didNotCommit(error) || onlyReads(sql));
}

/** Waits before each new attempt: a restarted server takes a moment to take connections again. */
const RECONNECT_DELAYS_MS = [50, 250, 1000];
/** How many times a statement, or a command whose append lost its connection, runs again. */
export const MAX_RECONNECTS = RECONNECT_DELAYS_MS.length;

/** Runs one statement, again on a new connection (up to three times) while its connection is lost under it. */
export async function withReconnect<T>(sql: string, run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const delay = RECONNECT_DELAYS_MS[attempt];
      if (delay === undefined || !mayRunAgain(sql, error)) throw error;
      await sleep(delay);
    }
  }
}
