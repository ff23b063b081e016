import { localEvm } from '../networks/index.js'
import { toBalance } from './toBalance.js'

describe('toBalance', () => {
  it("formats the value in the network's currency", () => {
    expect(toBalance(1_250_000_000_000_000_000n, localEvm)).toEqual({
      value: 1_250_000_000_000_000_000n,
      decimals: 18,
      symbol: localEvm.nativeCurrency.symbol,
      formatted: '1.25',
    })
  })
})
