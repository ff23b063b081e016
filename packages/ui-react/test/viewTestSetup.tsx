import '@testing-library/jest-dom'
import { webcrypto } from 'node:crypto'
import { render } from '@testing-library/react'
import {
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  type WalletPortClient,
  type WalletPortOptions,
} from '@walletport/core'
import { localEvm, localEvm2 } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import type { ComponentType } from 'react'
import { WalletPortContext } from '../src/context.js'
import { defaultMessages, type Messages } from '../src/messages.js'
import type { ViewProps } from '../src/views/types.js'

// jsdom has no WebCrypto; the memory wallet signs with it (HMAC-SHA-256).
if (!globalThis.crypto?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true })

type MemoryAdapter = ReturnType<typeof createMemoryAdapter>

/** A real client on the in-memory EVM chain (networks 31337 and 31338), storage in memory. */
export async function createViewTestClient(
  options: Partial<WalletPortOptions> & { adapter?: MemoryAdapter } = {},
): Promise<{ client: WalletPortClient; adapter: MemoryAdapter }> {
  const { adapter = createMemoryAdapter({ networks: [localEvm, localEvm2] }), ...rest } = options
  const client = createWalletPort({
    adapters: [adapter],
    networks: [localEvm, localEvm2],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    ...rest,
  })
  await client.ready
  return { client, adapter }
}

/** Connects the memory wallet and waits until core has settled the account (balance fetched). */
export async function connectMemoryWallet(client: WalletPortClient): Promise<void> {
  await client.connect({ connectorId: 'memory' })
  await client.fetchBalance()
}

/** Renders a view inside the context the modal gives it. */
export function renderView(
  View: ComponentType<ViewProps>,
  client: WalletPortClient,
  extra: { messages?: Messages; walletDirectoryUrl?: string } = {},
) {
  const messages = extra.messages ?? defaultMessages
  const props: ViewProps = {
    client,
    messages,
    ...(extra.walletDirectoryUrl === undefined ? {} : { walletDirectoryUrl: extra.walletDirectoryUrl }),
  }
  return render(
    <WalletPortContext.Provider value={{ client, messages }}>
      <View {...props} />
    </WalletPortContext.Provider>,
  )
}
