import {
  type Connector,
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  type ThemeMode,
  type WalletPortClient,
} from '@walletport/core'
import { localEvm, localEvm2, localSolana } from '@walletport/core/networks'
import { createMemoryAdapter, createMemoryNameService } from '@walletport/core/testing'

export const EVM_ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
export const SOLANA_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

export type GalleryAdapters = {
  evm: ReturnType<typeof createMemoryAdapter>
  solana: ReturnType<typeof createMemoryAdapter>
}

/**
 * A real client over two in-memory wallets (EVM: MetaMask and Rabby; Solana: Phantom), storage in memory: every
 * view of the modal with nothing outside the page, the same pixels on every run.
 */
export function createGalleryClient(
  themeMode: ThemeMode | undefined,
  { emailLogin = false }: { emailLogin?: boolean } = {},
): {
  client: WalletPortClient
  adapters: GalleryAdapters
} {
  const evm = createMemoryAdapter({
    networks: [localEvm, localEvm2],
    accounts: [EVM_ADDRESS],
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
    balances: { [EVM_ADDRESS]: 1_234_500_000_000_000_000n },
    connectors: [
      { id: 'io.metamask', name: 'MetaMask' },
      { id: 'io.rabby', name: 'Rabby Wallet' },
    ],
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    networks: [localSolana],
    accounts: [SOLANA_ADDRESS],
    addressPattern: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
    balances: { [SOLANA_ADDRESS]: 2_500_000_000n },
    connectors: [{ id: 'app.phantom', name: 'Phantom' }],
  })
  const client = createWalletPort({
    adapters: [emailLogin ? withEmailLogin(evm) : evm, solana],
    networks: [localEvm, localEvm2, localSolana],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    nameService: createMemoryNameService({ namespaces: ['eip155'], caipNetworkId: localEvm.caipNetworkId }),
    ...(themeMode ? { themeMode } : {}),
  })
  return { client, adapters: { evm, solana } }
}

/**
 * The EVM wallet list plus an AUTH connector offering email login, as an app with the embedded wallet has. Its
 * login never loads (the gallery reaches no server): the email view shows its form, nothing is sent.
 */
function withEmailLogin(adapter: GalleryAdapters['evm']): GalleryAdapters['evm'] {
  const email: Connector = {
    id: 'walletport-embedded',
    name: 'Email',
    type: 'AUTH',
    chain: 'eip155',
    installed: true,
    emailAuth: () => new Promise<never>(() => {}),
  }
  return Object.assign(Object.create(adapter) as GalleryAdapters['evm'], {
    getConnectors: () => [...adapter.getConnectors(), email],
  })
}
