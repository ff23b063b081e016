import type { WalletPortClient } from '@walletport/core'
import { createContext, useContext } from 'react'
import type { Locale } from './locales/locales.js'
import type { ProvidedMessages } from './messages.js'
import type { ModalPreload } from './modal/types.js'
import type { WalletDirectorySource } from './wallets/types.js'

export interface WalletPortContextValue {
  client: WalletPortClient
  /**
   * The locale's strings and the app's; in English the buttons' only, the modal's come with its code (the modal and
   * its views see every string: `useMessages`).
   */
  messages: ProvidedMessages
  /** The bundled locale in use ('en' until the chosen one has loaded). */
  locale?: Locale
  /** Its text direction; the modal's `dir`. */
  dir?: 'ltr' | 'rtl'
  /** The provider's `preload` (default 'intent'). */
  preload?: ModalPreload
  /** The provider's `walletDirectoryUrl` and `customWallets`, handed to the wallet lists. */
  walletDirectory?: WalletDirectorySource
  /** The provider's CSP nonce, for the modal's `<style>` where stylesheets cannot be adopted. */
  nonce?: string
}

export const WalletPortContext = createContext<WalletPortContextValue | null>(null)

export class WalletPortProviderMissingError extends Error {
  override name = 'WalletPortProviderMissingError'
  constructor() {
    super('WalletPort hooks must be used inside <WalletPortProvider>')
  }
}

export function useWalletPortContext(): WalletPortContextValue {
  const value = useContext(WalletPortContext)
  if (!value) throw new WalletPortProviderMissingError()
  return value
}
