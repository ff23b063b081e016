import { chainOf, setupScriptedClient } from '../../../test/setupScriptedClient.js'
import { connect } from './connect.js'
import { watchAdapters } from './watchAdapters.js'

async function connected() {
  const setup = setupScriptedClient()
  watchAdapters(setup.context)
  await connect(setup.context, { connectorId: 'mm' })
  return setup
}

describe('defect 4: core takes wallet events unchecked', () => {
  it.each([
    ['[{}]', [{}]],
    ["[{ address: '' }]", [{ address: '' }]],
    ['null', null],
    ['a string', 'mem0abc'],
    ['an object', { 0: { address: 'mem0abc', type: 'eoa' } }],
    ['an unknown account type', [{ address: 'mem0abc', type: 'admin' }]],
  ])(
    'defect 4: accountsChanged with %s is dropped and reported, never thrown into the wallet',
    async (_, payload) => {
      const { context, evm, events } = await connected()
      const before = context.store.getState()
      expect(() => evm.wallet.emit('accountsChanged', payload)).not.toThrow()
      expect(context.store.getState()).toBe(before)
      expect(chainOf(context)).toMatchObject({ status: 'connected', address: 'mem0001' })
      expect(events.of('WALLET_EVENT_REJECTED')).toEqual([
        { namespace: 'eip155', event: 'accountsChanged', reason: expect.stringContaining('malformed') },
      ])
    },
  )

  it.each([
    ['42', 42],
    ["'0x1'", '0x1'],
    ['1.5', 1.5],
    ["'garbage'", 'garbage'],
    ['another namespace', 'solana:localnet'],
    ['eip155:NaN spelled out', 'eip155:NaN!'],
    ["'eip155:NaN'", 'eip155:NaN'],
    ["'eip155:0x1'", 'eip155:0x1'],
  ])(
    'defect 4: networkChanged with %s is dropped and reported, never thrown into the wallet',
    async (_, payload) => {
      const { context, evm, events } = await connected()
      expect(() => evm.wallet.emit('networkChanged', payload)).not.toThrow()
      const chain = context.store.getState().chains.eip155
      expect(chain?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:31337')
      expect(chain?.accountState.caipAddress).toBe('eip155:31337:mem0001')
      expect(events.of('WALLET_EVENT_REJECTED')).toEqual([
        { namespace: 'eip155', event: 'networkChanged', reason: expect.stringContaining('CAIP-2') },
      ])
    },
  )

  it('a well-formed event still applies after a malformed one', async () => {
    const { context, evm } = await connected()
    evm.wallet.emit('accountsChanged', [{}])
    evm.wallet.emit('accountsChanged', [{ address: 'mem0abc', type: 'eoa' }])
    evm.wallet.emit('networkChanged', 'eip155:31338')
    expect(chainOf(context)).toMatchObject({ address: 'mem0abc', caipAddress: 'eip155:31338:mem0abc' })
  })

  it('a listener of the bus that throws on the report does not reach the wallet either', async () => {
    const { context, evm } = await connected()
    context.events.on('WALLET_EVENT_REJECTED', () => {
      throw new Error('app bug')
    })
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(() => evm.wallet.emit('networkChanged', 42)).not.toThrow()
    } finally {
      logged.mockRestore()
    }
  })
})

describe('defect 3 (core side): addresses from wallets are re-validated by the adapter', () => {
  it("defect 3: accountsChanged ['0x<img src=x onerror=alert(1)>'] never lands in state", async () => {
    const { context, evm, events } = await connected()
    evm.wallet.emit('accountsChanged', [{ address: '0x<img src=x onerror=alert(1)>', type: 'eoa' }])
    expect(chainOf(context).address).toBe('mem0001')
    expect(events.of('WALLET_EVENT_REJECTED')[0]?.reason).toContain('Invalid address')
  })

  it("defect 3: a connect answering 'hello-not-an-address' is refused and closed at the wallet", async () => {
    const { context, evm } = setupScriptedClient()
    evm.wallet.accounts = ['hello-not-an-address']
    await expect(connect(context, { connectorId: 'mm' })).rejects.toMatchObject({
      name: 'InvalidWalletResponseError',
      details: expect.stringContaining('hello-not-an-address'),
    })
    expect(chainOf(context)).toMatchObject({ status: 'disconnected', address: undefined })
    expect(context.storage.get('connected-connector-ids')).toBeUndefined()
  })

  it('defect 3: a silent reconnect with an invalid address leaves the namespace disconnected and forgotten', async () => {
    const { context, evm } = setupScriptedClient({ evm: { authorised: ['mm'] } })
    context.storage.set('connected-connector-ids', { eip155: 'mm' })
    evm.wallet.accounts = ['0xLlo-nOT-aN-addresS']
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { syncConnections } = await import('./syncConnections.js')
      await syncConnections(context)
    } finally {
      warned.mockRestore()
    }
    expect(chainOf(context)).toMatchObject({ status: 'disconnected', address: undefined })
    expect(context.storage.get('connected-connector-ids')).toBeUndefined()
    expect(evm.wallet.calls).toEqual(['reconnect:mm', 'disconnect'])
  })
})
