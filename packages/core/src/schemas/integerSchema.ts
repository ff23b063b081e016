import * as z from 'zod/mini'

/** A safe integer, as `z.int()` checks it, without pulling zod's number-format schema into the bundle. */
export const integerSchema = z.number().check(z.refine(Number.isSafeInteger))

/** A safe integer that is zero or more. */
export const nonNegativeIntegerSchema = integerSchema.check(z.gte(0))
