import { useEffect, useState } from 'react'
import { buttonMessages } from '../buttonMessages.js'
import type { ProvidedMessages } from '../messages.js'
import type { Locale } from './locales.js'
import { browserLanguages, resolveLocale } from './resolveLocale.js'

export interface LoadedLocale {
  locale: Locale
  messages: ProvidedMessages
}

const ENGLISH: LoadedLocale = { locale: 'en', messages: buttonMessages }

/** English needs nothing loaded: the buttons' strings are here, the modal brings its own. */
async function loadLocale(locale: Locale): Promise<ProvidedMessages> {
  if (locale === 'en') return buttonMessages
  const { localeLoaders } = await import('./localeLoaders.js')
  return (await localeLoaders[locale]()).default
}

/**
 * The locale the modal speaks: the app's choice, else the browser's language, else English. The first render
 * (and the server's) is English so hydration matches; the chosen locale's chunk loads right after mount, long
 * before the modal is opened. A chunk that fails to load leaves English and is reported.
 */
export function useLocale(requested: string | undefined): LoadedLocale {
  const [loaded, setLoaded] = useState<LoadedLocale>(ENGLISH)
  useEffect(() => {
    const locale = resolveLocale([requested, ...browserLanguages()])
    let current = true
    loadLocale(locale).then(
      (messages) => {
        // The same strings again (English at mount) must not re-render every consumer of the context.
        if (current) setLoaded((last) => (last.messages === messages ? last : { locale, messages }))
      },
      (error: unknown) => {
        if (!current) return
        setLoaded(ENGLISH)
        ;(globalThis.reportError ?? console.error)(error)
      },
    )
    return () => {
      current = false
    }
  }, [requested])
  return loaded
}
