import { defaultEvmMnemonic, deriveEvmAccounts, type EvmAccount } from '../evm/deriveEvmAccounts.js'

const [deployer, bundlerExecutor, bundlerUtility, paymasterSigner] = deriveEvmAccounts(
  defaultEvmMnemonic,
  14,
).slice(10) as [EvmAccount, EvmAccount, EvmAccount, EvmAccount]

/**
 * The devnet's ERC-4337 keys: accounts 10–13 of the public test mnemonic, past the ten funded ones tests send from,
 * so the deployments and the bundler's transactions never race a test for a nonce. Loopback use only.
 */
export const accountAbstractionKeys = {
  /** Sends the deployments and owns (deposits and stakes) the verifying paymaster. */
  deployer,
  /** The bundler's executor: sends `handleOps`. */
  bundlerExecutor,
  /** The bundler's utility account: deploys its simulation contracts at start. */
  bundlerUtility,
  /** The key whose signature the verifying paymaster accepts: the paymaster server's signing key. */
  paymasterSigner,
} as const
