import type { WalletPortClient } from '@walletport/core'
import { type ReactNode, useEffect, useInsertionEffect, useMemo, useRef } from 'react'
import { WalletPortContext } from './context.js'
import { injectStyles } from './injectStyles.js'
import { localeDirection } from './locales/locales.js'
import { useLocale } from './locales/useLocale.js'
import type { Messages } from './messages.js'
import { LazyModal } from './modal/LazyModal.js'
import { preloadModal } from './modal/loadModal.js'
import type { ModalPreload } from './modal/types.js'
import { onIdle } from './utils/onIdle.js'
import { shallowEqual } from './utils/shallowEqual.js'
import type { CustomWallet } from './wallets/types.js'

export interface WalletPortProviderProps {
  client: WalletPortClient
  /**
   * The modal's language, a BCP 47 tag ('fr', 'pt-BR', 'ar'…). Default: the browser's languages, the first one
   * bundled; English when none is. Arabic, Hebrew and Persian mirror the modal (`dir="rtl"`).
   */
  locale?: string
  /** Strings that replace the locale's own: any subset of `defaultMessages`' keys. */
  messages?: Partial<Messages>
  /** Default true: the modal is portalled into `document.body`. False renders it at the end of the provider. */
  appendToBody?: boolean
  /** Embedded mode: the provider renders no modal; place `<WalletPortModal />` where it should appear. */
  embedded?: boolean
  /**
   * When the modal's code starts loading. 'intent' (default): on pointer enter, press or focus of the buttons.
   * 'idle': also when the browser is first idle, so even the first click opens at once, at the price of
   * fetching the modal on every page view. 'none': only when the modal opens.
   */
  preload?: ModalPreload
  /**
   * The page's CSP nonce, put on the `<style>` element in browsers without constructable stylesheets (elsewhere
   * the stylesheet is adopted, which a CSP allows without it).
   */
  nonce?: string
  /** The app's own wallet directory (JSON in the bundled directory's shape); the bundled one by default. */
  walletDirectoryUrl?: string
  /** App-defined wallets, listed before the directory's (an entry with a directory id replaces it), with icons. */
  customWallets?: readonly CustomWallet[]
  children?: ReactNode
}

/** Makes the client available to the hooks and renders the modal (its code loads on first open). */
export function WalletPortProvider({
  client,
  locale,
  messages,
  appendToBody = true,
  embedded = false,
  preload = 'intent',
  nonce,
  walletDirectoryUrl,
  customWallets,
  children,
}: WalletPortProviderProps) {
  // An inline `customWallets` array is a new array each render; keep the last one while its content is the same.
  const customKey = JSON.stringify(customWallets ?? null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the array's content
  const walletDirectory = useMemo(
    () => (customWallets === undefined ? walletDirectoryUrl : { url: walletDirectoryUrl, customWallets }),
    [walletDirectoryUrl, customKey],
  )
  // An inline `messages` object is a new object each render; keep the last one while its strings are the same.
  const stableMessages = useRef(messages)
  if (!shallowEqual(stableMessages.current, messages)) stableMessages.current = messages
  const overrides = stableMessages.current
  const loaded = useLocale(locale)
  const value = useMemo(
    () => ({
      client,
      messages: { ...loaded.messages, ...overrides },
      locale: loaded.locale,
      dir: localeDirection(loaded.locale),
      preload,
      walletDirectory,
      nonce,
    }),
    [client, loaded, overrides, preload, walletDirectory, nonce],
  )
  // Before the first paint, so the buttons are never seen unstyled; the modal adds its own rules when it loads.
  useInsertionEffect(() => injectStyles(document, { nonce }), [nonce])
  useEffect(() => (preload === 'idle' ? onIdle(preloadModal) : undefined), [preload])
  // The locale the modal speaks, in core's state: the embedded wallet's frame follows it.
  useEffect(() => client.setLocale(loaded.locale), [client, loaded.locale])
  return (
    <WalletPortContext.Provider value={value}>
      {children}
      {!embedded && <LazyModal appendToBody={appendToBody} />}
    </WalletPortContext.Provider>
  )
}
