import { isBitcoinStandardWallet, type StandardWallet } from './createWalletStandardClient.js'

type EventWindow = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

/**
 * The app side of Wallet Standard registration: listens for 'wallet-standard:register-wallet' and dispatches
 * 'wallet-standard:app-ready', so wallets loaded before or after are seen. `onChange` gets the wallets with the
 * bitcoin:connect feature after every change. Returns the stop function.
 */
export function watchStandardWallets(
  target: EventWindow,
  onChange: (wallets: readonly StandardWallet[]) => void,
): () => void {
  const wallets = new Set<StandardWallet>()
  const register = (...added: unknown[]) => {
    const fresh = added.filter(isBitcoinStandardWallet).filter((wallet) => !wallets.has(wallet))
    for (const wallet of fresh) wallets.add(wallet)
    if (fresh.length > 0) onChange([...wallets])
    return () => {
      if (fresh.map((wallet) => wallets.delete(wallet)).some(Boolean)) onChange([...wallets])
    }
  }
  const api = Object.freeze({ register })
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback === 'function') callback(api)
  }
  target.addEventListener('wallet-standard:register-wallet', onRegister)
  target.dispatchEvent(Object.assign(new Event('wallet-standard:app-ready'), { detail: api }))
  return () => target.removeEventListener('wallet-standard:register-wallet', onRegister)
}
