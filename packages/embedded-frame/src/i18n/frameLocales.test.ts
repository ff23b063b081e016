import { localeDirection, LOCALES as MODAL_LOCALES } from '@walletport/ui-react'
import { FRAME_LOCALES, frameLocaleDirection, loadFrameMessages, resolveFrameLocale } from './frameLocales.js'
import { frameMessages } from './frameMessages.js'
import { localizeFrameText } from './localizeFrameText.js'

const englishKeys = Object.keys(frameMessages).sort()
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the frame speaks the modal’s locales', () => {
  it('the same set as the modal (the frame follows the modal’s locale), with the same direction', () => {
    expect([...FRAME_LOCALES]).toEqual([...MODAL_LOCALES])
    for (const locale of FRAME_LOCALES)
      expect([locale, frameLocaleDirection(locale)]).toEqual([locale, localeDirection(locale)])
  })
})

describe.each(FRAME_LOCALES.filter((locale) => locale !== 'en'))('frame locale %s', (locale) => {
  it('has every key of the English messages and no other, none empty, every placeholder kept', async () => {
    const messages = await loadFrameMessages(locale)
    const keys = Object.keys(messages).sort()
    expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([])
    expect(keys.filter((key) => !englishKeys.includes(key))).toEqual([])
    for (const key of englishKeys as (keyof typeof frameMessages)[]) {
      expect([key, messages[key].trim().length > 0]).toEqual([key, true])
      expect([key, placeholders(messages[key])]).toEqual([key, placeholders(frameMessages[key])])
    }
  })

  it('is translated: most strings differ from English', async () => {
    const messages = await loadFrameMessages(locale)
    const same = englishKeys.filter(
      (key) =>
        messages[key as keyof typeof frameMessages] === frameMessages[key as keyof typeof frameMessages],
    )
    expect(same.length).toBeLessThan(englishKeys.length / 10)
  })
})

describe('resolveFrameLocale', () => {
  it('takes the first tag whose language the frame speaks, by its primary subtag; English otherwise', () => {
    expect(resolveFrameLocale(['he-IL', 'en'])).toBe('he')
    expect(resolveFrameLocale([undefined, 'xx', 'pt_BR'])).toBe('pt')
    expect(resolveFrameLocale(['xx'])).toBe('en')
  })
})

describe('localizeFrameText', () => {
  it('shows the runtime’s English texts in the locale, placeholders carried over; other text as it is', async () => {
    const hebrew = await loadFrameMessages('he')
    expect(localizeFrameText('Sign 3 transactions', hebrew)).toBe('חתימה על 3 עסקאות')
    expect(localizeFrameText('Restore your wallet', hebrew)).toBe(hebrew.enterPassphraseTitle)
    expect(localizeFrameText('Wrong passphrase: try again', hebrew)).toBe(hebrew.wrongPassphrase)
    expect(localizeFrameText('0.5 (native coin)', hebrew, ['nativeCoinAmount'])).toBe(
      '0.5 (המטבע המקורי של הרשת)',
    )
    expect(localizeFrameText('Approve', hebrew, ['nativeCoinAmount'])).toBe('Approve')
    expect(localizeFrameText('gm from the dapp', hebrew)).toBe('gm from the dapp')
    expect(localizeFrameText('Sign message', frameMessages)).toBe('Sign message')
  })
})
