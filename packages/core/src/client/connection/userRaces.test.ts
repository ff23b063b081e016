import { createScriptedWallets, SCRIPTED_NETWORKS, settle } from '../../../test/setupScriptedClient.js'
import { WalletPortError } from '../../errors/base.js'
import { WalletEndedConnectionError } from '../../errors/connection.js'
import { WalletRequestFailedError } from '../../errors/wallet.js'
import { eventually } from '../../testing/eventually.js'
import type { WalletPortClient } from '../WalletPortClient.js'

// Issue 35, "Races a person can cause": each found by an independent model of the client. The rule behind all
// five: the newest user intent wins, and the state always matches the wallet at rest.

async function setup() {
  const { createWalletPort } = await import('../createWalletPort.js')
  const { evm, solana } = createScriptedWallets({ evm: { connectors: ['mm', 'rabby'] } })
  const client = createWalletPort({
    adapters: [evm, solana],
    networks: SCRIPTED_NETWORKS,
    enableWalletConnect: false,
  })
  await client.ready
  return { evm, client }
}

const evmOf = (client: WalletPortClient) => {
  const chain = client.getState().chains.eip155
  return {
    status: chain?.accountState.status,
    connectorId: chain?.connectorId,
    address: chain?.accountState.address,
  }
}

describe('issue 35: races a person can cause', () => {
  it('after Disconnect, picking a wallet twice quickly: the slow disconnect does not close the newer connection', async () => {
    const { evm, client } = await setup()
    await client.connect({ connectorId: 'mm' })
    evm.wallet.set('disconnect', 'stall')
    const disconnecting = client.disconnect()
    await settle()
    const first = client.connect({ connectorId: 'mm' }).catch((error: unknown) => error)
    const second = client.connect({ connectorId: 'mm' })
    await settle()
    evm.wallet.pending[0]?.approve()
    await disconnecting
    await second
    await first
    await settle()
    expect(evmOf(client)).toEqual({ status: 'connected', connectorId: 'mm', address: 'mem0001' })
    expect(evm.wallet.attached).toBe('mm')
    await expect(client.signMessage({ message: 'hello' })).resolves.toBe('sig:mem0001:5')
    client.destroy()
  })

  it.each([
    ['disconnects', 'disconnected', undefined],
    ['locks (no accounts)', 'accountsChanged', []],
  ] as const)(
    'approve, then at once the wallet %s: the app does not keep showing the account',
    async (_, event, payload) => {
      const { evm, client } = await setup()
      // The adapter checks the answer's addresses once its codec has loaded (as adapter-evm does on a first
      // connect): the wallet's next event comes while the check still runs.
      let loaded = () => {}
      const codec = new Promise<void>((resolve) => {
        loaded = resolve
      })
      evm.validateAddress = () => codec
      evm.wallet.set('connect', 'stall')
      const connecting = client.connect({ connectorId: 'mm' }).catch((error: unknown) => error)
      await settle()
      evm.wallet.pending[0]?.approve()
      await settle()
      evm.wallet.emit(event, payload)
      loaded()
      const failure = await connecting
      await settle()
      expect(failure).toBeInstanceOf(WalletEndedConnectionError)
      expect((failure as Error).message).toBe('The wallet ended the connection on eip155 as it was approved')
      expect(evmOf(client)).toEqual({ status: 'disconnected', connectorId: undefined, address: undefined })
      expect(client.storage.get('connected-connector-ids')).toBeUndefined()
      client.destroy()
    },
  )

  it('pick A, then B; approve A, reject B: A is closed at the wallet, the app and the wallet both say disconnected', async () => {
    const { evm, client } = await setup()
    evm.wallet.set('connect', 'stall')
    const first = client.connect({ connectorId: 'mm' }).catch((error: unknown) => error)
    await settle()
    const second = client.connect({ connectorId: 'rabby' }).catch((error: unknown) => error)
    await settle()
    const [mm, rabby] = evm.wallet.pending
    mm?.approve()
    await settle()
    rabby?.reject()
    await first
    await second
    await eventually(() => expect(evm.wallet.attached).toBeUndefined(), { timeoutMs: 10_000, intervalMs: 10 })
    expect(evmOf(client).status).toBe('disconnected')
    expect(client.getProvider()).toBeUndefined()
    client.destroy()
  })

  it('pick A, then B; approve A, then approve B: B stays connected without a prompt again', async () => {
    const { evm, client } = await setup()
    evm.wallet.set('connect', 'stall')
    const first = client.connect({ connectorId: 'mm' }).catch((error: unknown) => error)
    await settle()
    const second = client.connect({ connectorId: 'rabby' })
    await settle()
    const [mm, rabby] = evm.wallet.pending
    mm?.approve()
    await settle()
    rabby?.approve()
    await second
    await first
    await settle(6)
    expect(evmOf(client)).toEqual({ status: 'connected', connectorId: 'rabby', address: 'mem0001' })
    expect(evm.wallet.attached).toBe('rabby')
    expect(evm.wallet.calls).toEqual(['init', 'connect:mm', 'connect:rabby'])
    client.destroy()
  })

  it('the first disconnect() on a page waits for its code; connect() called meanwhile stays connected', async () => {
    await jest.isolateModulesAsync(async () => {
      // The lazily loaded actions arrive when the test says, as a chunk fetched over a slow network would.
      let arrive = () => {}
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve
      })
      jest.doMock('../loadLazyActions.js', () => {
        const actual = jest.requireActual<typeof import('../loadLazyActions.js')>('../loadLazyActions.js')
        return {
          ...actual,
          withLazyActions: (action: Parameters<typeof actual.withLazyActions>[0]) =>
            arrived.then(() => actual.withLazyActions(action)),
        }
      })
      const { evm, client } = await setup()
      await client.connect({ connectorId: 'mm' })
      const disconnecting = client.disconnect()
      await client.connect({ connectorId: 'rabby' })
      expect(evmOf(client)).toEqual({ status: 'connected', connectorId: 'rabby', address: 'mem0001' })
      arrive()
      await disconnecting
      await settle()
      expect(evmOf(client)).toEqual({ status: 'connected', connectorId: 'rabby', address: 'mem0001' })
      expect(evm.wallet.attached).toBe('rabby')
      expect(client.storage.get('connected-connector-ids')).toEqual({ eip155: 'rabby' })
      client.destroy()
    })
  })

  it('a wallet rejecting with a revoked Proxy gets a named error, not the engine TypeError text', async () => {
    const { evm, client } = await setup()
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    // An adapter reading the rejection (`error instanceof Error`) throws the engine's TypeError itself.
    let read: unknown
    try {
      read = proxy instanceof Error
    } catch (error) {
      read = error
    }
    expect(read).toBeInstanceOf(TypeError)
    for (const thrown of [proxy, read]) {
      evm.wallet.set('connect', { throw: thrown })
      const failure = await client.connect({ connectorId: 'mm' }).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(WalletRequestFailedError)
      expect(failure).toBeInstanceOf(WalletPortError)
      expect((failure as Error).message).toBe('The wallet failed to connect on eip155')
      expect((failure as Error).message).not.toMatch(/proxy|revoked|TypeError/i)
      expect(evmOf(client).status).toBe('disconnected')
    }
    client.destroy()
  })
})
