import { encodeErc20Transfer, toEvmCall } from './toEvmCall.js'

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('toEvmCall', () => {
  it('sends the native coin with the app’s data as it is', () => {
    expect(toEvmCall({ to: BOB, value: 5n, data: '0x1234' })).toEqual({ to: BOB, value: 5n, data: '0x1234' })
  })

  it('turns a token transfer into transfer(to, value) on the contract with no ether', () => {
    expect(toEvmCall({ to: BOB, value: 1_000_001n, token: TOKEN })).toEqual({
      to: TOKEN,
      value: 0n,
      data:
        '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' +
        '00000000000000000000000000000000000000000000000000000000000f4241',
    })
  })

  it('refuses a bad recipient or token address, and amounts outside uint256', () => {
    expect(() => toEvmCall({ to: '0x123', value: 1n, token: TOKEN })).toThrow('Invalid address')
    expect(() => toEvmCall({ to: BOB, value: 1n, token: 'usdc' })).toThrow('Invalid address')
    expect(() => encodeErc20Transfer(BOB, 2n ** 256n)).toThrow('expected a uint256')
    expect(() => encodeErc20Transfer(BOB, -1n)).toThrow('expected a uint256')
  })
})
