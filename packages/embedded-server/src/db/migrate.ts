import type { Database } from './Database.js'
import { migrations as defaultMigrations } from './migrations.js'

/** Any fixed number: every instance takes the same transaction-level advisory lock while migrating. */
const MIGRATION_LOCK = 7_180_018

/**
 * Applies the pending migrations in one transaction under an advisory lock, so instances starting together
 * on one PostgreSQL migrate once. Returns the versions it applied.
 */
export async function migrate(
  database: Database,
  migrations = defaultMigrations,
  now: () => number = Date.now,
): Promise<number[]> {
  return database.transaction(async (executor) => {
    await executor.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await executor.query(
      'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null)',
    )
    const applied = new Set(
      (await executor.query<{ version: number }>('select version from schema_migrations')).map(
        (row) => row.version,
      ),
    )
    const newest = Math.max(0, ...applied)
    const known = Math.max(0, ...migrations.map((migration) => migration.version))
    if (newest > known)
      throw new Error(
        `The database schema is at version ${newest}, newer than this server knows (${known}): upgrade the server`,
      )
    const pending = migrations.filter((migration) => !applied.has(migration.version))
    for (const migration of pending) {
      for (const statement of splitStatements(migration.sql)) await executor.query(statement)
      await executor.query('insert into schema_migrations (version, name, applied_at) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        new Date(now()),
      ])
    }
    return pending.map((migration) => migration.version)
  })
}

/** Migrations hold plain DDL (no functions or string literals with ';' or '--'), so this split is exact. */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '')
}
