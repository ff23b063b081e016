import { type FrameMessages, frameMessages } from './frameMessages.js'

/** The modal's locales (`@walletport/ui-react`'s LOCALES, a test keeps them the same): English built in, the others a chunk each. */
export const FRAME_LOCALES = [
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
export type FrameLocale = (typeof FRAME_LOCALES)[number]

type LocaleModule = Promise<{ default: FrameMessages }>

export const frameLocaleLoaders: Readonly<Record<Exclude<FrameLocale, 'en'>, () => LocaleModule>> = {
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  pt: () => import('./locales/pt.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  zh: () => import('./locales/zh.js'),
  ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'),
  ar: () => import('./locales/ar.js'),
  he: () => import('./locales/he.js'),
  fa: () => import('./locales/fa.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  uk: () => import('./locales/uk.js'),
  vi: () => import('./locales/vi.js'),
  id: () => import('./locales/id.js'),
  hi: () => import('./locales/hi.js'),
}

const RIGHT_TO_LEFT: ReadonlySet<FrameLocale> = new Set(['ar', 'he', 'fa'])

export function frameLocaleDirection(locale: FrameLocale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}

/** The first of `tags` (BCP 47, most preferred first) whose language the frame speaks; English when none. */
export function resolveFrameLocale(tags: readonly (string | undefined)[]): FrameLocale {
  for (const tag of tags) {
    const language = tag?.trim().toLowerCase().split(/[-_]/)[0] ?? ''
    if ((FRAME_LOCALES as readonly string[]).includes(language)) return language as FrameLocale
  }
  return 'en'
}

export async function loadFrameMessages(locale: FrameLocale): Promise<FrameMessages> {
  return locale === 'en' ? frameMessages : (await frameLocaleLoaders[locale]()).default
}
