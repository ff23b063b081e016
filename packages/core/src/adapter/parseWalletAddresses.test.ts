import { InvalidAddressError, InvalidWalletResponseError } from '../errors/adapter.js'
import { parseWalletAddress, parseWalletAddresses } from './parseWalletAddresses.js'

const validate = (address: string) => {
  if (!/^0x[0-9a-f]{4}$/.test(address))
    throw new InvalidAddressError({ address, rule: 'expected 0x and 4 hex digits' })
}

describe('parseWalletAddresses', () => {
  it('default: returns the addresses when every one passes the chain check', () => {
    expect(parseWalletAddresses(['0xabcd', '0x0001'], { method: 'eth_accounts', validate })).toEqual([
      '0xabcd',
      '0x0001',
    ])
    expect(parseWalletAddresses([], { method: 'eth_accounts', validate })).toEqual([])
  })

  it('behavior: refuses an address that fails the check, saying what was expected and what came', () => {
    const attempt = () =>
      parseWalletAddresses(['0xabcd', 'hello-not-an-address'], { method: 'eth_requestAccounts', validate })
    expect(attempt).toThrow(InvalidWalletResponseError)
    expect(attempt).toThrow("The wallet's answer to eth_requestAccounts is malformed")
    try {
      attempt()
    } catch (error) {
      expect((error as InvalidWalletResponseError).details).toBe(
        'Expected: an address (expected 0x and 4 hex digits)\nReceived: "hello-not-an-address"',
      )
      expect((error as Error).cause).toBeInstanceOf(InvalidAddressError)
    }
  })

  it.each([
    ['null', null, 'a list of addresses'],
    ['a string', '0xabcd', 'a list of addresses'],
    ['an object', { 0: '0xabcd' }, 'a list of addresses'],
    ['a list holding an object', [{ address: '0xabcd' }], 'an address string'],
    ['a list holding a number', [42], 'an address string'],
  ])('behavior: refuses %s', (_, value, expected) => {
    expect(() => parseWalletAddresses(value, { method: 'accountsChanged', validate })).toThrow(
      expect.objectContaining({
        name: 'InvalidWalletResponseError',
        details: expect.stringContaining(`Expected: ${expected}`),
      }),
    )
  })

  it('behavior: caps what a huge or hostile answer echoes', () => {
    const markup = `0x<img src=x onerror=alert(1)>${'a'.repeat(10_000)}`
    try {
      parseWalletAddress(markup, { method: 'accountsChanged', validate })
      throw new Error('accepted')
    } catch (error) {
      expect((error as InvalidWalletResponseError).details!.length).toBeLessThan(200)
    }
  })

  it('behavior: an error of the check other than InvalidAddressError is not disguised', () => {
    const broken = () => {
      throw new TypeError('bug')
    }
    expect(() => parseWalletAddress('0xabcd', { method: 'x', validate: broken })).toThrow(TypeError)
  })
})
