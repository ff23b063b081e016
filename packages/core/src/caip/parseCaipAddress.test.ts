import { CaipParseError } from '../errors/caip.js'
import { parseCaipAddress } from './parseCaipAddress.js'

const evmAddress = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('parseCaipAddress', () => {
  it.each([
    [`eip155:1:${evmAddress}`, 'eip155', '1', evmAddress],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      'solana',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    ],
    [
      'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
      'bip122',
      '000000000019d6689c085ae165831e93',
      '128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
    ],
    [
      'cosmos:cosmoshub-4:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
      'cosmos',
      'cosmoshub-4',
      'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
    ],
    [
      'polkadot:91b171bb158e2d3848fa23a9f1c25182:5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy',
      'polkadot',
      '91b171bb158e2d3848fa23a9f1c25182',
      '5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy',
    ],
    ['eip155:1:a.b%20c-d', 'eip155', '1', 'a.b%20c-d'],
  ])('splits the valid CAIP-10 address %s', (input, namespace, reference, address) => {
    expect(parseCaipAddress(input)).toEqual({
      namespace,
      reference,
      address,
      caipNetworkId: `${namespace}:${reference}`,
    })
  })

  it.each(['eip155:1', 'eip155::0x1', ':1:0x1', 'eip155:1:', 'a:b:c:d', 'eip155', ''])(
    'rejects %p for not having exactly 3 non-empty parts',
    (input) => {
      expect(() => parseCaipAddress(input)).toThrow(CaipParseError)
      expect(() => parseCaipAddress(input)).toThrow(
        `Invalid CAIP id "${input}": a CAIP-10 address must have exactly 3 non-empty parts (namespace:reference:address)`,
      )
    },
  )

  it.each(['EIP155:1:0x1', 'ab:1:0x1', 'toolongns:1:0x1'])(
    'rejects %p for a namespace outside [-a-z0-9]{3,8}',
    (input) => {
      expect(() => parseCaipAddress(input)).toThrow(/namespace ".*" must match/)
    },
  )

  it.each([`eip155:${'1'.repeat(33)}:0x1`, 'cosmos:cosmos.hub:cosmos1abc'])(
    'rejects %p for a reference outside [-_a-zA-Z0-9]{1,32}',
    (input) => {
      expect(() => parseCaipAddress(input)).toThrow(/reference ".*" must match/)
    },
  )

  it.each([`eip155:1:${'a'.repeat(129)}`, 'eip155:1:0x_1', 'eip155:1:0x 1', 'eip155:1:0x/1'])(
    'rejects %p for an account address outside [-.%a-zA-Z0-9]{1,128}',
    (input) => {
      expect(() => parseCaipAddress(input)).toThrow(/account address ".*must match/)
    },
  )

  it('accepts an account address of exactly 128 characters', () => {
    expect(parseCaipAddress(`eip155:1:${'a'.repeat(128)}`).address).toHaveLength(128)
  })

  it.each([
    [42, 'number'],
    [null, 'null'],
    [undefined, 'undefined'],
  ])('rejects the non-string input %p', (input, type) => {
    expect(() => parseCaipAddress(input)).toThrow(`expected a string, got ${type}`)
  })
})
