import { bitcoin } from '@walletport/core/networks'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'
import { discoverInjectedWallets } from './discoverInjectedWallets.js'

const satsConnect = { request: async () => ({ jsonrpc: '2.0', id: '1', result: [] }) }
const unisatLike = { getAccounts: async () => [], signMessage: async () => '', signPsbt: async () => '' }

function page(): Record<string, unknown> {
  return {
    XverseProviders: { BitcoinProvider: satsConnect },
    btc_providers: [
      { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet', icon: 'data:image/png;base64,' },
    ],
    LeatherProvider: { request: async () => ({ result: { addresses: [] } }) },
    unisat: { ...unisatLike, requestAccounts: async () => ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'] },
    okxwallet: { bitcoin: { ...unisatLike, connect: async () => ({ address: '' }) } },
    phantom: {
      bitcoin: { requestAccounts: async () => [], signMessage: async () => ({}), signPSBT: async () => [] },
    },
  }
}

describe('discoverInjectedWallets', () => {
  it('finds each injected API once under its id (a provider listed twice counts once)', () => {
    expect(discoverInjectedWallets(page(), [], ['mainnet']).map(({ connector }) => connector.id)).toEqual([
      'XverseProviders.BitcoinProvider',
      'LeatherProvider',
      'unisat',
      'okxwallet.bitcoin',
      'phantom.bitcoin',
    ])
  })

  it('lists nothing on an empty page', () => {
    expect(discoverInjectedWallets({}, [], ['mainnet'])).toEqual([])
  })

  it('every id discovery lists is one connect accepts (no "not installed" for an installed wallet)', async () => {
    const adapter = createBitcoinAdapter({ networks: [bitcoin], window: page() })
    await adapter.init({ endpoints: {} })
    const ids = adapter.getConnectors().map((connector) => connector.id)
    expect(ids.length).toBe(5)
    for (const id of ids) expect(adapter.resolveConnectorId(id)).toBe(id)
    // Unisat answers with an account: connect goes through under the same id.
    expect((await adapter.connect({ connectorId: 'unisat', network: bitcoin })).connectorId).toBe('unisat')
    await expect(adapter.connect({ connectorId: 'nope', network: bitcoin })).rejects.toThrow(
      'Unknown wallet nope',
    )
  })

  it("lists the page's own provider objects and makes each wallet's client only when asked, once", async () => {
    const target = page()
    const wallets = discoverInjectedWallets(target, [], ['mainnet'])
    const leather = wallets.find(({ connector }) => connector.id === 'LeatherProvider')
    expect(leather?.connector.provider).toBe(target.LeatherProvider)
    const client = await leather?.loadClient()
    expect(client?.provider).toBe(target.LeatherProvider)
    await expect(leather?.loadClient()).resolves.toBe(client)
    const unisat = wallets.find(({ connector }) => connector.id === 'unisat')
    const unisatClient = await unisat?.loadClient()
    expect(unisatClient).not.toBe(client)
    await expect(unisatClient?.connect(bitcoin)).resolves.toEqual([
      expect.objectContaining({ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }),
    ])
  })
})
