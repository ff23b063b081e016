import type { ChainAdapter } from '../src/adapter/types.js'
import type { WalletPortOptions } from '../src/client/options.js'
import type { ConnectorType } from '../src/connectors/types.js'
import { localEvm, localEvm2, localSolana } from '../src/networks/index.js'
import { createMemoryAdapter, type MemoryAdapterOptions } from '../src/testing/createMemoryAdapter.js'
import { createTestContext } from './createTestContext.js'

type MemoryAdapter = ReturnType<typeof createMemoryAdapter>

/** A memory adapter whose connectors with the given ids report another type (AUTH, WALLET_CONNECT…). */
export function withConnectorTypes<adapter extends ChainAdapter>(
  adapter: adapter,
  types: Readonly<Record<string, ConnectorType>>,
): adapter {
  return {
    ...adapter,
    getConnectors: () =>
      adapter.getConnectors().map((connector) => {
        const type = types[connector.id]
        return type ? { ...connector, type } : connector
      }),
  }
}

/** A memory adapter whose `disconnect` fails, as a wallet that does not answer would. */
export function withFailingDisconnect<adapter extends ChainAdapter>(
  adapter: adapter,
  message: string,
): adapter {
  return { ...adapter, disconnect: () => Promise.reject(new Error(message)) }
}

export interface SetupParameters {
  evm?: Partial<MemoryAdapterOptions>
  solana?: Partial<MemoryAdapterOptions>
  wrap?: (adapter: MemoryAdapter) => MemoryAdapter
  options?: Partial<WalletPortOptions>
}

/** An eip155 (local EVM 31337, 31338) and a solana (local) memory adapter in a test context. */
export function setupConnectionTest(parameters: SetupParameters = {}) {
  const wrap = parameters.wrap ?? ((adapter: MemoryAdapter) => adapter)
  const evm = wrap(createMemoryAdapter({ networks: [localEvm, localEvm2], ...parameters.evm }))
  const solana = wrap(
    createMemoryAdapter({
      namespace: 'solana',
      networks: [localSolana],
      accounts: ['mem5011'],
      ...parameters.solana,
    }),
  )
  const context = createTestContext({ adapters: [evm, solana], options: parameters.options })
  return { context, evm, solana }
}
