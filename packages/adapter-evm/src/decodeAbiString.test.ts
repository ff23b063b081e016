import { AbiCoder, encodeBytes32String } from 'ethers'
import { decodeAbiString } from './decodeAbiString.js'

describe('decodeAbiString', () => {
  it('decodes an ABI-encoded string, UTF-8 included', () => {
    for (const text of ['USDC', 'Wrapped Ether', 'Ünïcode ✓', '']) {
      expect(decodeAbiString(AbiCoder.defaultAbiCoder().encode(['string'], [text]))).toBe(text)
    }
  })

  it('decodes a bytes32 symbol (MKR-style tokens)', () => {
    expect(decodeAbiString(encodeBytes32String('MKR'))).toBe('MKR')
  })

  it('gives undefined for results that are neither', () => {
    expect(decodeAbiString('0x')).toBeUndefined()
    expect(decodeAbiString('0x1234')).toBeUndefined()
    expect(decodeAbiString(`0x${'0'.repeat(62)}20${'f'.repeat(64)}`)).toBeUndefined()
  })
})
