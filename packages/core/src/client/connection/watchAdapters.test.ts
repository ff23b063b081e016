import { setupConnectionTest } from '../../../test/testAdapters.js'
import { defineNetwork, localEvm2 } from '../../networks/index.js'
import { connect } from './connect.js'
import { watchAdapters } from './watchAdapters.js'

async function connectedSetup() {
  const setup = setupConnectionTest({
    evm: { connectors: [{ id: 'mm', name: 'MetaMask' }] },
    solana: { connectors: [{ id: 'phantom', name: 'Phantom' }] },
  })
  const unwatch = watchAdapters(setup.context)
  await connect(setup.context, { connectorId: 'mm' })
  return { ...setup, unwatch }
}

const otherNetwork = defineNetwork({
  id: 999,
  chainNamespace: 'eip155',
  name: 'Other',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9999'] } },
})

describe('watchAdapters', () => {
  it('updates address, CAIP address and accounts together when the wallet changes accounts', async () => {
    const { context, evm } = await connectedSetup()
    const seen: [string | undefined, string | undefined][] = []
    context.store.subscribe((state) => {
      const account = state.chains.eip155?.accountState
      seen.push([account?.address, account?.caipAddress])
    })
    evm.wallet.changeAccounts(['mem0abc', 'mem0001'])
    expect(seen).toEqual([['mem0abc', 'eip155:31337:mem0abc']])
    expect(context.store.getState().chains.eip155?.accountState.allAccounts.map((a) => a.address)).toEqual([
      'mem0abc',
      'mem0001',
    ])
  })

  it('resets the chain when the wallet reports no accounts (a wallet disconnect resets accounts)', async () => {
    const { context, evm } = await connectedSetup()
    evm.wallet.changeAccounts([])
    const chain = context.store.getState().chains.eip155
    expect(chain?.accountState.status).toBe('disconnected')
    expect(chain?.accountState.address).toBeUndefined()
    expect(chain?.accountState.allAccounts).toEqual([])
    expect(context.storage.get('connected-connector-ids')).toBeUndefined()
  })

  it('resets the chain when the wallet disconnects on its own', async () => {
    const { context, evm } = await connectedSetup()
    evm.wallet.disconnectFromWallet()
    const chain = context.store.getState().chains.eip155
    expect(chain?.accountState.status).toBe('disconnected')
    expect(chain?.accountState.caipAddress).toBeUndefined()
    expect(chain?.connectorId).toBeUndefined()
  })

  it('follows the wallet to another requested network', async () => {
    const { context, evm } = await connectedSetup()
    evm.wallet.changeNetwork(localEvm2)
    const chain = context.store.getState().chains.eip155
    expect(chain?.networkState.caipNetwork).toBe(localEvm2)
    expect(chain?.networkState.unsupported).toBe(false)
    expect(chain?.accountState.caipAddress).toBe('eip155:31338:mem0001')
  })

  it('enters the unsupported-network state when the wallet moves to a network the app did not request', async () => {
    const { context, evm } = await connectedSetup()
    evm.wallet.changeNetwork(otherNetwork)
    const chain = context.store.getState().chains.eip155
    expect(chain?.networkState.unsupported).toBe(true)
    expect(chain?.networkState.caipNetwork).toMatchObject({ id: 999, caipNetworkId: 'eip155:999' })
    expect(chain?.accountState.caipAddress).toBe('eip155:999:mem0001')
  })

  it('ignores events of a namespace that is not connected', async () => {
    const { context, solana } = await connectedSetup()
    const before = context.store.getState()
    solana.wallet.changeAccounts(['mem5555'])
    solana.wallet.disconnectFromWallet()
    expect(context.store.getState()).toBe(before)
  })

  it('refreshes the connectors when a wallet is announced', async () => {
    const { context, solana } = await connectedSetup()
    solana.wallet.announce({ id: 'backpack', name: 'Backpack' })
    expect(context.store.getState().connectors.map((c) => c.id)).toContain('backpack')
  })

  it('stops following the wallets once unsubscribed', async () => {
    const { context, evm, unwatch } = await connectedSetup()
    unwatch()
    evm.wallet.changeAccounts(['mem0abc'])
    expect(context.store.getState().chains.eip155?.accountState.address).toBe('mem0001')
  })
})
