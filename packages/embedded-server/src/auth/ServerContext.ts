import type { SocialProvider } from '@walletport/core'
import type { ServerKeys } from '../crypto/deriveServerKeys.js'
import type { Database } from '../db/Database.js'
import type { FarcasterRelayClient } from '../farcaster/createFarcasterRelayClient.js'
import type { ServerLimits } from '../limits.js'
import type { Logger } from '../log/Logger.js'
import type { Mailer } from '../mail/Mailer.js'
import type { SocialClient } from '../social/SocialClient.js'

/** What every server operation needs; one per server instance, no module-level state. */
export interface ServerContext {
  db: Database
  keys: ServerKeys
  transportPrivateKey: CryptoKey
  publicUrl: string
  allowedOrigins: readonly string[]
  /** The operator's name per dapp origin (`WALLETPORT_DAPP_NAMES`); mails never carry a caller's text. */
  dappNames?: Readonly<Record<string, string>>
  /** The eip155 chains the frame may use (the operator's `WALLETPORT_CHAIN_IDS`); absent: the default list. */
  frameChainIds?: readonly number[]
  limits: ServerLimits
  now: () => number
  mailer: Mailer
  logger: Logger
  /** Sign In With Farcaster (relay + IdRegistry); absent when not configured, and then not offered. */
  farcaster?: FarcasterRelayClient
  /** The configured social providers; absent ones are not offered. */
  socialClients?: Partial<Record<SocialProvider, SocialClient>>
}
