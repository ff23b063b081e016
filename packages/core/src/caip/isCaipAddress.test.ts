import { isCaipAddress } from './isCaipAddress.js'

describe('isCaipAddress', () => {
  it.each([
    'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    'cosmos:osmosis-1:osmo1t2uflqwqe0fsj0shcfkrvpukewcw40yjgg2n9z',
  ])('accepts the valid CAIP-10 address %p', (value) => {
    expect(isCaipAddress(value)).toBe(true)
  })

  it.each([
    'eip155:1',
    'eip155::0x1',
    'a:b:c:d',
    'EIP155:1:0x1',
    `eip155:1:${'a'.repeat(129)}`,
    'eip155:1:0x_1',
    42,
    null,
    ['eip155', '1', '0x1'],
  ])('rejects %p', (value) => {
    expect(isCaipAddress(value)).toBe(false)
  })
})
