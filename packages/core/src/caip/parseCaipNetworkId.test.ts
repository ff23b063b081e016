import { WalletPortError } from '../errors/base.js'
import { CaipParseError } from '../errors/caip.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

describe('parseCaipNetworkId', () => {
  it.each([
    ['eip155:1', 'eip155', '1'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'],
    ['cosmos:cosmoshub-4', 'cosmos', 'cosmoshub-4'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot', '91b171bb158e2d3848fa23a9f1c25182'],
    ['cosmos:my_chain-1', 'cosmos', 'my_chain-1'],
  ])('splits the valid CAIP-2 id %s into namespace and reference', (id, namespace, reference) => {
    expect(parseCaipNetworkId(id)).toEqual({ namespace, reference })
  })

  it.each(['eip155', 'eip155:', ':1', 'eip155:1:0xab', 'a:b:c:d', ''])(
    'rejects %p for not having exactly 2 non-empty parts',
    (id) => {
      expect(() => parseCaipNetworkId(id)).toThrow(CaipParseError)
      expect(() => parseCaipNetworkId(id)).toThrow(
        `Invalid CAIP id "${id}": a CAIP-2 network id must have exactly 2 non-empty parts (namespace:reference)`,
      )
    },
  )

  it.each(['EIP155:1', 'ab:1', 'namespace9:1', 'eip_155:1'])(
    'rejects %p for a namespace outside [-a-z0-9]{3,8}',
    (id) => {
      expect(() => parseCaipNetworkId(id)).toThrow(/namespace ".*" must match \[-a-z0-9\]\{3,8\}/)
    },
  )

  it.each(['cosmos:cosmos.hub', `eip155:${'1'.repeat(33)}`, 'eip155:1 '])(
    'rejects %p for a reference outside [-_a-zA-Z0-9]{1,32}',
    (id) => {
      expect(() => parseCaipNetworkId(id)).toThrow(/reference ".*" must match/)
    },
  )

  it('accepts a reference of exactly 32 characters', () => {
    expect(parseCaipNetworkId(`eip155:${'1'.repeat(32)}`).reference).toHaveLength(32)
  })

  it.each([
    [1, 'number'],
    [null, 'null'],
    [undefined, 'undefined'],
    [{}, 'object'],
    [['eip155', '1'], 'array'],
  ])('rejects the non-string input %p', (input, type) => {
    expect(() => parseCaipNetworkId(input)).toThrow(CaipParseError)
    expect(() => parseCaipNetworkId(input)).toThrow(`expected a string, got ${type}`)
  })

  it('keeps the offending input on the error', () => {
    try {
      parseCaipNetworkId('EIP155:1')
      throw new Error('parseCaipNetworkId did not throw')
    } catch (error) {
      expect(error).toBeInstanceOf(CaipParseError)
      expect((error as CaipParseError).input).toBe('EIP155:1')
    }
  })
})

describe('defect 9: errors echo huge input', () => {
  it('defect 9: a 277,874-character CAIP input gives a short error message', () => {
    const input = `eip155:${'1'.repeat(277_866)}`
    let message = ''
    try {
      parseCaipNetworkId(input)
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^Invalid CAIP id "eip155:1+…/)
    expect(message.length).toBeLessThan(400)
  })

  it('defect 9: no WalletPortError message grows past 1 000 characters whatever it repeats', () => {
    expect(new WalletPortError('x'.repeat(555_828)).message.length).toBeLessThan(1_100)
  })
})
