import { AmountBelowMinimumError, AmountExceedsBalanceError } from '../errors/send.js'
import { bitcoinRegtest, localEvm, localPolkadot } from '../networks/index.js'
import { checkSendAmount } from './checkSendAmount.js'
import { getMaxSendable } from './getMaxSendable.js'
import type { SendAsset } from './types.js'

const eth: SendAsset = { name: 'Ether', symbol: 'ETH', decimals: 18, balance: 10n ** 18n }
const usdc: SendAsset = {
  token: '0x00000000000000000000000000000000000000aa',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  balance: 5_000_000n,
}
const quote = { fee: 21_000n * 10n ** 9n, minimum: 1n, reserve: 0n }

describe('checkSendAmount', () => {
  it('accepts an amount within the balance and the fee', () => {
    expect(() =>
      checkSendAmount(10n ** 17n, { asset: eth, network: localEvm, nativeBalance: eth.balance, quote }),
    ).not.toThrow()
    expect(() =>
      checkSendAmount(5_000_000n, {
        asset: usdc,
        network: localEvm,
        nativeBalance: 1n,
        quote: { ...quote, fee: 1n },
      }),
    ).not.toThrow()
  })

  it('refuses more than the balance, before any fee is known', () => {
    const check = () =>
      checkSendAmount(eth.balance + 1n, { asset: eth, network: localEvm, nativeBalance: eth.balance })
    expect(check).toThrow(AmountExceedsBalanceError)
    expect(check).toThrow('The amount is more than your balance of 1 ETH')
    expect(() =>
      checkSendAmount(5_000_001n, { asset: usdc, network: localEvm, nativeBalance: eth.balance }),
    ).toThrow('The amount is more than your balance of 5 USDC')
  })

  it('refuses the whole native balance when the fee must come out of it, naming what can be sent', () => {
    let error: unknown
    try {
      checkSendAmount(eth.balance, { asset: eth, network: localEvm, nativeBalance: eth.balance, quote })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(AmountExceedsBalanceError)
    expect((error as AmountExceedsBalanceError).message).toBe(
      'Not enough ETH left for the network fee of 0.000021 ETH',
    )
    expect((error as AmountExceedsBalanceError).details).toContain('at most 0.999979 ETH can be sent')
  })

  it('refuses a token transfer whose fee the native balance cannot pay', () => {
    expect(() =>
      checkSendAmount(1n, { asset: usdc, network: localEvm, nativeBalance: quote.fee - 1n, quote }),
    ).toThrow('Not enough ETH for the network fee of 0.000021 ETH')
  })

  it('refuses Bitcoin dust and an amount under the existential deposit, and keeps the reserve', () => {
    const btc: SendAsset = { name: 'Bitcoin', symbol: 'BTC', decimals: 8, balance: 100_000n }
    expect(() =>
      checkSendAmount(545n, {
        asset: btc,
        network: bitcoinRegtest,
        nativeBalance: btc.balance,
        quote: { fee: 200n, minimum: 546n, reserve: 0n },
      }),
    ).toThrow(new AmountBelowMinimumError({ minimum: '0.00000546', symbol: 'BTC' }))
    const dot: SendAsset = { name: 'ROC', symbol: 'ROC', decimals: 12, balance: 10n ** 12n }
    const polkadotQuote = { fee: 10n ** 9n, minimum: 10n ** 10n, reserve: 10n ** 10n }
    expect(() =>
      checkSendAmount(10n ** 9n, {
        asset: dot,
        network: localPolkadot,
        nativeBalance: dot.balance,
        quote: polkadotQuote,
      }),
    ).toThrow("The amount is below the network's minimum")
    expect(() =>
      checkSendAmount(dot.balance - polkadotQuote.fee, {
        asset: dot,
        network: localPolkadot,
        nativeBalance: dot.balance,
        quote: polkadotQuote,
      }),
    ).toThrow('The account must keep 0.01 ROC after the fee')
    expect(() =>
      checkSendAmount(getMaxSendable(dot, polkadotQuote), {
        asset: dot,
        network: localPolkadot,
        nativeBalance: dot.balance,
        quote: polkadotQuote,
      }),
    ).not.toThrow()
  })
})

describe('getMaxSendable', () => {
  it('leaves the fee and the reserve of the native coin, and never goes below zero', () => {
    expect(getMaxSendable(eth, quote)).toBe(eth.balance - quote.fee)
    expect(getMaxSendable(eth, { fee: 1n, minimum: 1n, reserve: 5n })).toBe(eth.balance - 6n)
    expect(getMaxSendable({ ...eth, balance: 10n }, quote)).toBe(0n)
  })

  it('is the whole balance of a token (the fee is paid in the native coin)', () => {
    expect(getMaxSendable(usdc, quote)).toBe(usdc.balance)
  })
})
