import { isAbsolute, join, resolve } from 'node:path'
import type { FarcasterSettings } from '../farcaster/createFarcasterRelayClient.js'
import { readSocialSettings, type SocialSettings } from '../social/readSocialSettings.js'
import { assertProductionSettings } from './assertProductionSettings.js'
import { parseOrigin } from './parseOrigin.js'
import { readDappNames } from './readDappNames.js'
import { readFarcasterSettings } from './readFarcasterSettings.js'
import { readFrameChainIds } from './readFrameChainIds.js'
import { ServerConfigError } from './ServerConfigError.js'

export type LogLevel = 'error' | 'info' | 'debug'

/**
 * `development` (the default: zero settings, local devnet) or `production` (`WALLETPORT_MODE=production`), which
 * refuses to start without a key source apart from the data, TLS-or-local SMTP, explicit https origins and an
 * https public URL.
 */
export type ServerMode = 'development' | 'production'

export interface ServerConfig {
  mode: ServerMode
  host: string
  port: number
  /** The origin the frame and the API are served from, as browsers see it. */
  publicUrl: string
  /** Exact dapp origins allowed to frame the wallet. */
  allowedOrigins: string[]
  /** The name mails and pages show per allowed origin (`WALLETPORT_DAPP_NAMES`); others show their host. */
  dappNames?: Record<string, string>
  /** PostgreSQL connection string; undefined means PGlite in `dataDir`. */
  databaseUrl: string | undefined
  /** Schema holding the server's tables (PostgreSQL and PGlite alike). */
  databaseSchema: string
  dataDir: string
  smtpUrl: string
  mailFrom: string
  /** File holding the 32-byte master secret (64 hex characters) the key-encryption key is derived from. */
  kekFile: string
  /** Read the client address from the last X-Forwarded-For hop (only behind a proxy that sets it). */
  trustProxy: boolean
  logLevel: LogLevel
  /** Sign In With Farcaster; undefined (not offered) unless both its variables are set. */
  farcaster: FarcasterSettings | undefined
  /** Social providers with settings (`WALLETPORT_SOCIAL_<PROVIDER>_*`); the others are not offered. */
  social: SocialSettings
  /** The eip155 chains the frame signs for and switches to; any other is refused (`WALLETPORT_CHAIN_IDS`). */
  chainIds: readonly number[]
}

export type Environment = Readonly<Record<string, string | undefined>>

/** Every setting the CLI reads, with its default; the README documents the same list. */
export const serverEnvironmentVariables = {
  WALLETPORT_MODE:
    'development (default; dev defaults, a loud warning at start) or production (refuses unsafe or missing settings)',
  PORT: 'port to listen on (default 8787)',
  HOST: 'address to listen on (default 127.0.0.1)',
  WALLETPORT_PUBLIC_URL: 'origin browsers reach the server at (default http://localhost:<PORT>)',
  WALLETPORT_ALLOWED_ORIGINS:
    'comma-separated dapp origins allowed to frame the wallet (default http://127.0.0.1:5173)',
  WALLETPORT_DAPP_NAMES:
    'JSON object from allowed origin to the dapp name mails show, e.g. {"https://app.example":"Example"} (default: the host)',
  WALLETPORT_CHAIN_IDS:
    'comma-separated eip155 chain ids the frame signs for and switches to (default: the spec list and 31337)',
  DATABASE_URL: 'PostgreSQL connection string; unset means PGlite in WALLETPORT_DATA_DIR',
  WALLETPORT_DB_SCHEMA: 'schema for the tables (default walletport_embedded)',
  WALLETPORT_DATA_DIR: 'directory for PGlite and the generated key file (default ./.walletport-embedded)',
  WALLETPORT_SMTP_URL: 'SMTP server for the code mails (default smtp://127.0.0.1:2525)',
  WALLETPORT_MAIL_FROM: 'sender of the mails (default "WalletPort <no-reply@localhost>")',
  WALLETPORT_KEK_FILE: 'master secret file, 64 hex characters (default <WALLETPORT_DATA_DIR>/kek.hex)',
  WALLETPORT_TRUST_PROXY: '1 to take the client address from X-Forwarded-For (default 0)',
  WALLETPORT_LOG_LEVEL: 'error, info or debug (default info)',
  WALLETPORT_FARCASTER_RELAY_URL:
    'Farcaster Auth relay; with WALLETPORT_FARCASTER_RPC_URL offers Farcaster login (default unset)',
  WALLETPORT_FARCASTER_RPC_URL:
    'Optimism JSON-RPC endpoint answering the Farcaster IdRegistry and KeyRegistry (default unset)',
  'WALLETPORT_SOCIAL_<PROVIDER>_CLIENT_ID / _CLIENT_SECRET':
    'client of google, github, apple, facebook, x or discord; a provider without them is not offered',
  'WALLETPORT_SOCIAL_<PROVIDER>_ISSUER': 'OpenID issuer or web base of the provider (default: the real one)',
  'WALLETPORT_SOCIAL_<PROVIDER>_API_URL': 'API base of github, x or discord (default: the real one)',
} as const

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** Reads and checks the settings; throws ServerConfigError naming the first bad variable. */
export function readServerConfig(environment: Environment, cwd = process.cwd()): ServerConfig {
  const port = readPort(environment.PORT)
  const publicUrl = readPublicUrl(environment.WALLETPORT_PUBLIC_URL ?? `http://localhost:${port}`)
  const allowedOrigins = readAllowedOrigins(environment.WALLETPORT_ALLOWED_ORIGINS ?? 'http://127.0.0.1:5173')
  const databaseUrl = readDatabaseUrl(environment.DATABASE_URL)
  const databaseSchema = environment.WALLETPORT_DB_SCHEMA ?? 'walletport_embedded'
  if (!SCHEMA_NAME.test(databaseSchema))
    throw new ServerConfigError({
      variable: 'WALLETPORT_DB_SCHEMA',
      expected: 'a lower-case SQL identifier',
      received: databaseSchema,
    })
  const dataDir = resolvePath(environment.WALLETPORT_DATA_DIR ?? '.walletport-embedded', cwd)
  const smtpUrl = environment.WALLETPORT_SMTP_URL ?? 'smtp://127.0.0.1:2525'
  if (!/^smtps?:\/\/[^\s]+$/.test(smtpUrl))
    throw new ServerConfigError({
      variable: 'WALLETPORT_SMTP_URL',
      expected: 'an smtp:// or smtps:// URL',
      received: smtpUrl,
    })
  const logLevel = environment.WALLETPORT_LOG_LEVEL ?? 'info'
  if (logLevel !== 'error' && logLevel !== 'info' && logLevel !== 'debug')
    throw new ServerConfigError({
      variable: 'WALLETPORT_LOG_LEVEL',
      expected: 'error, info or debug',
      received: logLevel,
    })
  const trustProxy = environment.WALLETPORT_TRUST_PROXY ?? '0'
  if (trustProxy !== '0' && trustProxy !== '1')
    throw new ServerConfigError({
      variable: 'WALLETPORT_TRUST_PROXY',
      expected: '0 or 1',
      received: trustProxy,
    })
  const mode = environment.WALLETPORT_MODE ?? 'development'
  if (mode !== 'development' && mode !== 'production')
    throw new ServerConfigError({
      variable: 'WALLETPORT_MODE',
      expected: 'development or production',
      received: mode,
    })
  const config: ServerConfig = {
    mode,
    host: environment.HOST ?? '127.0.0.1',
    port,
    publicUrl,
    allowedOrigins,
    dappNames: readDappNames(environment.WALLETPORT_DAPP_NAMES, allowedOrigins),
    databaseUrl,
    databaseSchema,
    dataDir,
    smtpUrl,
    mailFrom: environment.WALLETPORT_MAIL_FROM ?? 'WalletPort <no-reply@localhost>',
    kekFile: environment.WALLETPORT_KEK_FILE
      ? resolvePath(environment.WALLETPORT_KEK_FILE, cwd)
      : join(dataDir, 'kek.hex'),
    trustProxy: trustProxy === '1',
    logLevel,
    farcaster: readFarcasterSettings(environment),
    social: readSocialSettings(environment),
    chainIds: readFrameChainIds(environment.WALLETPORT_CHAIN_IDS),
  }
  if (mode === 'production') assertProductionSettings(environment, config)
  return config
}

function readPort(text: string | undefined): number {
  if (text === undefined) return 8787
  const port = Number(text)
  if (!/^\d+$/.test(text) || port < 0 || port > 65535)
    throw new ServerConfigError({ variable: 'PORT', expected: 'an integer from 0 to 65535', received: text })
  return port
}

function readPublicUrl(text: string): string {
  const origin = parseOrigin(text)
  if (!origin)
    throw new ServerConfigError({
      variable: 'WALLETPORT_PUBLIC_URL',
      expected: 'an origin such as https://wallet.example (http only on loopback), without a path',
      received: text,
    })
  return origin
}

function readAllowedOrigins(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (entries.length === 0)
    throw new ServerConfigError({
      variable: 'WALLETPORT_ALLOWED_ORIGINS',
      expected: 'at least one origin',
      received: text,
    })
  return [
    ...new Set(
      entries.map((entry) => {
        const origin = parseOrigin(entry)
        if (!origin)
          throw new ServerConfigError({
            variable: 'WALLETPORT_ALLOWED_ORIGINS',
            expected: 'exact origins such as https://app.example (http only on loopback), no wildcards',
            received: entry,
          })
        return origin
      }),
    ),
  ]
}

function readDatabaseUrl(text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined
  if (!/^postgres(ql)?:\/\//.test(text))
    throw new ServerConfigError({
      variable: 'DATABASE_URL',
      expected: 'a postgres:// or postgresql:// connection string',
      received: text.replace(/\/\/[^@/]*@/, '//***@'),
    })
  return text
}

function resolvePath(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path)
}
