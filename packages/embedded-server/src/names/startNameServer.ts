import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { openDatabase } from '../db/openDatabase.js'
import { type CreateNameServerParameters, createNameServer, type NameServer } from './createNameServer.js'

export interface StartNameServerParameters extends Omit<CreateNameServerParameters, 'db'> {
  /** PostgreSQL connection string (`DATABASE_URL`); PGlite otherwise. */
  databaseUrl?: string | undefined
  /** PGlite's files go to `<dataDir>/pglite`; in memory without it. */
  dataDir?: string | undefined
  /** Default 'walletport_names': apart from the embedded server's tables on a shared PostgreSQL. */
  schema?: string
  host?: string
  /** 0 picks a free port. */
  port?: number
}

export interface RunningNameServer extends NameServer {
  url: string
  port: number
  stop(): Promise<void>
}

/** Opens the database (PGlite by default, PostgreSQL with `databaseUrl`), migrates it and listens. */
export async function startNameServer({
  databaseUrl,
  dataDir,
  schema = 'walletport_names',
  host = '127.0.0.1',
  port = 0,
  ...parameters
}: StartNameServerParameters = {}): Promise<RunningNameServer> {
  const db = await openDatabase({ databaseUrl, dataDir, schema })
  try {
    const server = await createNameServer({ db, ...parameters })
    const http = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const listening = serve({ fetch: server.app.fetch, hostname: host, port }, () => resolve(listening))
      listening.once('error', reject)
    })
    const bound = (http.address() as AddressInfo).port
    return {
      ...server,
      url: `http://${host}:${bound}`,
      port: bound,
      async stop() {
        await new Promise<void>((resolve) => {
          http.close(() => resolve())
          ;(http as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
        })
        await db.close()
      },
    }
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
}
