import { createTestContext } from '../../../test/createTestContext.js'
import { setupConnectionTest, withConnectorTypes } from '../../../test/testAdapters.js'
import type { ChainAdapter } from '../../adapter/types.js'
import { findInAppBrowserWallet } from '../../connectors/findInAppBrowserWallet.js'
import { localEvm, localSolana } from '../../networks/index.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { refreshConnectors } from './refreshConnectors.js'

describe('refreshConnectors', () => {
  it('merges the same wallet on several chains into one MULTI_CHAIN entry', () => {
    const { context } = setupConnectionTest()
    refreshConnectors(context)
    const { connectors } = context.store.getState()
    expect(connectors).toHaveLength(1)
    expect(connectors[0]).toMatchObject({ id: 'memory', type: 'MULTI_CHAIN', chains: ['eip155', 'solana'] })
  })

  it('filters a chain with no networks left out of the connectors', () => {
    const { context } = setupConnectionTest({
      evm: { connectors: [{ id: 'mm', name: 'MetaMask' }] },
      solana: { connectors: [{ id: 'phantom', name: 'Phantom' }] },
    })
    context.store.setState((state) => {
      const chain = state.chains.solana!
      const networkState = { ...chain.networkState, requestedCaipNetworks: [] }
      return { ...state, chains: { ...state.chains, solana: { ...chain, networkState } } }
    })
    refreshConnectors(context)
    expect(context.store.getState().connectors.map((c) => c.id)).toEqual(['mm'])
  })

  it('hides excluded wallets and keeps only included ones', () => {
    const connectors = [
      { id: 'mm', name: 'MetaMask' },
      { id: 'rabby', name: 'Rabby' },
      { id: 'trust', name: 'Trust Wallet' },
    ]
    const excluded = setupConnectionTest({ evm: { connectors }, options: { excludeWalletIds: ['rabby'] } })
    refreshConnectors(excluded.context)
    expect(excluded.context.store.getState().connectors.map((c) => c.id)).toEqual(['mm', 'trust', 'memory'])
    const included = setupConnectionTest({ evm: { connectors }, options: { includeWalletIds: ['Trust'] } })
    refreshConnectors(included.context)
    expect(included.context.store.getState().connectors.map((c) => c.id)).toEqual(['trust'])
  })

  it("hides the injected 'Browser Wallet' on desktop", () => {
    const { context } = setupConnectionTest({
      evm: { connectors: [{ id: 'injected', name: 'Browser Wallet' }] },
    })
    refreshConnectors(context)
    expect(context.store.getState().connectors.map((c) => c.id)).toEqual(['memory'])
  })

  it('orders WalletConnect, recent, injected and featured connectors, with the recent ids in state', () => {
    const { context } = setupConnectionTest({
      evm: {
        connectors: [
          { id: 'a', name: 'Alpha' },
          { id: 'b', name: 'Beta' },
          { id: 'wc', name: 'WalletConnect' },
        ],
      },
      wrap: (adapter) => withConnectorTypes(adapter, { wc: 'WALLET_CONNECT' }),
    })
    context.storage.set('recent-wallets', [{ id: 'b', name: 'Beta' }])
    refreshConnectors(context)
    const state = context.store.getState()
    expect(state.connectors.map((c) => c.id)).toEqual(['wc', 'b', 'a', 'memory'])
    expect(state.recentWalletIds).toEqual(['b'])
  })

  it('lists the WalletConnect connector of two adapters once, first, as WALLET_CONNECT', () => {
    const walletConnect = { id: 'wc', name: 'WalletConnect' }
    const { context } = setupConnectionTest({
      evm: { connectors: [{ id: 'a', name: 'Alpha' }, walletConnect] },
      solana: { connectors: [walletConnect] },
      wrap: (adapter) => withConnectorTypes(adapter, { wc: 'WALLET_CONNECT' }),
    })
    refreshConnectors(context)
    const [first, ...rest] = context.store.getState().connectors
    expect(first).toMatchObject({ id: 'wc', type: 'WALLET_CONNECT', chains: ['eip155', 'solana'] })
    expect(rest.map((c) => c.id)).toEqual(['a'])
  })

  it('follows the configured connectorTypeOrder', () => {
    const { context } = setupConnectionTest({
      evm: {
        connectors: [
          { id: 'a', name: 'Alpha' },
          { id: 'wc', name: 'WalletConnect' },
        ],
      },
      wrap: (adapter) => withConnectorTypes(adapter, { wc: 'WALLET_CONNECT' }),
      options: { features: { connectorTypeOrder: ['injected', 'walletConnect'] } },
    })
    refreshConnectors(context)
    expect(context.store.getState().connectors.map((c) => c.id)).toEqual(['a', 'memory', 'wc'])
  })

  it('leaves WalletConnect out when it is disabled, and keeps the auth connector at the end', () => {
    const { context } = setupConnectionTest({
      evm: {
        connectors: [
          { id: 'auth', name: 'Email' },
          { id: 'wc', name: 'WalletConnect' },
        ],
      },
      wrap: (adapter) => withConnectorTypes(adapter, { wc: 'WALLET_CONNECT', auth: 'AUTH' }),
      options: { enableWalletConnect: false },
    })
    refreshConnectors(context)
    expect(context.store.getState().connectors.map((c) => c.id)).toEqual(['memory', 'auth'])
  })

  describe("in a wallet app's browser", () => {
    /** MetaMask as its phone app announces itself (EIP-6963 rdns io.metamask.mobile), another wallet, WalletConnect. */
    function phonePage(parameters: { mobile: boolean; rdns: string; globals?: Record<string, unknown> }) {
      const evm = createMemoryAdapter({
        networks: [localEvm],
        connectors: [
          { id: 'mm', name: 'MetaMask' },
          { id: 'rabby', name: 'Rabby' },
          { id: 'wc', name: 'WalletConnect' },
          { id: 'auth', name: 'Email' },
        ],
      })
      const withRdns: ChainAdapter = {
        ...withConnectorTypes(evm, { wc: 'WALLET_CONNECT', auth: 'AUTH' }),
        getConnectors: () =>
          withConnectorTypes(evm, { wc: 'WALLET_CONNECT', auth: 'AUTH' })
            .getConnectors()
            .map((c) =>
              c.id === 'mm' ? { ...c, type: 'ANNOUNCED' as const, info: { rdns: parameters.rdns } } : c,
            ),
      }
      const solana = createMemoryAdapter({
        namespace: 'solana',
        networks: [localSolana],
        connectors: [{ id: 'keplr-like', name: 'Keplr' }],
      })
      const context = createTestContext({
        adapters: [withRdns, solana],
        platform: { isMobile: () => parameters.mobile, globals: () => parameters.globals ?? {} },
      })
      // createWalletPort loads it at start on phones.
      context.findInAppBrowserWallet = findInAppBrowserWallet
      return context
    }

    it('lists only that wallet (no WalletConnect, no other wallet) and keeps email, on a phone', () => {
      const context = phonePage({ mobile: true, rdns: 'io.metamask.mobile' })
      refreshConnectors(context)
      const state = context.store.getState()
      expect(state.connectors.map((c) => c.id)).toEqual(['mm', 'auth'])
      expect(state.inAppBrowserWalletId).toBe('metamask')
    })

    it('lists every wallet for the extension (io.metamask), and off phones', () => {
      for (const page of [
        phonePage({ mobile: true, rdns: 'io.metamask' }),
        phonePage({ mobile: false, rdns: 'io.metamask.mobile' }),
      ]) {
        refreshConnectors(page)
        expect(page.store.getState().connectors.map((c) => c.id)).toEqual([
          'wc',
          'mm',
          'rabby',
          'keplr-like',
          'auth',
        ])
        expect(page.store.getState().inAppBrowserWalletId).toBeUndefined()
      }
    })

    it("reads a marker from the page's globals (Keplr's mode 'mobile-web'), not a provider alone", () => {
      const inKeplr = phonePage({
        mobile: true,
        rdns: 'io.metamask',
        globals: { keplr: { mode: 'mobile-web' } },
      })
      refreshConnectors(inKeplr)
      expect(inKeplr.store.getState().connectors.map((c) => c.id)).toEqual(['keplr-like', 'auth'])
      expect(inKeplr.store.getState().inAppBrowserWalletId).toBe('keplr')
      const extension = phonePage({
        mobile: true,
        rdns: 'io.metamask',
        globals: { keplr: { mode: 'extension' } },
      })
      refreshConnectors(extension)
      expect(extension.store.getState().inAppBrowserWalletId).toBeUndefined()
    })

    it('keeps the normal list when the marked wallet has no connector in the page', () => {
      const context = phonePage({
        mobile: true,
        rdns: 'io.metamask',
        globals: { okxwallet: { isOkxWallet: true } },
      })
      refreshConnectors(context)
      expect(context.store.getState().connectors.map((c) => c.id)).toContain('wc')
      expect(context.store.getState().inAppBrowserWalletId).toBeUndefined()
    })
  })
})
