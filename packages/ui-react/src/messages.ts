import { type ButtonMessages, buttonMessages } from './buttonMessages.js'
import { viewMessages } from './viewMessages.js'

/**
 * Every visible string of the modal and buttons, in English (the fallback locale): the buttons' (`buttonMessages`,
 * in the first chunk) and the modal's (`viewMessages`, with the modal's code). The other locales live in
 * `./locales/<code>.ts`, one chunk each, loaded with import() only when chosen; each has every key (a test
 * fails otherwise). An app may still override any string (`<WalletPortProvider messages>`).
 */
export const defaultMessages = { ...buttonMessages, ...viewMessages } as const

export type Messages = { readonly [K in keyof typeof defaultMessages]: string }

/** Overrides the defaults with the app's strings; unknown keys are ignored. */
export function resolveMessages(overrides: Partial<Messages> = {}): Messages {
  return { ...defaultMessages, ...overrides }
}

/**
 * The strings the provider hands out: the locale's, every key, once its chunk is in; in English the buttons'
 * only, since the modal's English strings come with the modal's code, which adds them (`useMessages`). The app's
 * own strings over either.
 */
export type ProvidedMessages = ButtonMessages & Partial<Messages>
