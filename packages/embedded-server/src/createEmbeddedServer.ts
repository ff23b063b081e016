import { fileURLToPath } from 'node:url'
import type { Hono } from 'hono'
import type { ServerContext } from './auth/ServerContext.js'
import type { ServerConfig } from './config/readServerConfig.js'
import { deriveServerKeys } from './crypto/deriveServerKeys.js'
import { importTransportPrivateKey } from './crypto/importTransportPrivateKey.js'
import type { Database } from './db/Database.js'
import { migrate } from './db/migrate.js'
import { createFarcasterRelayClient } from './farcaster/createFarcasterRelayClient.js'
import { createApp } from './http/createApp.js'
import { createFrameAssets, type FrameAssets } from './http/frameAssets.js'
import { defaultLimits, type ServerLimits } from './limits.js'
import type { Logger } from './log/Logger.js'
import type { Mailer } from './mail/Mailer.js'
import { createSocialClients } from './social/createSocialClients.js'
import { sweepExpired } from './store/rateLimits.js'

export interface CreateEmbeddedServerParameters {
  config: Pick<ServerConfig, 'publicUrl' | 'allowedOrigins' | 'trustProxy'> &
    Partial<Pick<ServerConfig, 'farcaster' | 'social' | 'chainIds' | 'dappNames'>>
  db: Database
  /** The 32-byte master secret every key is derived from (see loadMasterSecret). */
  masterSecret: Uint8Array
  mailer: Mailer
  logger: Logger
  limits?: Partial<ServerLimits>
  /** Epoch ms; tests move it to expire codes. */
  now?: () => number
  /** The frame's build output; defaults to this package's dist/frame. */
  frameAssets?: FrameAssets
}

export interface EmbeddedServer {
  app: Hono
  context: ServerContext
  /** Deletes expired counters and replay entries; the CLI runs it every few minutes. */
  sweep(): Promise<void>
}

/** The frame's build output of this package: dist/frame (built by `npm run build`). */
export function defaultFrameDirectory(): string {
  return fileURLToPath(new URL('../dist/frame/', import.meta.url))
}

/** Migrates the database and wires the HTTP app; listening is the caller's (startEmbeddedServer). */
export async function createEmbeddedServer({
  config,
  db,
  masterSecret,
  mailer,
  logger,
  limits,
  now = Date.now,
  frameAssets,
}: CreateEmbeddedServerParameters): Promise<EmbeddedServer> {
  const applied = await migrate(db, undefined, now)
  if (applied.length > 0) logger.info('migrated', { versions: applied.join(',') })
  const keys = deriveServerKeys(masterSecret)
  const context: ServerContext = {
    db,
    keys,
    transportPrivateKey: await importTransportPrivateKey(keys.transportKey),
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    ...(config.dappNames && { dappNames: config.dappNames }),
    ...(config.chainIds && { frameChainIds: config.chainIds }),
    limits: { ...defaultLimits, ...limits },
    now,
    mailer,
    logger,
    ...(config.farcaster && { farcaster: createFarcasterRelayClient(config.farcaster) }),
    socialClients: createSocialClients(config.social ?? {}, config.publicUrl),
  }
  return {
    app: createApp({
      context,
      frameAssets: frameAssets ?? createFrameAssets(defaultFrameDirectory()),
      trustProxy: config.trustProxy,
    }) as unknown as Hono,
    context,
    sweep: () => sweepExpired(db, now(), 2 * 60 * 60_000),
  }
}
