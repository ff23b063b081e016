import { join } from 'node:path'
import type { Database } from './Database.js'
import { openPgliteDatabase } from './openPgliteDatabase.js'
import { openPostgresDatabase } from './openPostgresDatabase.js'

/** PostgreSQL when a connection string is set, else PGlite in `<dataDir>/pglite` (in memory without a dataDir). */
export function openDatabase({
  databaseUrl,
  dataDir,
  schema,
}: {
  databaseUrl: string | undefined
  dataDir: string | undefined
  schema: string
}): Promise<Database> {
  if (databaseUrl) return openPostgresDatabase({ connectionString: databaseUrl, schema })
  return openPgliteDatabase({ dataDir: dataDir === undefined ? undefined : join(dataDir, 'pglite'), schema })
}
