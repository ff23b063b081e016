import {
  type Connector,
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  type ThemeMode,
  type WalletPortClient,
  type WalletPortOptions,
} from '@walletport/core'
import { localEvm, localEvm2, localSolana } from '@walletport/core/networks'
import {
  createMemoryAdapter,
  createMemoryNameService,
  createMemoryOnrampProvider,
  createMemorySwapProvider,
} from '@walletport/core/testing'
import { createGalleryEmbeddedAccount } from './createGalleryEmbeddedAccount.js'

export const EVM_ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
export const SOLANA_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

export const EMBEDDED_CONNECTOR_ID = 'walletport-embedded'

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
  {
    emailLogin = false,
    embeddedAccount = false,
    commerce = false,
    options = {},
  }: {
    emailLogin?: boolean
    embeddedAccount?: boolean
    commerce?: boolean
    /** More client options (a scenario's features). */
    options?: Partial<WalletPortOptions>
  } = {},
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
    adapters: [emailLogin ? withEmailLogin(evm) : embeddedAccount ? withEmbeddedAccount(evm) : evm, solana],
    networks: [localEvm, localEvm2, localSolana],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    nameService: createMemoryNameService({ namespaces: ['eip155'], caipNetworkId: localEvm.caipNetworkId }),
    ...(themeMode ? { themeMode } : {}),
    ...(commerce ? commerceOptions() : {}),
    ...options,
  })
  return { client, adapters: { evm, solana } }
}

/**
 * The EVM wallet list plus an AUTH connector offering email login, as an app with the embedded wallet has. Its
 * login never loads (the gallery reaches no server): the email view shows its form, nothing is sent.
 */
function withEmailLogin(adapter: GalleryAdapters['evm']): GalleryAdapters['evm'] {
  const email: Connector = {
    id: EMBEDDED_CONNECTOR_ID,
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

/**
 * The EVM wallet list plus the embedded wallet of a signed-in account (in memory): its email and social login,
 * devices, passkeys and linked sign-ins, with Google, GitHub and X configured on its server.
 */
function withEmbeddedAccount(adapter: GalleryAdapters['evm']): GalleryAdapters['evm'] {
  const { emailAuth, socialAuth } = createGalleryEmbeddedAccount({
    email: 'ada@example.com',
    providers: ['google', 'github', 'x'],
  })
  const embedded: Connector = {
    id: EMBEDDED_CONNECTOR_ID,
    name: 'Email',
    type: 'AUTH',
    chain: 'eip155',
    installed: true,
    emailAuth: async () => emailAuth,
    socialAuth: async () => socialAuth,
  }
  return Object.assign(Object.create(adapter) as GalleryAdapters['evm'], {
    getConnectors: () => [...adapter.getConnectors(), embedded],
  })
}

const ALPHA = {
  address: '0xCa8B49076d1a8039599E24979abF819aF784C27a',
  name: 'Alpha',
  symbol: 'ALPHA',
  decimals: 18,
}
const BETA = {
  address: '0xc039B3b46814D8388e5205D37dD0d154D806f1F4',
  name: 'Beta',
  symbol: 'BETA',
  decimals: 6,
}

/** Swaps, on-ramp and pay on, served in memory: a pool of two tokens and two card sellers with other prices. */
function commerceOptions() {
  const eth = { network: localEvm.caipNetworkId, symbol: 'ETH', decimals: 18 }
  return {
    features: { swaps: true, onramp: true, pay: true },
    swapProviders: [
      createMemorySwapProvider({
        network: localEvm,
        pair: [ALPHA, BETA],
        reserves: [100_000n * 10n ** 18n, 200_000n * 10n ** 6n],
        balanceOf: (token) => (token === ALPHA ? 1_250n * 10n ** 18n : 320n * 10n ** 6n),
        router: '0x2B574555158337cD46D47C2cA57e4698a1f04E70',
      }).provider,
    ],
    onrampProviders: [
      createMemoryOnrampProvider({
        id: 'devnet-ramp',
        name: 'Devnet Ramp',
        assets: [eth],
        rate: 3_940_000_000_000n,
        fee: '1.50',
      }).provider,
      createMemoryOnrampProvider({
        id: 'loopback-pay',
        name: 'Loopback Pay',
        assets: [eth],
        rate: 4_004_000_000_000n,
        fee: '1.90',
      }).provider,
    ],
  }
}
