import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { developmentRisks } from './config/assertProductionSettings.js'
import type { ServerConfig } from './config/readServerConfig.js'
import { createEmbeddedServer, type EmbeddedServer } from './createEmbeddedServer.js'
import { loadMasterSecret } from './crypto/loadMasterSecret.js'
import { openDatabase } from './db/openDatabase.js'
import type { FrameAssets } from './http/frameAssets.js'
import type { ServerLimits } from './limits.js'
import { createLogger, type Logger } from './log/Logger.js'
import { createSmtpMailer } from './mail/createSmtpMailer.js'
import type { Mailer } from './mail/Mailer.js'

export interface StartEmbeddedServerParameters {
  config: ServerConfig
  logger?: Logger
  mailer?: Mailer
  limits?: Partial<ServerLimits>
  now?: () => number
  frameAssets?: FrameAssets
  /** Keep PGlite in memory instead of `<dataDir>/pglite` (tests). */
  inMemory?: boolean
}

export interface RunningEmbeddedServer extends EmbeddedServer {
  /** http://host:port actually bound (port 0 picks a free one). */
  url: string
  port: number
  stop(): Promise<void>
}

const SWEEP_EVERY_MS = 5 * 60_000
/** A client must send all its request headers within this time (README: HTTP surface). */
export const HEADERS_TIMEOUT_MS = 10_000
/** ... and its whole request (headers and body, at most 64 KB) within this time. */
export const REQUEST_TIMEOUT_MS = 30_000
const CONNECTIONS_CHECK_MS = 1_000

/** Opens the database (PGlite or PostgreSQL), loads the master secret and listens. */
export async function startEmbeddedServer({
  config,
  logger = createLogger({ level: config.logLevel }),
  mailer = createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
  limits,
  now,
  frameAssets,
  inMemory = false,
}: StartEmbeddedServerParameters): Promise<RunningEmbeddedServer> {
  const { secret, created } = await loadMasterSecret(config.kekFile, { createIfMissing: !config.databaseUrl })
  if (created) logger.info('created a new master secret file', { file: config.kekFile })
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: inMemory ? undefined : config.dataDir,
    schema: config.databaseSchema,
  })
  try {
    const server = await createEmbeddedServer({
      config,
      db,
      masterSecret: secret,
      mailer,
      logger,
      limits,
      now,
      frameAssets,
    })
    secret.fill(0)
    const http = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const listening = serve(
        {
          fetch: server.app.fetch,
          hostname: config.host,
          port: config.port,
          // Slow clients: a request whose headers have not all arrived after HEADERS_TIMEOUT_MS is answered 408 and
          // its socket closed (Node checks every CONNECTIONS_CHECK_MS; its defaults are 60 s and 30 s).
          serverOptions: {
            headersTimeout: HEADERS_TIMEOUT_MS,
            requestTimeout: REQUEST_TIMEOUT_MS,
            connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
          },
        },
        () => resolve(listening),
      )
      listening.once('error', reject)
    })
    const { port } = http.address() as AddressInfo
    const sweeper = setInterval(() => {
      server.sweep().catch((error: unknown) => logger.error('sweep failed', { error: String(error) }))
    }, SWEEP_EVERY_MS)
    sweeper.unref()
    logger.info('listening', {
      url: `http://${config.host}:${port}`,
      publicUrl: config.publicUrl,
      database: db.kind,
      mode: config.mode,
    })
    // Loud on purpose (logged at every level): a zero-settings start is a development server (issue 33).
    if (config.mode !== 'production')
      logger.error('development mode', {
        warning: `DEVELOPMENT MODE, not for real users: ${developmentRisks(config).join('; ')}. Set WALLETPORT_MODE=production with the settings it asks for before going live.`,
      })
    return {
      ...server,
      url: `http://${config.host}:${port}`,
      port,
      async stop() {
        clearInterval(sweeper)
        await new Promise<void>((resolve) => {
          http.close(() => resolve())
          ;(http as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
        })
        mailer.close()
        await db.close()
      },
    }
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
}
