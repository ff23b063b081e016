import { integerSchema, nonNegativeIntegerSchema } from './integerSchema.js'

describe('integerSchema', () => {
  it('accepts safe integers and rejects fractions, unsafe integers and non-numbers', () => {
    expect(integerSchema.safeParse(-3).success).toBe(true)
    expect(integerSchema.safeParse(1.5).success).toBe(false)
    expect(integerSchema.safeParse(2 ** 53).success).toBe(false)
    expect(integerSchema.safeParse(Number.NaN).success).toBe(false)
    expect(integerSchema.safeParse('1').success).toBe(false)
  })

  it('rejects a negative integer when it must be non-negative', () => {
    expect(nonNegativeIntegerSchema.safeParse(0).success).toBe(true)
    expect(nonNegativeIntegerSchema.safeParse(-1).success).toBe(false)
  })
})
