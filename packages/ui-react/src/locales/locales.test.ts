import { TRANSACTION_ERROR_MESSAGES } from '@walletport/core'
import { defaultMessages, type Messages } from '../messages.js'
import { localizeMessage } from '../modal/localizeMessage.js'
import { walletPortCss } from '../styles.js'
import { loadMessages } from './loadMessages.js'
import { LOCALES, localeDirection } from './locales.js'

const englishKeys = Object.keys(defaultMessages).sort()
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe.each(LOCALES.filter((locale) => locale !== 'en'))('locale %s', (locale) => {
  let messages: Messages
  beforeAll(async () => {
    messages = await loadMessages(locale)
  })

  it('has every key of the English messages, and no other', () => {
    const keys = Object.keys(messages).sort()
    expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([])
    expect(keys.filter((key) => !englishKeys.includes(key))).toEqual([])
  })

  it('has no empty string, and keeps every placeholder', () => {
    for (const key of englishKeys as (keyof Messages)[]) {
      expect([key, messages[key].trim().length > 0]).toEqual([key, true])
      expect([key, placeholders(messages[key])]).toEqual([key, placeholders(defaultMessages[key])])
    }
  })

  it('is translated: most strings differ from English', () => {
    const same = englishKeys.filter(
      (key) => messages[key as keyof Messages] === defaultMessages[key as keyof Messages],
    )
    expect(same.length).toBeLessThan(englishKeys.length / 10)
  })

  it("formats numbers and dates in its own language ('locale' key)", () => {
    expect(new Intl.Locale(messages.locale).language).toBe(locale)
  })
})

describe('localeDirection', () => {
  it('is right to left for Arabic, Hebrew and Persian only', () => {
    expect(LOCALES.filter((locale) => localeDirection(locale) === 'rtl')).toEqual(['ar', 'he', 'fa'])
  })
})

describe('LOCALES', () => {
  it('bundles 20 locales, each once', () => {
    expect(LOCALES).toHaveLength(20)
    expect(new Set(LOCALES).size).toBe(LOCALES.length)
  })
})

describe('loadMessages', () => {
  it('gives English without loading anything', async () => {
    await expect(loadMessages('en')).resolves.toBe(defaultMessages)
  })
})

describe("core's texts", () => {
  it('every plain-language transaction error has a key, so it is shown translated', async () => {
    const french = await loadMessages('fr')
    for (const text of Object.values(TRANSACTION_ERROR_MESSAGES)) {
      expect(localizeMessage(text, french)).not.toBe(text)
    }
    expect(localizeMessage('Signature declined', french)).toBe('Signature refusée')
    expect(localizeMessage('An app text', french)).toBe('An app text')
  })
})

describe('the stylesheet mirrors in a right-to-left locale', () => {
  it('uses logical properties only (no left/right margins, paddings, borders, positions or alignment)', () => {
    const physical = walletPortCss.match(
      /(^|[\s;{])((margin|padding|border)-(left|right)|left|right|text-align:\s*(left|right)|float:\s*(left|right))\s*:/gm,
    )
    expect(physical).toBeNull()
  })

  it('turns the back arrow around', () => {
    expect(walletPortCss).toMatch(/\[dir='rtl'\] \.wp-mirror \{ transform: scaleX\(-1\); \}/)
  })
})
