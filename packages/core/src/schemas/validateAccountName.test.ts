import { InvalidAccountNameError } from '../errors/accountName.js'
import { accountNameSchema, isValidAccountName, validateAccountName } from './validateAccountName.js'

function errorOf(name: string): InvalidAccountNameError {
  try {
    validateAccountName(name)
  } catch (error) {
    if (error instanceof InvalidAccountNameError) return error
    throw error
  }
  throw new Error(`expected "${name}" to be rejected`)
}

describe('validateAccountName', () => {
  it.each(['abcd', 'a-b-c1', 'Alice-2024', '1234', '----'])(
    'accepts %p: letters, digits, hyphens, 4+ chars',
    (name) => {
      expect(validateAccountName(name)).toBe(name)
      expect(isValidAccountName(name)).toBe(true)
      expect(accountNameSchema.safeParse(name).success).toBe(true)
    },
  )

  it('rejects a name shorter than 4 characters as too short', () => {
    const error = errorOf('abc')
    expect(error.rules).toEqual(['too-short'])
    expect(error.message).toBe('Invalid account name "abc": must be at least 4 characters')
    expect(isValidAccountName('abc')).toBe(false)
    expect(errorOf('').rules).toEqual(['too-short'])
  })

  it.each(['ab_c', 'ab c', 'abc.d', 'abc!', 'abcd\n'])(
    'rejects %p for a character other than letter, digit, hyphen',
    (name) => {
      const error = errorOf(name)
      expect(error.rules).toEqual(['bad-character'])
      expect(error.message).toContain('may contain only letters a-z, digits and hyphens')
      expect(isValidAccountName(name)).toBe(false)
      expect(accountNameSchema.safeParse(name).success).toBe(false)
    },
  )

  it('rejects non-ASCII letters, which could imitate other names', () => {
    expect(errorOf('café').rules).toEqual(['bad-character'])
    expect(errorOf('аbcd').rules).toEqual(['bad-character'])
  })

  it('names both rules when both are broken', () => {
    const error = errorOf('a_')
    expect(error.rules).toEqual(['too-short', 'bad-character'])
    expect(error.message).toBe(
      'Invalid account name "a_": must be at least 4 characters and may contain only letters a-z, digits and hyphens',
    )
  })

  it('treats a non-string at runtime as a bad character rather than crashing', () => {
    expect(isValidAccountName(1234 as unknown as string)).toBe(false)
  })
})
