import * as z from 'zod/mini'
import { describeSchemaIssue } from './describeSchemaIssue.js'

function linesFor(schema: z.ZodMiniType, value: unknown, label?: string): string[] {
  const result = schema.safeParse(value)
  if (result.success) throw new Error('expected a failure')
  return result.error.issues.map((issue) => describeSchemaIssue(issue, label))
}

describe('describeSchemaIssue', () => {
  it('names the expected type and the path, label first', () => {
    expect(linesFor(z.object({ a: z.string() }), {}, 'options')).toEqual(['options.a: expected string'])
  })

  it('calls an unlabelled top-level value "value"', () => {
    expect(linesFor(z.number(), 'x')).toEqual(['value: expected number'])
  })

  it('gives the bound of a too-short string or a too-large number', () => {
    expect(linesFor(z.string().check(z.minLength(2)), 'x')).toEqual(['value: expected string >= 2'])
    expect(linesFor(z.number().check(z.lt(5)), 9)).toEqual(['value: expected number < 5'])
  })

  it('lists the allowed values of an enum', () => {
    expect(linesFor(z.enum(['light', 'dark']), 'blue')).toEqual(["value: expected one of 'light', 'dark'"])
  })

  it('names the pattern a string failed and the unknown keys of a strict object', () => {
    expect(linesFor(z.string().check(z.regex(/^0x/)), 'ab')).toEqual(['value: expected to match /^0x/'])
    expect(linesFor(z.strictObject({}), { b: 1 })).toEqual(['value: unknown keys b'])
  })
})
