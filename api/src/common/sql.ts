/** Anything that runs SQL: the DataSource, or an EntityManager inside a transaction. */
export type Queryable = { query(sql: string, params?: unknown[]): Promise<unknown> };

/** Runs an UPDATE or DELETE ... RETURNING: TypeORM answers those with [rows, count] rather than rows. */
export async function changedRows<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const [rows] = (await db.query(sql, params)) as [T[], number];
  return rows;
}
