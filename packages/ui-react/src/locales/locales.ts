/**
 * The bundled locales: English in the main chunk (the buttons') and the modal's, every other one a chunk of its own
 * (their loaders in localeLoaders.ts).
 */
export const LOCALES = [
  'en',
  'es',
  'fr',
  'de',
  'pt',
  'it',
  'ja',
  'ko',
  'zh',
  'ru',
  'tr',
  'ar',
  'he',
  'fa',
  'nl',
  'pl',
  'uk',
  'vi',
  'id',
  'hi',
] as const
export type Locale = (typeof LOCALES)[number]

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar', 'he', 'fa'])

/** Text direction of a locale; the modal's `dir`. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}
