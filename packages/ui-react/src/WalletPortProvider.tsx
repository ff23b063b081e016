import type { WalletPortClient } from '@walletport/core'
import { type ReactNode, useEffect, useMemo, useRef } from 'react'
import { WalletPortContext } from './context.js'
import { type Messages, resolveMessages } from './messages.js'
import { LazyModal } from './modal/LazyModal.js'
import { preloadModal } from './modal/loadModal.js'
import type { ModalPreload } from './modal/types.js'
import { onIdle } from './utils/onIdle.js'
import { shallowEqual } from './utils/shallowEqual.js'

export interface WalletPortProviderProps {
  client: WalletPortClient
  /** The app's locale: any subset of the strings in `defaultMessages`. */
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
  children?: ReactNode
}

/** Makes the client available to the hooks and renders the modal (its code loads on first open). */
export function WalletPortProvider({
  client,
  messages,
  appendToBody = true,
  embedded = false,
  preload = 'intent',
  children,
}: WalletPortProviderProps) {
  // An inline `messages` object is a new object each render; keep the last one while its strings are the same.
  const stableMessages = useRef(messages)
  if (!shallowEqual(stableMessages.current, messages)) stableMessages.current = messages
  const overrides = stableMessages.current
  const value = useMemo(
    () => ({ client, messages: resolveMessages(overrides), preload }),
    [client, overrides, preload],
  )
  useEffect(() => (preload === 'idle' ? onIdle(preloadModal) : undefined), [preload])
  return (
    <WalletPortContext.Provider value={value}>
      {children}
      {!embedded && <LazyModal appendToBody={appendToBody} />}
    </WalletPortContext.Provider>
  )
}
