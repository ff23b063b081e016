import { type BitcoinStandardWallet, createBitcoinStandardWallet } from './createBitcoinStandardWallet.js'
import type { BitcoinTestWallet } from './testWallet.js'

export interface RegisterBitcoinTestWalletParameters {
  /** The page's window, or any EventTarget-with-properties in Node; default globalThis. */
  window?: EventTarget & Record<string, unknown>
  name?: string
  icon?: `data:image/${string}`
  /** Inject the sats-connect provider (window[namespace].BitcoinProvider, listed in window.btc_providers); default true. */
  satsConnect?: boolean
  /** Register the Wallet Standard wallet; default true. */
  walletStandard?: boolean
  /** Window property holding the sats-connect provider; default 'WalletPortTestBitcoin'. */
  namespace?: string
}

export interface RegisteredBitcoinTestWallet {
  standardWallet: BitcoinStandardWallet
  /** The id sats-connect lists the provider under (`${namespace}.BitcoinProvider`). */
  satsConnectId: string
  unregister(): void
}

interface SatsConnectProviderEntry {
  id: string
  name: string
  icon: string
  webUrl?: string
}

/**
 * Puts a test wallet in a page the way real Bitcoin wallets do: a sats-connect provider on the window, listed in
 * `window.btc_providers`, and a Wallet Standard wallet registered through the 'wallet-standard:register-wallet' /
 * 'wallet-standard:app-ready' events.
 */
export function registerBitcoinTestWallet(
  wallet: BitcoinTestWallet,
  parameters: RegisterBitcoinTestWalletParameters = {},
): RegisteredBitcoinTestWallet {
  const target = parameters.window ?? (globalThis as unknown as EventTarget & Record<string, unknown>)
  const { name = 'WalletPort Test Wallet', namespace = 'WalletPortTestBitcoin' } = parameters
  const standardWallet = createBitcoinStandardWallet(wallet, { name, icon: parameters.icon })
  const satsConnectId = `${namespace}.BitcoinProvider`
  const cleanups: (() => void)[] = []

  if (parameters.satsConnect ?? true) {
    target[namespace] = { BitcoinProvider: wallet.provider }
    const entry: SatsConnectProviderEntry = { id: satsConnectId, name, icon: standardWallet.icon }
    const list = (target.btc_providers as SatsConnectProviderEntry[] | undefined) ?? []
    target.btc_providers = [...list.filter((item) => item.id !== satsConnectId), entry]
    cleanups.push(() => {
      delete target[namespace]
      target.btc_providers = ((target.btc_providers as SatsConnectProviderEntry[]) ?? []).filter(
        (item) => item.id !== satsConnectId,
      )
    })
  }

  if ((parameters.walletStandard ?? true) && typeof target.dispatchEvent === 'function') {
    const unregisters: (() => void)[] = []
    const callback = ({ register }: { register: (wallet: BitcoinStandardWallet) => () => void }) => {
      unregisters.push(register(standardWallet))
    }
    const onAppReady = (event: Event) => callback((event as CustomEvent).detail)
    target.dispatchEvent(
      Object.assign(new Event('wallet-standard:register-wallet', { bubbles: false, cancelable: false }), {
        detail: callback,
      }),
    )
    target.addEventListener('wallet-standard:app-ready', onAppReady)
    cleanups.push(() => {
      target.removeEventListener('wallet-standard:app-ready', onAppReady)
      for (const unregister of unregisters.splice(0)) unregister()
    })
  }

  return {
    standardWallet,
    satsConnectId,
    unregister() {
      for (const cleanup of cleanups.splice(0)) cleanup()
    },
  }
}
