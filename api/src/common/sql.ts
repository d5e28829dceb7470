/** Anything that runs SQL: the DataSource, or an EntityManager inside a transaction. */
export type Queryable = { query(sql: string, params?: unknown[]): Promise<unknown> };

/** Whether an id from a request can be a row's uuid: anything else is unknown, and Postgres would reject it. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Runs an UPDATE or DELETE ... RETURNING: TypeORM answers those with [rows, count] rather than rows. */
export async function changedRows<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const [rows] = (await db.query(sql, params)) as [T[], number];
  return rows;
}
