export { type CoinTypeNetwork, coinTypeNetwork, defaultCoinTypeNetworks } from './coinTypeNetwork.js'
export { type CreateNameServerParameters, createNameServer, type NameServer } from './createNameServer.js'
export { NameServiceError } from './NameServiceError.js'
export { nameMigrations } from './nameMigrations.js'
export { type RunningNameServer, type StartNameServerParameters, startNameServer } from './startNameServer.js'
export {
  defaultNameVerifiers,
  type NameSignatureVerifier,
  verifyEvmPersonalSign,
  verifySolanaSignature,
} from './verifiers.js'
