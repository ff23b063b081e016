import {
  batchedCallsSchema,
  caipNetworkIdSchema,
  chainIdSchema,
  SOLANA_PREFLIGHT_COMMITMENTS,
  solanaPreflightCommitmentSchema,
} from './chain.js'

const address = '0x1111111111111111111111111111111111111111'

describe('chainIdSchema', () => {
  it.each([1, 11155111, 'eip155:1', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])('accepts the chain id %p', (id) => {
    expect(chainIdSchema.safeParse(id).success).toBe(true)
  })

  it.each(['', null, undefined, true, {}])('rejects %p, which is neither a string nor a number', (id) => {
    expect(chainIdSchema.safeParse(id).success).toBe(false)
  })
})

describe('caipNetworkIdSchema', () => {
  it('accepts CAIP-2 ids', () => {
    expect(caipNetworkIdSchema.safeParse('eip155:1').success).toBe(true)
    expect(caipNetworkIdSchema.safeParse('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').success).toBe(true)
  })

  it.each(['eip155', 'eip155:', ':1', 'eip155:1:0xabc', 'EIP155:1', 1])(
    'rejects %p, which is not CAIP-2',
    (id) => {
      expect(caipNetworkIdSchema.safeParse(id).success).toBe(false)
    },
  )
})

describe('batchedCallsSchema', () => {
  it('accepts calls whose to and data begin with 0x, with or without a value', () => {
    const calls = [
      { to: address, data: '0x' },
      { to: address, data: '0xa9059cbb', value: '0x10' },
      { to: address, data: '0x', value: 10n },
      { to: address, data: '0x', value: '1000' },
    ]
    expect(batchedCallsSchema.safeParse(calls).success).toBe(true)
  })

  it('rejects a call whose to does not begin with 0x', () => {
    expect(batchedCallsSchema.safeParse([{ to: address.slice(2), data: '0x' }]).success).toBe(false)
  })

  it('rejects a call whose data does not begin with 0x', () => {
    expect(batchedCallsSchema.safeParse([{ to: address, data: 'a9059cbb' }]).success).toBe(false)
  })

  it('rejects a to of bare 0x and hex strings with non-hex characters', () => {
    expect(batchedCallsSchema.safeParse([{ to: '0x', data: '0x' }]).success).toBe(false)
    expect(batchedCallsSchema.safeParse([{ to: address, data: '0xzz' }]).success).toBe(false)
  })

  it('rejects a call without data, a negative value and an empty batch', () => {
    expect(batchedCallsSchema.safeParse([{ to: address }]).success).toBe(false)
    expect(batchedCallsSchema.safeParse([{ to: address, data: '0x', value: -1n }]).success).toBe(false)
    expect(batchedCallsSchema.safeParse([{ to: address, data: '0x', value: 'ten' }]).success).toBe(false)
    expect(batchedCallsSchema.safeParse([]).success).toBe(false)
  })
})

describe('solanaPreflightCommitmentSchema', () => {
  it('accepts the eight commitments of the spec', () => {
    expect(SOLANA_PREFLIGHT_COMMITMENTS).toHaveLength(8)
    for (const commitment of SOLANA_PREFLIGHT_COMMITMENTS) {
      expect(solanaPreflightCommitmentSchema.safeParse(commitment).success).toBe(true)
    }
  })

  it.each(['Processed', 'final', 'singlegossip', ''])('rejects %p', (commitment) => {
    expect(solanaPreflightCommitmentSchema.safeParse(commitment).success).toBe(false)
  })
})
