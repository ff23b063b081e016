import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Database, SqlExecutor } from './Database.js'
import { quoteIdentifier } from './quoteIdentifier.js'

export interface OpenPgliteDatabaseParameters {
  /** Directory of the database files, created with its parents when missing; undefined keeps it in memory (tests). */
  dataDir?: string | undefined
  schema: string
}

/** PGlite (PostgreSQL compiled to WASM) in this process: one connection, so statements run one at a time. */
export async function openPgliteDatabase({
  dataDir,
  schema,
}: OpenPgliteDatabaseParameters): Promise<Database> {
  // PGlite creates only the last folder of its path: a fresh clone has none of the parents.
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true, mode: 0o700 })
  const pglite = dataDir === undefined ? new PGlite() : new PGlite(dataDir)
  await pglite.waitReady
  await pglite.exec(
    `create schema if not exists ${quoteIdentifier(schema)}; set search_path to ${quoteIdentifier(schema)}`,
  )
  const executorOf = (target: Pick<PGlite, 'query'>): SqlExecutor => ({
    async query<Row extends object>(sql: string, parameters: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, parameters as unknown[])
      return result.rows
    },
  })
  return {
    kind: 'pglite',
    ...executorOf(pglite),
    transaction: (work) => pglite.transaction((transaction) => work(executorOf(transaction))),
    close: () => pglite.close(),
  }
}
