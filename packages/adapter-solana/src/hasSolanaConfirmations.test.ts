import type { SignatureStatus } from '@solana/web3.js'
import { hasSolanaConfirmations } from './hasSolanaConfirmations.js'

const status = (overrides: Partial<SignatureStatus>): SignatureStatus => ({
  slot: 10,
  confirmations: 0,
  err: null,
  confirmationStatus: 'confirmed',
  ...overrides,
})

describe('hasSolanaConfirmations', () => {
  it('needs a status past processed', () => {
    expect(hasSolanaConfirmations(null, 1)).toBe(false)
    expect(hasSolanaConfirmations(status({ confirmationStatus: 'processed' }), 1)).toBe(false)
    expect(hasSolanaConfirmations(status({}), 1)).toBe(true)
  })

  it('counts a failed transaction too: its receipt reports the failure', () => {
    expect(hasSolanaConfirmations(status({ err: { InstructionError: [0, 'Custom'] } }), 1)).toBe(true)
  })

  it.each([
    [0, 2, false],
    [1, 2, true],
    [3, 5, false],
    [4, 5, true],
  ])('with %p blocks since confirmation, %p confirmations: %p', (since, wanted, expected) => {
    expect(hasSolanaConfirmations(status({ confirmations: since }), wanted)).toBe(expected)
  })

  it('a finalized (rooted) transaction has every confirmation', () => {
    expect(hasSolanaConfirmations(status({ confirmationStatus: 'finalized', confirmations: null }), 32)).toBe(
      true,
    )
  })
})
