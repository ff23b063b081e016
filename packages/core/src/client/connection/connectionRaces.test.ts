import { chainOf, settle, setupScriptedClient } from '../../../test/setupScriptedClient.js'
import { InvalidWalletResponseError } from '../../errors/adapter.js'
import { ConnectionCancelledError } from '../../errors/wallet.js'
import { cancelConnect } from './cancelConnect.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { watchAdapters } from './watchAdapters.js'

async function connected() {
  const setup = setupScriptedClient()
  watchAdapters(setup.context)
  await connect(setup.context, { connectorId: 'mm' })
  return setup
}

describe('defect 5: races leave stale state', () => {
  it('defect 5: a connect that fails after the wallet disconnected does not restore connected without an address', async () => {
    const { context, evm } = await connected()
    evm.wallet.set('connect', 'stall')
    const pending = connect(context, { connectorId: 'rabby' }).catch((error: unknown) => error)
    await settle()
    evm.wallet.emit('disconnected', undefined)
    evm.wallet.pending[0]?.reject()
    expect(await pending).toMatchObject({ code: 4001 })
    expect(chainOf(context)).toEqual({
      status: 'disconnected',
      address: undefined,
      connectorId: undefined,
      caipAddress: undefined,
    })
    expect(context.storage.get('connected-connector-ids')).toBeUndefined()
  })

  it('defect 5: a disconnect in flight does not wipe a later successful connect', async () => {
    const { context, evm } = await connected()
    evm.wallet.set('disconnect', 'stall')
    const disconnecting = disconnect(context)
    evm.wallet.set('disconnect', 'approve')
    const connecting = connect(context, { connectorId: 'rabby' })
    await settle()
    // The connect waits until the wallet closed the old connection, so that close cannot hit the new one.
    expect(evm.wallet.calls).not.toContain('connect:rabby')
    evm.wallet.pending[0]?.approve()
    await disconnecting
    await connecting
    expect(chainOf(context)).toMatchObject({ status: 'connected', connectorId: 'rabby', address: 'mem0001' })
    expect(evm.wallet.attached).toBe('rabby')
    expect(context.storage.get('connected-connector-ids')).toEqual({ eip155: 'rabby' })
  })

  it('defect 5: accounts changed during a connect do not survive its failure', async () => {
    const { context, evm } = setupScriptedClient()
    watchAdapters(context)
    evm.wallet.set('connect', 'stall')
    const pending = connect(context, { connectorId: 'mm' }).catch((error: unknown) => error)
    await settle()
    evm.wallet.emit('accountsChanged', [{ address: 'mem0abc', type: 'eoa' }])
    evm.wallet.emit('networkChanged', 'eip155:31338')
    evm.wallet.pending[0]?.reject()
    await pending
    expect(chainOf(context)).toEqual({
      status: 'disconnected',
      address: undefined,
      connectorId: undefined,
      caipAddress: undefined,
    })
  })

  it('defect 5: a disconnect during a slow connect is not overridden when the connect completes, and the answer is closed at the wallet', async () => {
    const { context, evm } = setupScriptedClient()
    evm.wallet.set('connect', 'stall')
    const pending = connect(context, { connectorId: 'mm' }).catch((error: unknown) => error)
    await settle()
    await disconnect(context)
    expect(chainOf(context).status).toBe('disconnected')
    evm.wallet.pending[0]?.approve()
    expect(await pending).toBeInstanceOf(ConnectionCancelledError)
    await settle()
    expect(chainOf(context)).toMatchObject({ status: 'disconnected', address: undefined })
    expect(evm.wallet.attached).toBeUndefined()
    expect(evm.wallet.calls.filter((call) => call === 'disconnect').length).toBeGreaterThanOrEqual(2)
    expect(context.storage.get('connected-connector-ids')).toBeUndefined()
  })

  it('defect 5: a connection core refuses is closed at the wallet', async () => {
    const { context, evm, events } = setupScriptedClient()
    evm.wallet.set('connect', {
      resolve: {
        connectorId: 'mm',
        accounts: [{ address: 'hello-not-an-address', type: 'eoa' }],
        caipNetworkId: 'eip155:31337',
      },
    })
    const failure = await connect(context, { connectorId: 'mm' }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(InvalidWalletResponseError)
    expect((failure as Error).message).toBe("The wallet's answer to connect is malformed")
    await settle()
    expect(evm.wallet.calls).toEqual(['connect:mm', 'disconnect'])
    expect(chainOf(context).status).toBe('disconnected')
    expect(events.of('CONNECT_ERROR')).toHaveLength(1)
  })

  it('a second connect supersedes the first: the first rejects cancelled and its late answer never lands', async () => {
    const { context, evm } = setupScriptedClient()
    evm.wallet.set('connect', 'stall')
    const first = connect(context, { connectorId: 'mm' }).catch((error: unknown) => error)
    await settle()
    const second = connect(context, { connectorId: 'rabby' })
    await settle()
    expect(await first).toBeInstanceOf(ConnectionCancelledError)
    const [mm, rabby] = evm.wallet.pending
    rabby?.approve()
    await second
    expect(chainOf(context)).toMatchObject({ status: 'connected', connectorId: 'rabby' })
    // MetaMask answers last and takes the adapter over, as real adapters attach the last answer: core closes it
    // and reattaches Rabby without a prompt.
    mm?.approve()
    await settle(6)
    expect(chainOf(context)).toMatchObject({ status: 'connected', connectorId: 'rabby', address: 'mem0001' })
    expect(evm.wallet.attached).toBe('rabby')
    expect(evm.wallet.calls.slice(-2)).toEqual(['disconnect', 'reconnect:rabby'])
  })
})

describe('cancelConnect and the connect signal (the contract the modal uses)', () => {
  it('cancelling puts the status back, rejects with ConnectionCancelledError and closes the late answer', async () => {
    const { context, evm, events } = setupScriptedClient()
    evm.wallet.set('connect', 'stall')
    const pending = connect(context, { connectorId: 'mm' }).catch((error: unknown) => error)
    await settle()
    expect(chainOf(context).status).toBe('connecting')
    cancelConnect(context)
    expect(chainOf(context).status).toBe('disconnected')
    const failure = await pending
    expect(failure).toBeInstanceOf(ConnectionCancelledError)
    expect(failure).toMatchObject({ namespace: 'eip155', connectorId: 'mm' })
    expect(events.of('CONNECT_CANCELLED')).toEqual([{ namespace: 'eip155', connectorId: 'mm' }])
    expect(events.of('CONNECT_ERROR')).toEqual([])
    evm.wallet.pending[0]?.approve()
    await settle()
    expect(evm.wallet.attached).toBeUndefined()
    expect(chainOf(context).status).toBe('disconnected')
  })

  it('cancelling a connect over a connected wallet goes back to that wallet, connected', async () => {
    const { context, evm } = await connected()
    evm.wallet.set('connect', 'stall')
    const pending = connect(context, { connectorId: 'rabby' }).catch((error: unknown) => error)
    await settle()
    cancelConnect(context, { namespace: 'eip155' })
    expect(await pending).toBeInstanceOf(ConnectionCancelledError)
    expect(chainOf(context)).toMatchObject({ status: 'connected', connectorId: 'mm', address: 'mem0001' })
  })

  it('aborting the signal cancels; an aborted signal rejects before the wallet is asked', async () => {
    const { context, evm } = setupScriptedClient()
    evm.wallet.set('connect', 'stall')
    const controller = new AbortController()
    const pending = connect(context, { connectorId: 'mm', signal: controller.signal }).catch(
      (error: unknown) => error,
    )
    await settle()
    controller.abort()
    expect(await pending).toBeInstanceOf(ConnectionCancelledError)
    expect(chainOf(context).status).toBe('disconnected')
    const calls = evm.wallet.calls.length
    await expect(connect(context, { connectorId: 'mm', signal: controller.signal })).rejects.toBeInstanceOf(
      ConnectionCancelledError,
    )
    expect(evm.wallet.calls).toHaveLength(calls)
  })

  it('cancels only the namespace asked for', async () => {
    const { context, evm, solana } = setupScriptedClient()
    evm.wallet.set('connect', 'stall')
    solana.wallet.set('connect', 'stall')
    const onEvm = connect(context, { connectorId: 'mm' }).catch((error: unknown) => error)
    const onSolana = connect(context, { connectorId: 'phantom' })
    await settle()
    cancelConnect(context, { namespace: 'eip155' })
    expect(await onEvm).toBeInstanceOf(ConnectionCancelledError)
    expect(chainOf(context, 'solana').status).toBe('connecting')
    solana.wallet.pending[0]?.approve()
    await onSolana
    expect(chainOf(context, 'solana')).toMatchObject({ status: 'connected', connectorId: 'phantom' })
  })

  it('with nothing in flight still emits CONNECT_CANCELLED, so a pairing outside connect is abandoned', () => {
    const { context, events } = setupScriptedClient()
    cancelConnect(context, { namespace: 'solana' })
    cancelConnect(context)
    expect(events.of('CONNECT_CANCELLED')).toEqual([
      { namespace: 'solana', connectorId: undefined },
      { namespace: undefined, connectorId: undefined },
    ])
  })

  it('after a cancel the next connect goes to the wallet again and connects', async () => {
    const { context, evm } = setupScriptedClient()
    evm.wallet.set('connect', 'stall')
    const pending = connect(context, { connectorId: 'mm' }).catch(() => undefined)
    await settle()
    cancelConnect(context)
    await pending
    evm.wallet.set('connect', 'approve')
    await connect(context, { connectorId: 'mm' })
    expect(chainOf(context)).toMatchObject({ status: 'connected', connectorId: 'mm' })
  })
})
