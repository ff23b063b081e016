import { setupConnectionTest } from '../../../test/testAdapters.js'
import { connect } from './connect.js'
import { resetChain } from './resetChain.js'

describe('resetChain', () => {
  it('sets the status disconnected and clears address, balances, profile, tokens, accounts and user', async () => {
    const { context } = setupConnectionTest()
    await connect(context, { connectorId: 'memory' })
    context.store.setState((state) => {
      const chain = state.chains.eip155!
      const accountState = {
        ...chain.accountState,
        balance: '1.5',
        balanceSymbol: 'ETH',
        profileName: 'alice.eth',
        profileImage: 'https://example.org/a.png',
        tokenBalance: [
          {
            name: 'T',
            symbol: 'T',
            chainId: 'eip155:31337' as const,
            price: 1,
            quantity: { decimals: 18, numeric: '1' },
          },
        ],
        user: { address: 'mem0001', chainId: 31337 },
        currentTab: 'Activity' as const,
      }
      return { ...state, chains: { ...state.chains, eip155: { ...chain, accountState } } }
    })
    resetChain(context, 'eip155')
    const chain = context.store.getState().chains.eip155
    expect(chain?.accountState).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
      tokenBalance: [],
      allAccounts: [],
      user: undefined,
      currentTab: 'Activity',
    })
    expect(chain?.connectorId).toBeUndefined()
  })

  it('leaves other chains and an unknown namespace alone', async () => {
    const { context } = setupConnectionTest()
    await connect(context, { connectorId: 'memory', namespace: 'solana' })
    const before = context.store.getState()
    resetChain(context, 'cosmos')
    expect(context.store.getState()).toBe(before)
    resetChain(context, 'eip155')
    expect(context.store.getState().chains.solana?.accountState.status).toBe('connected')
  })
})
