import { resolveLocale } from './resolveLocale.js'

describe('resolveLocale', () => {
  it('takes the first tag whose language is bundled', () => {
    expect(resolveLocale(['fr'])).toBe('fr')
    expect(resolveLocale([undefined, 'pt-BR', 'de'])).toBe('pt')
    expect(resolveLocale(['zh-Hant-TW'])).toBe('zh')
    expect(resolveLocale(['AR_eg'])).toBe('ar')
  })

  it('skips languages that are not bundled, and falls back to English', () => {
    expect(resolveLocale(['sv-SE', 'ko-KR'])).toBe('ko')
    expect(resolveLocale(['sv', 'da'])).toBe('en')
    expect(resolveLocale([])).toBe('en')
    expect(resolveLocale(['', '  ', '-'])).toBe('en')
  })
})
