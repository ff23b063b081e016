import { InsufficientFundsError } from './errors.js'
import { selectCoins } from './selectCoins.js'

const utxo = (value: bigint, vout = 0) => ({ txid: 'ab'.repeat(32), vout, value })
const p2wpkh = { feeRate: 2, inputType: 'p2wpkh', recipientType: 'p2wpkh', changeType: 'p2wpkh' } as const

describe('selectCoins', () => {
  it('spends the largest UTXO first and returns change above the dust limit', () => {
    const selection = selectCoins({
      ...p2wpkh,
      utxos: [utxo(10_000n, 0), utxo(500_000n, 1)],
      amount: 100_000n,
    })
    expect(selection.inputs.map((input) => input.vout)).toEqual([1])
    expect(selection.fee).toBe(282n)
    expect(selection.change).toBe(500_000n - 100_000n - 282n)
  })

  it('adds UTXOs until amount + fee are covered', () => {
    const selection = selectCoins({
      ...p2wpkh,
      utxos: [utxo(60_000n, 0), utxo(50_000n, 1)],
      amount: 100_000n,
    })
    expect(selection.inputs).toHaveLength(2)
    expect(selection.fee).toBe(BigInt(Math.ceil((11 + 2 * 68 + 31 + 31) * 2)))
  })

  it('drops change under 294 sats (p2wpkh dust) into the fee', () => {
    const selection = selectCoins({ ...p2wpkh, utxos: [utxo(100_000n)], amount: 99_630n })
    expect(selection.change).toBe(0n)
    expect(selection.fee).toBe(370n)
  })

  it('uses the 546-sat dust limit for p2pkh change (452 sats is dropped there, kept for p2wpkh)', () => {
    const legacy = { ...p2wpkh, inputType: 'p2pkh', changeType: 'p2pkh' } as const
    const selection = selectCoins({ ...legacy, utxos: [utxo(100_000n)], amount: 99_100n })
    expect(selection.change).toBe(0n)
    const segwit = selectCoins({ ...p2wpkh, utxos: [utxo(100_000n)], amount: 99_100n })
    expect(segwit.change).toBe(618n)
  })

  it('throws InsufficientFundsError with the amounts when the UTXOs cannot pay', () => {
    expect(() => selectCoins({ ...p2wpkh, utxos: [utxo(1_000n)], amount: 5_000n })).toThrow(
      InsufficientFundsError,
    )
    expect(() => selectCoins({ ...p2wpkh, utxos: [], amount: 5_000n })).toThrow(
      'Insufficient funds: 5220 sats needed (amount + fee), 0 sats available',
    )
  })
})
