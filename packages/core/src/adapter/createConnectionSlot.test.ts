import { WalletNotConnectedError } from '../errors/adapter.js'
import { createConnectionSlot, type SlotConnection } from './createConnectionSlot.js'

function connection(...addresses: string[]): SlotConnection & { detached: number } {
  const value = {
    accounts: addresses.map((address) => ({ address })),
    detached: 0,
    detach: () => {
      value.detached++
    },
  }
  return value
}

describe('createConnectionSlot', () => {
  it('default: empty, so require() and sender() throw WalletNotConnectedError naming the namespace', () => {
    const slot = createConnectionSlot('cosmos')
    expect(slot.get()).toBeUndefined()
    expect(() => slot.require()).toThrow(WalletNotConnectedError)
    expect(() => slot.require()).toThrow('No wallet is connected on cosmos')
    expect(() => slot.sender()).toThrow(WalletNotConnectedError)
  })

  it('behavior: set() detaches the previous connection, not the same one twice', () => {
    const slot = createConnectionSlot('eip155')
    const first = connection('0x1')
    const second = connection('0x2')
    slot.set(first)
    slot.set(first)
    expect(first.detached).toBe(0)
    slot.set(second)
    expect(first.detached).toBe(1)
    expect(slot.require()).toBe(second)
  })

  it('behavior: clear() forgets before detaching, so a detach that reads the slot sees it empty', () => {
    const slot = createConnectionSlot('solana')
    let seen: unknown = 'unset'
    slot.set({ accounts: [], detach: () => (seen = slot.get()) })
    slot.clear()
    expect(seen).toBeUndefined()
    expect(slot.get()).toBeUndefined()
  })

  it('parameters: sender(from) is from when given, else the first account', () => {
    const slot = createConnectionSlot('bip122')
    slot.set(connection('bc1first', 'bc1second'))
    expect(slot.sender()).toBe('bc1first')
    expect(slot.sender('bc1other')).toBe('bc1other')
  })

  it('behavior: sender() of a connection without accounts throws WalletNotConnectedError', () => {
    const slot = createConnectionSlot('eip155')
    slot.set(connection())
    expect(() => slot.sender()).toThrow(WalletNotConnectedError)
  })

  it('account(): the connected account asked for, the first by default; another address is refused naming the connected ones', () => {
    const slot = createConnectionSlot('bip122')
    expect(() => slot.account()).toThrow('No wallet is connected on bip122')
    slot.set(connection('bc1a', 'bc1b'))
    expect(slot.account()).toEqual({ address: 'bc1a' })
    expect(slot.account('bc1b')).toEqual({ address: 'bc1b' })
    expect(() => slot.account('bc1z')).toThrow(
      expect.objectContaining({
        name: 'WalletNotConnectedError',
        details: 'bc1z is not a connected account: expected one of bc1a, bc1b',
      }),
    )
  })
})
