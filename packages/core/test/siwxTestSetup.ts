import type { ChainNamespace } from '../src/caip/types.js'
import type { ClientContext } from '../src/client/context.js'
import { type CreateDefaultSiwxParameters, createDefaultSiwx } from '../src/client/siwx/createDefaultSiwx.js'
import { getSiwxVerifier } from '../src/client/siwx/getSiwxVerifier.js'
import type { SiwxConfig } from '../src/client/siwx/types.js'
import type { WalletPortEvents } from '../src/events/walletPortEvents.js'
import { localEvm, localEvm2, localSolana } from '../src/networks/index.js'
import type { Network } from '../src/networks/types.js'
import { createMemoryStorageBackend } from '../src/storage/createMemoryStorageBackend.js'
import { createStorage } from '../src/storage/createStorage.js'
import { createMemoryAdapter } from '../src/testing/createMemoryAdapter.js'
import { createTestContext } from './createTestContext.js'

// Test helper for the sign-in tests: EIP-55-shaped eip155 accounts (the memory adapter's default 'mem…' ones
// are not valid in an EIP-4361 message) and a real default sign-in over the memory adapters' HMAC signatures.

export const EVM_ACCOUNT = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
export const EVM_ACCOUNT_2 = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'
export const START = Date.UTC(2030, 0, 1)

export function createSiwxTestSetup(
  parameters: {
    siwx?: Partial<CreateDefaultSiwxParameters> | SiwxConfig
    evmAccounts?: readonly string[]
    accountType?: 'eoa' | 'smartAccount'
  } = {},
) {
  const evm = createMemoryAdapter({
    networks: [localEvm, localEvm2],
    accounts: parameters.evmAccounts ?? [EVM_ACCOUNT, EVM_ACCOUNT_2],
    addressPattern: /^(0x[0-9a-fA-F]{40}|mem[0-9a-f]{4,})$/,
    defaultAccountType: parameters.accountType ?? 'eoa',
  })
  const solana = createMemoryAdapter({ namespace: 'solana', networks: [localSolana] })
  const storage = createStorage({ backend: createMemoryStorageBackend() })
  const time = { now: START }
  const siwx =
    parameters.siwx && 'createMessage' in parameters.siwx
      ? parameters.siwx
      : createDefaultSiwx({
          storage,
          domain: 'app.example',
          uri: 'https://app.example/login',
          statement: 'Sign in to Example',
          verify: getSiwxVerifier({ adapters: [evm, solana] }),
          now: () => time.now,
          ...parameters.siwx,
        })
  const context = createTestContext({
    adapters: [evm, solana],
    options: { siwx, storage, defaultAccountTypes: { eip155: parameters.accountType ?? 'eoa' } },
  })
  const events: { type: keyof WalletPortEvents; payload: unknown }[] = []
  context.events.on('*', (type, payload) => events.push({ type, payload }))
  return { evm, solana, storage, time, siwx, context, events }
}

/** Connects the memory wallet on `namespace` and makes it the active chain, in one update. */
export async function connectWallet(
  context: ClientContext,
  namespace: ChainNamespace = 'eip155',
  network?: Network,
): Promise<string> {
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new Error(`no ${namespace} adapter`)
  const target = network ?? adapter.networks[0]
  if (!target) throw new Error(`no ${namespace} network`)
  const connection = await adapter.connect({ connectorId: 'memory', network: target })
  const account = connection.accounts[0]
  if (!account) throw new Error('no account')
  context.storage.set('connected-connector-ids', { [namespace]: 'memory' })
  context.store.setState((state) => {
    const chain = state.chains[namespace]
    if (!chain) return state
    return {
      ...state,
      activeChain: namespace,
      chains: {
        ...state.chains,
        [namespace]: {
          ...chain,
          connectorId: 'memory',
          accountState: {
            ...chain.accountState,
            status: 'connected',
            address: account.address,
            caipAddress: `${target.caipNetworkId}:${account.address}`,
            allAccounts: connection.accounts,
          },
          networkState: { ...chain.networkState, caipNetwork: target },
        },
      },
    }
  })
  return account.address
}
