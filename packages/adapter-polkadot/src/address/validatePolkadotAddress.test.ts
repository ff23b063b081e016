import { encodeAddress } from '@polkadot/util-crypto'
import { InvalidAddressError } from '@walletport/core'
import { localPolkadot, polkadot } from '@walletport/core/networks'
import { toNetworkAddress } from './toNetworkAddress.js'
import { decodePolkadotAddress, validatePolkadotAddress } from './validatePolkadotAddress.js'

const key = new Uint8Array(32).fill(1)
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

function ruleOf(address: string): string {
  try {
    decodePolkadotAddress(address)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAddressError)
    return (error as InvalidAddressError).message
  }
  throw new Error(`${address} was accepted`)
}

describe('validatePolkadotAddress', () => {
  it('accepts an SS58 address of the expected format', () => {
    expect(() => validatePolkadotAddress(encodeAddress(key, 0), 0)).not.toThrow()
  })

  it('refuses an address encoded for another network when a format is asked for', () => {
    expect(() => validatePolkadotAddress(encodeAddress(key, 2), 0)).toThrow('not encoded for SS58 format 0')
  })

  it('accepts any prefix when no format is asked for', () => {
    for (const format of [0, 2, 42])
      expect(() => validatePolkadotAddress(encodeAddress(key, format))).not.toThrow()
  })

  it('refuses a string that is not SS58', () => {
    expect(() => validatePolkadotAddress('not-an-address')).toThrow('not a valid SS58 address')
  })
})

describe('decodePolkadotAddress names the rule a bad address breaks', () => {
  it.each([
    ['', 'got nothing'],
    [`0x${'ab'.repeat(32)}`, 'not a hex public key'],
    ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ0', 'only base58 characters'],
    ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ', 'checksum does not match'],
    ['5GrwvaEF5zXb26Fz9rcQ', 'no SS58 length'],
    [encodeAddress(new Uint8Array(33).fill(2), 42), 'it holds 33 bytes, an account id is 32'],
  ])('%s → %s', (address, rule) => {
    const message = ruleOf(address)
    expect(message).toContain(rule)
  })
})

describe('toNetworkAddress', () => {
  it("re-encodes any SS58 form for the network's prefix", () => {
    expect(toNetworkAddress(ALICE_GENERIC, polkadot)).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
    expect(toNetworkAddress(ALICE_GENERIC, localPolkadot)).toBe(
      'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
    )
    expect(toNetworkAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', localPolkadot)).toBe(
      'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
    )
  })
})
