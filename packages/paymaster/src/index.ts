export {
  type Environment,
  entryPointV08,
  type LogLevel,
  type PaymasterConfig,
  paymasterEnvironmentVariables,
  readPaymasterConfig,
  type SponsorshipPolicy,
  simpleAccountFactoryV08,
} from './config/readPaymasterConfig.js'
export {
  type CreatePaymasterServerParameters,
  createPaymasterServer,
  type PaymasterServer,
} from './createPaymasterServer.js'
export { paymasterMigrations } from './db/paymasterMigrations.js'
export { type AccountCall, decodeAccountCalls } from './policy/decodeAccountCalls.js'
export { type CallRule, parseCallRules } from './policy/parseCallRules.js'
export type { PaymasterResult } from './rpc/handlePaymasterRequest.js'
export { type PaymasterRefusal, PaymasterRpcError, paymasterRefusals } from './rpc/PaymasterRpcError.js'
export type { UserOperation } from './rpc/userOperationSchema.js'
export { type PaymasterFields, verifyingPaymasterHash } from './signing/verifyingPaymasterHash.js'
export {
  type RunningPaymasterServer,
  type StartPaymasterServerParameters,
  startPaymasterServer,
} from './startPaymasterServer.js'
