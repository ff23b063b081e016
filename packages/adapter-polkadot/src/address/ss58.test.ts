import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { Ss58Error } from '../errors.js'
import { ss58Decode, ss58Encode } from './ss58.js'

const keys = [new Uint8Array(32).fill(1), Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256)]

describe('ss58', () => {
  it.each([0, 2, 5, 42, 63, 64, 255, 1284, 16383])(
    'encodes as @polkadot/util-crypto does (prefix %i)',
    (prefix) => {
      for (const key of keys) {
        const address = ss58Encode(key, prefix)
        expect(address).toBe(encodeAddress(key, prefix))
        expect(ss58Decode(address)).toEqual({ prefix, payload: key })
        expect(decodeAddress(address)).toEqual(key)
      }
    },
  )

  it('encodes and decodes 33-byte public keys and 1–8 byte account indices', () => {
    for (const payload of [new Uint8Array(33).fill(3), new Uint8Array([7]), new Uint8Array(8).fill(9)]) {
      expect(ss58Encode(payload, 42)).toBe(encodeAddress(payload, 42))
      expect(ss58Decode(ss58Encode(payload, 42)).payload).toEqual(payload)
    }
  })

  it('refuses a changed character, a bad length, a non-base58 character and a prefix out of range', () => {
    const address = ss58Encode(keys[0]!, 0)
    const changed = address.slice(0, -1) + (address.endsWith('a') ? 'b' : 'a')
    expect(() => ss58Decode(changed)).toThrow(new Ss58Error('its checksum does not match'))
    expect(() => ss58Decode(address.slice(0, 20))).toThrow('is no SS58 length')
    expect(() => ss58Decode(`${address.slice(0, -1)}0`)).toThrow('only base58 characters')
    expect(() => ss58Encode(keys[0]!, 16384)).toThrow('outside 0–16383')
  })
})
