import { LOCALES, type Locale } from './locales.js'

const isLocale = (code: string): code is Locale => (LOCALES as readonly string[]).includes(code)

/**
 * The first bundled locale matching a list of BCP 47 tags in order of preference (the app's choice, then the
 * browser's `navigator.languages`): an exact language match or its primary subtag ('pt-BR' → 'pt',
 * 'zh-Hant-TW' → 'zh'). English when none matches.
 */
export function resolveLocale(preferred: readonly (string | undefined)[]): Locale {
  for (const tag of preferred) {
    if (!tag) continue
    const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
    if (isLocale(language)) return language
  }
  return 'en'
}

/** The browser's languages, most preferred first; none on the server. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []
}
