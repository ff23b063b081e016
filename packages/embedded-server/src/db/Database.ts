/** Runs one parameterised statement; rows come back as plain objects (bytea as Uint8Array, timestamptz as Date). */
export interface SqlExecutor {
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    parameters?: readonly unknown[],
  ): Promise<Row[]>
}

/** PostgreSQL, embedded (PGlite) or a server: the one interface every store uses. */
export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (executor: SqlExecutor) => Promise<T>): Promise<T>
  close(): Promise<void>
}
