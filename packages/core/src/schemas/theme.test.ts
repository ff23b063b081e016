import { themeModeSchema, themeVariablesSchema } from './theme.js'

describe('themeModeSchema', () => {
  it('accepts light and dark', () => {
    expect(themeModeSchema.safeParse('light').success).toBe(true)
    expect(themeModeSchema.safeParse('dark').success).toBe(true)
  })

  it.each(['system', 'Dark', ''])('rejects %p', (mode) => {
    expect(themeModeSchema.safeParse(mode).success).toBe(false)
  })
})

describe('themeVariablesSchema', () => {
  it('accepts all eight variables of the spec', () => {
    const variables = {
      '--wp-accent': '#3396ff',
      '--wp-background': '#141414',
      '--wp-color-mix': '#00bb7f',
      '--wp-color-mix-strength': 40,
      '--wp-font-family': 'Inter, sans-serif',
      '--wp-font-size-master': '10px',
      '--wp-border-radius-master': '4px',
      '--wp-z-index': 999,
    }
    expect(themeVariablesSchema.parse(variables)).toEqual(variables)
  })

  it('accepts an empty object, as every variable is optional', () => {
    expect(themeVariablesSchema.safeParse({}).success).toBe(true)
  })

  it('rejects unknown keys so typos fail loudly', () => {
    expect(themeVariablesSchema.safeParse({ '--wp-acent': 'red' }).success).toBe(false)
    expect(themeVariablesSchema.safeParse({ accent: 'red' }).success).toBe(false)
  })

  it('rejects a color-mix strength outside 0 to 100 and a fractional z-index', () => {
    expect(themeVariablesSchema.safeParse({ '--wp-color-mix-strength': 101 }).success).toBe(false)
    expect(themeVariablesSchema.safeParse({ '--wp-color-mix-strength': -1 }).success).toBe(false)
    expect(themeVariablesSchema.safeParse({ '--wp-z-index': 1.5 }).success).toBe(false)
  })

  it('rejects blank CSS values', () => {
    expect(themeVariablesSchema.safeParse({ '--wp-accent': '  ' }).success).toBe(false)
  })
})
