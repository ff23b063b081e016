import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

export type WalletStandardWindow = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>

/**
 * The app side of Wallet Standard registration on `target`: listens for `wallet-standard:register-wallet` and
 * dispatches `wallet-standard:app-ready`, so wallets that load before or after get registered. Spoken directly
 * because @wallet-standard/app's `getWallets()` binds to the global `window` once per page; on that window its
 * registry is read as well, so wallets registered through it directly are found too. `onChange` gets the full
 * list after every registration and unregistration. Returns the stop function.
 */
export function watchStandardWallets(
  target: WalletStandardWindow,
  onChange: (wallets: readonly Wallet[]) => void,
): () => void {
  const wallets = new Set<Wallet>()
  const changed = () => onChange([...wallets])
  const register = (...added: Wallet[]) => {
    const fresh = added.filter((wallet) => !wallets.has(wallet))
    for (const wallet of fresh) wallets.add(wallet)
    if (fresh.length > 0) changed()
    return () => {
      let removed = false
      for (const wallet of fresh) removed = wallets.delete(wallet) || removed
      if (removed) changed()
    }
  }
  const api = Object.freeze({ register })
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback === 'function') callback(api)
  }
  target.addEventListener('wallet-standard:register-wallet', onRegister)
  const stops: (() => void)[] = [
    () => target.removeEventListener('wallet-standard:register-wallet', onRegister),
  ]
  if (target === (globalThis as { window?: unknown }).window) {
    const registry = getWallets()
    register(...registry.get())
    stops.push(registry.on('register', (...added) => register(...added)))
    stops.push(
      registry.on('unregister', (...removed) => {
        for (const wallet of removed) wallets.delete(wallet)
        changed()
      }),
    )
  } else {
    target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  }
  return () => {
    for (const stop of stops) stop()
  }
}
