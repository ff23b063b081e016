import { createEventBus } from './createEventBus.js'
import type { WalletPortEvents } from './walletPortEvents.js'

describe('createEventBus', () => {
  it('delivers an emitted payload to the handlers of that type only', () => {
    const bus = createEventBus<WalletPortEvents>()
    const successes: WalletPortEvents['CONNECT_SUCCESS'][] = []
    const errors: string[] = []
    bus.on('CONNECT_SUCCESS', (event) => successes.push(event))
    bus.on('CONNECT_ERROR', (event) => errors.push(event.message))

    const payload = { namespace: 'eip155', connectorId: 'injected', address: 'eip155:1:0xabc' } as const
    bus.emit('CONNECT_SUCCESS', payload)

    expect(successes).toEqual([payload])
    expect(errors).toEqual([])
  })

  it('stops delivering after the unsubscribe returned by on() is called', () => {
    const bus = createEventBus<WalletPortEvents>()
    const seen: boolean[] = []
    const unsubscribe = bus.on('MODAL_CLOSE', (event) => seen.push(event.connected))
    bus.emit('MODAL_CLOSE', { connected: true })
    unsubscribe()
    bus.emit('MODAL_CLOSE', { connected: false })
    expect(seen).toEqual([true])
  })

  it('off() removes only the given handler', () => {
    const bus = createEventBus<WalletPortEvents>()
    const calls: string[] = []
    const first = () => calls.push('first')
    const second = () => calls.push('second')
    bus.on('MODAL_OPEN', first)
    bus.on('MODAL_OPEN', second)
    bus.off('MODAL_OPEN', first)
    bus.emit('MODAL_OPEN', { connected: false })
    expect(calls).toEqual(['second'])
  })

  it('off() of a handler that was never added leaves the others in place', () => {
    const bus = createEventBus<WalletPortEvents>()
    const calls: string[] = []
    bus.on('MODAL_OPEN', () => calls.push('kept'))
    bus.off('MODAL_OPEN', () => calls.push('never added'))
    bus.emit('MODAL_OPEN', { connected: false })
    expect(calls).toEqual(['kept'])
  })

  it("passes type and payload of every event to a '*' handler", () => {
    const bus = createEventBus<WalletPortEvents>()
    const seen: unknown[] = []
    bus.on('*', (type, event) => seen.push([type, event]))
    bus.emit('SIWX_AUTH_SUCCESS', { networkId: 'eip155:1', isSmartAccount: false })
    bus.emit('ERROR_FETCH_TRANSACTIONS', { namespace: 'solana', address: 'abc', message: 'down' })
    expect(seen).toEqual([
      ['SIWX_AUTH_SUCCESS', { networkId: 'eip155:1', isSmartAccount: false }],
      ['ERROR_FETCH_TRANSACTIONS', { namespace: 'solana', address: 'abc', message: 'down' }],
    ])
  })

  it("calls '*' handlers after the typed handlers of the same event", () => {
    const bus = createEventBus<WalletPortEvents>()
    const order: string[] = []
    bus.on('*', () => order.push('wildcard'))
    bus.on('CLICK_CANCEL_SIWX', () => order.push('typed'))
    bus.emit('CLICK_CANCEL_SIWX', { networkId: 'eip155:1', isSmartAccount: true })
    expect(order).toEqual(['typed', 'wildcard'])
  })

  it("unsubscribes a '*' handler", () => {
    const bus = createEventBus<WalletPortEvents>()
    const seen: string[] = []
    const unsubscribe = bus.on('*', (type) => seen.push(type))
    unsubscribe()
    bus.emit('DISCONNECT_SUCCESS', {})
    expect(seen).toEqual([])
  })

  it('clear() removes every handler, wildcard ones included', () => {
    const bus = createEventBus<WalletPortEvents>()
    const seen: string[] = []
    bus.on('SWITCH_NETWORK', () => seen.push('typed'))
    bus.on('*', (type) => seen.push(type))
    bus.clear()
    bus.emit('SWITCH_NETWORK', { namespace: 'eip155', networkId: 'eip155:10' })
    expect(seen).toEqual([])
  })

  it('emitting a type with no handlers does nothing', () => {
    const bus = createEventBus<WalletPortEvents>()
    expect(() => bus.emit('DISCONNECT_ERROR', { message: 'Failed to disconnect' })).not.toThrow()
  })

  it('keeps buses independent of each other', () => {
    const a = createEventBus<WalletPortEvents>()
    const b = createEventBus<WalletPortEvents>()
    const seen: string[] = []
    a.on('SELECT_WALLET', (event) => seen.push(`a:${event.name}`))
    b.emit('SELECT_WALLET', { name: 'MetaMask' })
    a.emit('SELECT_WALLET', { name: 'Phantom', platform: 'browser' })
    expect(seen).toEqual(['a:Phantom'])
  })
})
