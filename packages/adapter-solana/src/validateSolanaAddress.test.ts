import { InvalidAddressError } from '@walletport/core'
import { validateSolanaAddress } from './validateSolanaAddress.js'

describe('validateSolanaAddress', () => {
  it('accepts a base58 public key of 32 bytes', () => {
    expect(() => validateSolanaAddress('11111111111111111111111111111111')).not.toThrow()
    expect(() => validateSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).not.toThrow()
  })

  it('refuses characters outside base58', () => {
    expect(() => validateSolanaAddress('0OIl1111111111111111111111111111')).toThrow(InvalidAddressError)
  })

  it('refuses a key of the wrong length with a message naming the address', () => {
    expect(() => validateSolanaAddress('abc')).toThrow(
      'Invalid address "abc": not a base58 public key of 32 bytes',
    )
  })
})
