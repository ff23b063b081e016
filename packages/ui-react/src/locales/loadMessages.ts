import { defaultMessages, type Messages } from '../messages.js'
import { localeLoaders } from './localeLoaders.js'
import type { Locale } from './locales.js'

/** A locale's strings; English at once, any other from its own chunk (fetched the first time it is asked for). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return defaultMessages
  const module = await localeLoaders[locale]()
  return module.default
}
