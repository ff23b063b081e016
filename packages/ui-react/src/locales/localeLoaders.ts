// The loaders of the bundled locales other than English, apart from LOCALES so that a page that speaks English
// loads none of them before the first click (useLocale imports this file for another locale only).
import type { Messages } from '../messages.js'
import type { Locale } from './locales.js'

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
