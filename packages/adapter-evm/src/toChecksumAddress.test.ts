import { InvalidAddressError } from '@walletport/core'
import { getAddress, Wallet } from 'ethers'
import { toChecksumAddress } from './toChecksumAddress.js'

describe('toChecksumAddress', () => {
  it('gives the EIP-55 spelling of the examples in the EIP', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address)
    }
  })

  it('agrees with ethers getAddress on random addresses, whatever the input case', () => {
    for (let i = 0; i < 20; i++) {
      const { address } = Wallet.createRandom()
      expect(toChecksumAddress(address.toLowerCase())).toBe(getAddress(address))
      expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(getAddress(address))
    }
  })
})

describe('toChecksumAddress on what is no address', () => {
  it.each(['hello-not-an-address', '0x<img src=x onerror=alert(1)>', '0x123', `xx${'a'.repeat(40)}`])(
    'refuses %p instead of dropping two characters unchecked',
    (address) => {
      expect(() => toChecksumAddress(address)).toThrow(InvalidAddressError)
    },
  )
})
