import {
  connectActionSchema,
  emailSchema,
  emailUpdateActionSchema,
  otpSchema,
  SOCIAL_PROVIDERS,
  socialProviderSchema,
} from './auth.js'

describe('emailSchema', () => {
  it.each(['alice@example.com', 'a.b+tag@sub.example.org'])(
    'accepts the valid e-mail address %s',
    (email) => {
      expect(emailSchema.safeParse(email).success).toBe(true)
    },
  )

  it.each(['', 'alice', 'alice@', '@example.com', 'alice@example', 'a lice@example.com', 42])(
    'rejects %p, which is not an e-mail address',
    (email) => {
      expect(emailSchema.safeParse(email).success).toBe(false)
    },
  )
})

describe('otpSchema', () => {
  it('accepts any non-empty string, as the spec only says an OTP is a string', () => {
    expect(otpSchema.safeParse('123456').success).toBe(true)
    expect(otpSchema.safeParse('ab12').success).toBe(true)
  })

  it('rejects an empty string and non-strings', () => {
    expect(otpSchema.safeParse('').success).toBe(false)
    expect(otpSchema.safeParse(123456).success).toBe(false)
    expect(otpSchema.safeParse(undefined).success).toBe(false)
  })
})

describe('socialProviderSchema', () => {
  it('accepts exactly google, github, apple, facebook, x and discord', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    for (const provider of SOCIAL_PROVIDERS)
      expect(socialProviderSchema.safeParse(provider).success).toBe(true)
  })

  it.each(['farcaster', 'Google', 'twitter', ''])(
    'rejects %p, which is not a social provider',
    (provider) => {
      expect(socialProviderSchema.safeParse(provider).success).toBe(false)
    },
  )
})

describe('connectActionSchema', () => {
  it('accepts VERIFY_DEVICE, VERIFY_OTP and CONNECT', () => {
    for (const action of ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) {
      expect(connectActionSchema.safeParse(action).success).toBe(true)
    }
  })

  it('rejects other actions, including lower case', () => {
    expect(connectActionSchema.safeParse('connect').success).toBe(false)
    expect(connectActionSchema.safeParse('VERIFY_PRIMARY_OTP').success).toBe(false)
  })
})

describe('emailUpdateActionSchema', () => {
  it('accepts VERIFY_PRIMARY_OTP and VERIFY_SECONDARY_OTP', () => {
    expect(emailUpdateActionSchema.safeParse('VERIFY_PRIMARY_OTP').success).toBe(true)
    expect(emailUpdateActionSchema.safeParse('VERIFY_SECONDARY_OTP').success).toBe(true)
  })

  it('rejects connect actions', () => {
    expect(emailUpdateActionSchema.safeParse('VERIFY_OTP').success).toBe(false)
  })
})
