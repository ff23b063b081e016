import {
  createDefaultSiwx,
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  getSiwxVerifier,
  type WalletPortClient,
  type WalletPortOptions,
} from '@walletport/core'
import { localEvm, localEvm2 } from '@walletport/core/networks'
import { createMemoryAdapter, type MemoryAdapterOptions, type MemoryWallet } from '@walletport/core/testing'

export const TEST_ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

export interface TestClient {
  client: WalletPortClient
  wallet: MemoryWallet
}

export interface CreateTestClientParameters {
  adapter?: Partial<MemoryAdapterOptions>
  options?: Partial<WalletPortOptions>
  /** Adds WalletPort's default sign-in (verified by the memory wallet), required or not. */
  siwx?: { required: boolean }
}

/**
 * A real client over the in-memory EVM adapter (local networks 31337 and 31338, wallet 'Memory Wallet'),
 * storage in memory. Tests only: excluded from the build.
 */
export async function createTestClient(parameters: CreateTestClientParameters = {}): Promise<TestClient> {
  const adapter = createMemoryAdapter({
    networks: [localEvm, localEvm2],
    accounts: [TEST_ADDRESS],
    addressPattern: /^(0x[0-9a-fA-F]{40}|mem[0-9a-f]{4,})$/,
    balances: { [TEST_ADDRESS]: 1_234_500_000_000_000_000n },
    ...parameters.adapter,
  })
  const storage = createStorage({ backend: createMemoryStorageBackend() })
  const siwx =
    parameters.siwx &&
    createDefaultSiwx({
      storage,
      domain: 'app.example',
      uri: 'https://app.example/login',
      verify: getSiwxVerifier({ adapters: [adapter] }),
      required: parameters.siwx.required,
    })
  const client = createWalletPort({
    adapters: [adapter],
    networks: [localEvm, localEvm2],
    storage,
    ...(siwx ? { siwx } : {}),
    ...parameters.options,
  })
  await client.ready
  return { client, wallet: adapter.wallet }
}
