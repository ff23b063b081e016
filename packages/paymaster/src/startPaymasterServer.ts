import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { openDatabase } from '@walletport/embedded-server'
import type { PaymasterConfig } from './config/readPaymasterConfig.js'
import { createPaymasterServer, type PaymasterServer } from './createPaymasterServer.js'

export interface StartPaymasterServerParameters {
  config: PaymasterConfig
  now?: () => number
}

export interface RunningPaymasterServer extends PaymasterServer {
  url: string
  port: number
  stop(): Promise<void>
}

/** Opens the database (PGlite in `dataDir` by default, PostgreSQL with `databaseUrl`), migrates it and listens. */
export async function startPaymasterServer({
  config,
  now,
}: StartPaymasterServerParameters): Promise<RunningPaymasterServer> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
  })
  try {
    const server = await createPaymasterServer({ config, db, ...(now && { now }) })
    const http = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const listening = serve({ fetch: server.app.fetch, hostname: config.host, port: config.port }, () =>
        resolve(listening),
      )
      listening.once('error', reject)
    })
    const bound = (http.address() as AddressInfo).port
    return {
      ...server,
      url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${bound}`,
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
