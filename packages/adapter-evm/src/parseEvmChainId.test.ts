import { InvalidWalletResponseError } from '@walletport/core'
import { parseEvmChainId } from './parseEvmChainId.js'

describe('parseEvmChainId', () => {
  it.each([
    ['0x7a69', 31337],
    ['0x1', 1],
    ['0xA', 10],
    [137, 137],
  ])('reads %p as %p', (value, chainId) => {
    expect(parseEvmChainId(value, 'eth_chainId')).toBe(chainId)
  })

  it.each([['garbage'], ['42'], ['0x'], [1.5], [0], [-1], [null], [{}], [`0x${'f'.repeat(20)}`]])(
    'refuses %p, saying what was expected and what came',
    (value) => {
      expect(() => parseEvmChainId(value, 'chainChanged')).toThrow(InvalidWalletResponseError)
      expect(() => parseEvmChainId(value, 'chainChanged')).toThrow(
        expect.objectContaining({
          details: expect.stringContaining('Expected: a chain id as a hex quantity (0x1)'),
        }),
      )
    },
  )
})
