import { keccak256 as ethersKeccak256, randomBytes } from 'ethers'
import { keccak256 } from './keccak256.js'

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`

describe('keccak256', () => {
  it('hashes the empty input to the published Keccak-256 digest', () => {
    expect(hex(keccak256(new Uint8Array()))).toBe(
      '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    )
  })

  it('matches ethers on inputs around the 136-byte block boundary', () => {
    for (const length of [1, 20, 40, 135, 136, 137, 271, 272, 500]) {
      const input = randomBytes(length)
      expect(hex(keccak256(input))).toBe(ethersKeccak256(input))
    }
  })

  it('changes completely when one bit of the input changes', () => {
    const input = new TextEncoder().encode('f39fd6e51aad88f6f4ce6ab8827279cfffb92266')
    const flipped = input.slice()
    flipped[0]! ^= 1
    expect(hex(keccak256(flipped))).not.toBe(hex(keccak256(input)))
    expect(hex(keccak256(flipped))).toBe(ethersKeccak256(flipped))
  })
})
