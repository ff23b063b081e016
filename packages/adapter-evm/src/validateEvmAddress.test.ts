import { InvalidAddressError } from '@walletport/core'
import { validateEvmAddress } from './validateEvmAddress.js'

const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('validateEvmAddress', () => {
  it('accepts an EIP-55 checksummed address', () => {
    expect(() => validateEvmAddress(checksummed)).not.toThrow()
  })

  it('accepts all-lowercase and all-uppercase addresses, which carry no checksum', () => {
    expect(() => validateEvmAddress(checksummed.toLowerCase())).not.toThrow()
    expect(() => validateEvmAddress(`0x${checksummed.slice(2).toUpperCase()}`)).not.toThrow()
  })

  it('enforces the checksum when the case is mixed', () => {
    const broken = `0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266`
    expect(() => validateEvmAddress(broken)).toThrow('invalid EIP-55 checksum')
  })

  it.each([
    '0x123',
    `${checksummed}00`,
    checksummed.slice(2),
    '0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    '',
  ])('refuses %p: not 0x and 40 hex characters', (address) => {
    expect(() => validateEvmAddress(address)).toThrow(InvalidAddressError)
  })
})
