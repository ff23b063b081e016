export { type SealedBox, SealedBoxError } from '@walletport/embedded/contract'
export type { DappIdentity } from './auth/dappIdentity.js'
export type { ServerContext } from './auth/ServerContext.js'
export type { AuthenticatedDevice, SessionTokens } from './auth/sessions.js'
export {
  type Environment,
  type LogLevel,
  readServerConfig,
  type ServerConfig,
  serverEnvironmentVariables,
} from './config/readServerConfig.js'
export { ServerConfigError } from './config/ServerConfigError.js'
export {
  type CreateEmbeddedServerParameters,
  createEmbeddedServer,
  defaultFrameDirectory,
  type EmbeddedServer,
} from './createEmbeddedServer.js'
export { loadMasterSecret, MasterSecretError } from './crypto/loadMasterSecret.js'
export type { Database, SqlExecutor } from './db/Database.js'
export { migrate } from './db/migrate.js'
export { migrations } from './db/migrations.js'
export { openDatabase } from './db/openDatabase.js'
export { openPgliteDatabase } from './db/openPgliteDatabase.js'
export { openPostgresDatabase } from './db/openPostgresDatabase.js'
export { ApiError, type ApiErrorCode } from './http/ApiError.js'
export { createFrameAssets, type FrameAssets, type FrameBootConfig } from './http/frameAssets.js'
export { defaultLimits, type ServerLimits } from './limits.js'
export { createLogger, type LogFields, type Logger } from './log/Logger.js'
export { createSmtpMailer } from './mail/createSmtpMailer.js'
export type { Mailer, MailMessage } from './mail/Mailer.js'
export {
  type CoinTypeNetwork,
  type CreateNameServerParameters,
  coinTypeNetwork,
  createNameServer,
  defaultCoinTypeNetworks,
  defaultNameVerifiers,
  type NameServer,
  NameServiceError,
  type NameSignatureVerifier,
  nameMigrations,
  type RunningNameServer,
  type StartNameServerParameters,
  startNameServer,
  verifyEvmPersonalSign,
  verifySolanaSignature,
} from './names/index.js'
export {
  type RunningEmbeddedServer,
  type StartEmbeddedServerParameters,
  startEmbeddedServer,
} from './startEmbeddedServer.js'
