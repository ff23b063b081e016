import { z } from 'zod'
import { WalletPortError } from '../errors/base.js'
import { SchemaValidationError } from '../errors/schemas.js'
import { batchedCallsSchema } from './chain.js'
import { parseWithSchema } from './parseWithSchema.js'
import { themeVariablesSchema } from './theme.js'

function messageOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof SchemaValidationError) return error.message
    throw error
  }
  throw new Error('expected a SchemaValidationError')
}

describe('parseWithSchema', () => {
  it('returns the parsed value when it is valid', () => {
    expect(parseWithSchema(z.object({ a: z.number() }), { a: 1 })).toEqual({ a: 1 })
  })

  it('says Required for a missing field and names the field path', () => {
    expect(messageOf(() => parseWithSchema(z.object({ email: z.email() }), {}))).toBe('email: Required')
  })

  it('says Invalid input for a present field of the wrong shape', () => {
    expect(messageOf(() => parseWithSchema(z.object({ email: z.email() }), { email: 'nope' }))).toBe(
      'email: Invalid input',
    )
  })

  it('puts the label first and joins array indexes with dots', () => {
    const calls = [
      { to: '0xabc', data: '0x' },
      { to: 'abc', data: '0x' },
    ]
    expect(messageOf(() => parseWithSchema(batchedCallsSchema, calls, 'calls'))).toBe(
      'calls.1.to: Invalid input',
    )
  })

  it('says Required for a missing nested field inside an array', () => {
    expect(messageOf(() => parseWithSchema(batchedCallsSchema, [{ data: '0x' }], 'calls'))).toBe(
      'calls.0.to: Required',
    )
  })

  it('uses the label alone for a top-level value', () => {
    expect(messageOf(() => parseWithSchema(z.email(), undefined, 'email'))).toBe('email: Required')
    expect(messageOf(() => parseWithSchema(z.email(), 'x', 'email'))).toBe('email: Invalid input')
  })

  it('calls an unlabelled top-level value "value"', () => {
    expect(messageOf(() => parseWithSchema(z.string(), 1))).toBe('value: Invalid input')
  })

  it('says Required for a missing union member such as a chain id', () => {
    expect(
      messageOf(() => parseWithSchema(z.object({ chainId: z.union([z.string(), z.number()]) }), {})),
    ).toBe('chainId: Required')
  })

  it('lists every issue, separated by semicolons', () => {
    const schema = z.object({ a: z.string(), b: z.number() })
    expect(messageOf(() => parseWithSchema(schema, { b: 'x' }))).toBe('a: Required; b: Invalid input')
  })

  it('names each unknown key of a strict object', () => {
    expect(
      messageOf(() => parseWithSchema(themeVariablesSchema, { '--wp-acent': 'red' }, 'themeVariables')),
    ).toBe('themeVariables.--wp-acent: Invalid input')
  })

  it('throws a WalletPortError carrying the issues and zod error as cause', () => {
    let caught: unknown
    try {
      parseWithSchema(z.object({ a: z.string() }), {})
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(WalletPortError)
    expect(caught).toBeInstanceOf(SchemaValidationError)
    const error = caught as SchemaValidationError
    expect(error.name).toBe('SchemaValidationError')
    expect(error.issues).toEqual([{ path: 'a', message: 'Required' }])
    expect(error.cause).toBeInstanceOf(z.ZodError)
  })
})
