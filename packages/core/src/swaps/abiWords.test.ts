import { decodeWords, encodeCall, encodeWord, wordToAddress } from './abiWords.js'

const alice = '0x1111111111111111111111111111111111111111'
const bob = '0x2222222222222222222222222222222222222222'

describe('encodeCall', () => {
  it('default: static words follow the selector', () => {
    expect(encodeCall('0x095ea7b3', [alice, 5n])).toBe(
      `0x095ea7b3${'0'.repeat(24)}${alice.slice(2)}${'5'.padStart(64, '0')}`,
    )
  })

  it('parameters: an address[] in the middle gets its offset in the head and its items in the tail', () => {
    // swapExactTokensForTokens(1, 2, [alice, bob], bob, 3): head of five words, the path at 0xa0.
    const data = encodeCall('0x38ed1739', [1n, 2n, [alice, bob], bob, 3n])
    const words = decodeWords('test', `0x${data.slice(10)}`)
    expect(words).toEqual([1n, 2n, 0xa0n, BigInt(bob), 3n, 2n, BigInt(alice), BigInt(bob)])
  })

  it('behavior: refuses what is no address or uint256', () => {
    expect(() => encodeWord('0x12')).toThrow('Expected an 0x address, received 0x12')
    expect(() => encodeWord(-1n)).toThrow('Expected a uint256, received -1')
  })
})

describe('decodeWords', () => {
  it('reads whole words and refuses anything else, naming the call', () => {
    expect(decodeWords('x', `0x${'0'.repeat(63)}7`)).toEqual([7n])
    expect(wordToAddress(BigInt(alice))).toBe(alice)
    expect(() => decodeWords('getReserves()', '0x1234')).toThrow(
      "The node's answer to getReserves() is not valid ABI data",
    )
    expect(() => decodeWords('getReserves()', null)).toThrow('not valid ABI data')
  })
})
