/**
 * The one database primitive the store needs: a parameterised query ($1, $2…) returning rows.
 * PGlite (tests, local backend) and postgres.js (production, Supabase) both fit it.
 */
export type Row = Record<string, unknown>;
export type Sql = <T extends Row = Row>(query: string, params?: unknown[]) => Promise<T[]>;

type PgliteLike = {
  query<T>(query: string, params?: unknown[]): Promise<{ rows: T[] }>;
};

export function pgliteSql(db: PgliteLike): Sql {
  return async <T extends Row>(query: string, params: unknown[] = []) => (await db.query<T>(query, params)).rows;
}

type PostgresLike = { unsafe(query: string, params?: unknown[]): Promise<Row[]> };

export function postgresSql(client: PostgresLike): Sql {
  return async <T extends Row>(query: string, params: unknown[] = []) =>
    (await client.unsafe(query, params)) as unknown as T[];
}
