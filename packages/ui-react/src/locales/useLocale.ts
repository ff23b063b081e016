import { useEffect, useState } from 'react'
import { defaultMessages, type Messages } from '../messages.js'
import { loadMessages } from './loadMessages.js'
import type { Locale } from './locales.js'
import { browserLanguages, resolveLocale } from './resolveLocale.js'

export interface LoadedLocale {
  locale: Locale
  messages: Messages
}

const ENGLISH: LoadedLocale = { locale: 'en', messages: defaultMessages }

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
    loadMessages(locale).then(
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
