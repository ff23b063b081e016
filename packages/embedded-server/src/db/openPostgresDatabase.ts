import pg from 'pg'
import type { Database, SqlExecutor } from './Database.js'
import { quoteIdentifier } from './quoteIdentifier.js'

export interface OpenPostgresDatabaseParameters {
  connectionString: string
  schema: string
  /** Pool size per server instance (default 10). */
  maxConnections?: number
}

/** A PostgreSQL server through a `pg` pool; every connection starts with the schema on its search path. */
export async function openPostgresDatabase({
  connectionString,
  schema,
  maxConnections = 10,
}: OpenPostgresDatabaseParameters): Promise<Database> {
  const setup = new pg.Client({ connectionString })
  await setup.connect()
  try {
    await setup.query(`create schema if not exists ${quoteIdentifier(schema)}`)
  } catch (error) {
    // Two instances creating the schema at once: the loser sees a unique violation on the catalog.
    if ((error as { code?: string }).code !== '23505') throw error
  } finally {
    await setup.end()
  }
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    options: `-c search_path=${quoteIdentifier(schema)}`,
  })
  // An idle client losing its server connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const executorOf = (target: pg.Pool | pg.PoolClient): SqlExecutor => ({
    async query<Row extends object>(sql: string, parameters: readonly unknown[] = []) {
      const result = await target.query(sql, parameters as unknown[])
      return result.rows as Row[]
    },
  })
  return {
    kind: 'postgres',
    ...executorOf(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(executorOf(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
