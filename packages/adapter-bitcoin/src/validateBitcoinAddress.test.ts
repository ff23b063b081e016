import { networks } from 'bitcoinjs-lib'
import { validateBitcoinAddress } from './validateBitcoinAddress.js'

describe('validateBitcoinAddress', () => {
  it('tells each mainnet address type apart', () => {
    expect(validateBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', networks.bitcoin)).toBe('p2pkh')
    expect(validateBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', networks.bitcoin)).toBe('p2sh')
    expect(validateBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', networks.bitcoin)).toBe(
      'p2wpkh',
    )
    expect(
      validateBitcoinAddress(
        'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
        networks.bitcoin,
      ),
    ).toBe('p2tr')
  })

  it('refuses a mainnet address on regtest, naming both prefixes', () => {
    expect(() =>
      validateBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', networks.regtest),
    ).toThrow('expected prefix "bcrt", got "bc"')
  })

  it('refuses a legacy address of another network', () => {
    expect(() => validateBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', networks.testnet)).toThrow(
      'belongs to another network',
    )
  })

  it('refuses garbage', () => {
    expect(() => validateBitcoinAddress('hello', networks.bitcoin)).toThrow('neither base58check nor bech32')
  })
})
