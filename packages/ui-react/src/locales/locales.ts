import type { Messages } from '../messages.js'

/** The bundled locales: English in the main chunk (the buttons') and the modal's, every other one a chunk of its own. */
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

type LocaleModule = Promise<{ default: Messages }>

export const localeLoaders: Readonly<Record<Exclude<Locale, 'en'>, () => LocaleModule>> = {
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  pt: () => import('./pt.js'),
  it: () => import('./it.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  zh: () => import('./zh.js'),
  ru: () => import('./ru.js'),
  tr: () => import('./tr.js'),
  ar: () => import('./ar.js'),
  he: () => import('./he.js'),
  fa: () => import('./fa.js'),
  nl: () => import('./nl.js'),
  pl: () => import('./pl.js'),
  uk: () => import('./uk.js'),
  vi: () => import('./vi.js'),
  id: () => import('./id.js'),
  hi: () => import('./hi.js'),
}

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar', 'he', 'fa'])

/** Text direction of a locale; the modal's `dir`. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}
