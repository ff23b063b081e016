import { setupConnectionTest } from '../../../test/testAdapters.js'
import { InvalidAddressError } from '../../errors/adapter.js'
import type { WalletPortEvents } from '../../events/walletPortEvents.js'
import { connect } from './connect.js'
import { syncConnections } from './syncConnections.js'
import { watchAdapters } from './watchAdapters.js'

/**
 * An adapter whose `validateAddress` answers with a promise (its codec loading on first use): each check waits
 * until the test releases it, accepting or refusing the address.
 */
function asyncChecks(adapter: ReturnType<typeof setupConnectionTest>['evm']) {
  const pending: { address: string; release: (valid: boolean) => void }[] = []
  adapter.validateAddress = ({ address }) =>
    new Promise<void>((resolve, reject) => {
      pending.push({
        address,
        release: (valid) =>
          valid ? resolve() : reject(new InvalidAddressError({ address, rule: 'refused by the test' })),
      })
    })
  const release = async (address: string, valid = true) => {
    const index = pending.findIndex((check) => check.address === address)
    if (index === -1) throw new Error(`no pending check of ${address}`)
    const [check] = pending.splice(index, 1)
    check?.release(valid)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  const releaseAll = async () => {
    while (pending.length > 0) await release(pending[0]?.address ?? '')
  }
  return { pending, release, releaseAll }
}

async function connectedWithAsyncChecks() {
  const setup = setupConnectionTest({
    evm: { connectors: [{ id: 'mm', name: 'MetaMask' }], accounts: ['mem0001'] },
  })
  const checks = asyncChecks(setup.evm)
  const rejected: WalletPortEvents['WALLET_EVENT_REJECTED'][] = []
  setup.context.events.on('WALLET_EVENT_REJECTED', (event) => rejected.push(event))
  watchAdapters(setup.context)
  const connecting = connect(setup.context, { connectorId: 'mm' })
  await new Promise((resolve) => setTimeout(resolve, 0))
  await checks.releaseAll()
  await connecting
  const address = () => setup.context.store.getState().chains.eip155?.accountState.address
  return { ...setup, checks, rejected, address }
}

describe('an adapter whose validateAddress answers asynchronously', () => {
  it('connect waits for the check before the account is shown', async () => {
    const { context, evm } = setupConnectionTest({
      evm: { connectors: [{ id: 'mm', name: 'MetaMask' }], accounts: ['mem0001'] },
    })
    const checks = asyncChecks(evm)
    const connecting = connect(context, { connectorId: 'mm' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(checks.pending.map((check) => check.address)).toEqual(['mem0001'])
    expect(context.store.getState().chains.eip155?.accountState).toMatchObject({
      status: 'connecting',
      address: undefined,
    })
    await checks.release('mem0001')
    await connecting
    expect(context.store.getState().chains.eip155?.accountState).toMatchObject({
      status: 'connected',
      address: 'mem0001',
    })
  })

  it('a connect whose check rejects is refused as InvalidWalletResponseError and closed at the wallet', async () => {
    const { context, evm } = setupConnectionTest({
      evm: { connectors: [{ id: 'mm', name: 'MetaMask' }], accounts: ['mem0001'] },
    })
    const checks = asyncChecks(evm)
    const connecting = connect(context, { connectorId: 'mm' })
    const outcome = expect(connecting).rejects.toMatchObject({
      name: 'InvalidWalletResponseError',
      details: expect.stringContaining('Account 0: Invalid address "mem0001"'),
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    await checks.release('mem0001', false)
    await outcome
    expect(context.store.getState().chains.eip155?.accountState).toMatchObject({
      status: 'disconnected',
      address: undefined,
    })
    expect(evm.wallet.requests).toContain('disconnect')
  })

  it.each([
    ['accepted: connected', true],
    ['refused: disconnected and forgotten', false],
  ])('a silent reconnect waits for the check; %s', async (_, valid) => {
    const { context, evm } = setupConnectionTest({
      evm: { connectors: [{ id: 'mm', name: 'MetaMask' }], accounts: ['mem0001'], authorized: true },
    })
    context.storage.set('connected-connector-ids', { eip155: 'mm' })
    const checks = asyncChecks(evm)
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const syncing = syncConnections(context)
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(context.store.getState().chains.eip155?.accountState.address).toBeUndefined()
      await checks.release('mem0001', valid)
      await syncing
    } finally {
      warned.mockRestore()
    }
    expect(context.store.getState().chains.eip155?.accountState).toMatchObject(
      valid ? { status: 'connected', address: 'mem0001' } : { status: 'disconnected', address: undefined },
    )
    expect(context.storage.get('connected-connector-ids')).toEqual(valid ? { eip155: 'mm' } : undefined)
  })

  it('two account changes racing: the newest wins even when the older check answers last', async () => {
    const { evm, checks, address } = await connectedWithAsyncChecks()
    evm.wallet.changeAccounts(['mem0aaa'])
    evm.wallet.changeAccounts(['mem0bbb'])
    expect(address()).toBe('mem0001')
    await checks.release('mem0bbb')
    expect(address()).toBe('mem0bbb')
    await checks.release('mem0aaa')
    expect(address()).toBe('mem0bbb')
  })

  it('two account changes racing: the older check answering first never shows its account', async () => {
    const { context, evm, checks, address } = await connectedWithAsyncChecks()
    const seen: (string | undefined)[] = []
    context.store.subscribe((state) => seen.push(state.chains.eip155?.accountState.address))
    evm.wallet.changeAccounts(['mem0aaa'])
    evm.wallet.changeAccounts(['mem0bbb'])
    await checks.release('mem0aaa')
    expect(address()).toBe('mem0001')
    await checks.release('mem0bbb')
    expect(address()).toBe('mem0bbb')
    expect(seen).not.toContain('mem0aaa')
  })

  it('an account change refused by the check is dropped and reported', async () => {
    const { evm, checks, rejected, address } = await connectedWithAsyncChecks()
    evm.wallet.changeAccounts(['mem0bad'])
    await checks.release('mem0bad', false)
    expect(address()).toBe('mem0001')
    expect(rejected).toEqual([
      {
        namespace: 'eip155',
        event: 'accountsChanged',
        reason: expect.stringContaining('Account 0: Invalid address "mem0bad"'),
      },
    ])
  })

  it('an account change still being checked when the wallet disconnects is not applied', async () => {
    const { context, evm, checks } = await connectedWithAsyncChecks()
    evm.wallet.changeAccounts(['mem0aaa'])
    evm.wallet.disconnectFromWallet()
    await checks.release('mem0aaa')
    expect(context.store.getState().chains.eip155?.accountState).toMatchObject({
      status: 'disconnected',
      address: undefined,
    })
  })

  it('an account change checked while the wallet moved network is checked again on the new network', async () => {
    const { context, evm, checks, address } = await connectedWithAsyncChecks()
    const { localEvm2 } = await import('../../networks/index.js')
    evm.wallet.changeAccounts(['mem0aaa'])
    evm.wallet.changeNetwork(localEvm2)
    await checks.release('mem0aaa')
    expect(address()).toBe('mem0001')
    expect(checks.pending.map((check) => check.address)).toEqual(['mem0aaa'])
    await checks.release('mem0aaa')
    expect(context.store.getState().chains.eip155?.accountState.caipAddress).toBe('eip155:31338:mem0aaa')
  })
})
