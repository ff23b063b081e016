import type { Wallet } from '@wallet-standard/base'

type WindowLike = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>
type RegisterCallback = (api: { register(...wallets: Wallet[]): () => void }) => void

/**
 * The wallet side of the Wallet Standard's registration: dispatches `wallet-standard:register-wallet` (apps
 * already listening register the wallet at once) and answers every later `wallet-standard:app-ready`. Works on
 * a page's window or any EventTarget in Node. Returns a function that unregisters the wallet from every app.
 */
export function registerStandardWallet(wallet: Wallet, target: WindowLike): () => void {
  const unregisters: (() => void)[] = []
  const callback: RegisterCallback = ({ register }) => {
    unregisters.push(register(wallet))
  }
  const onAppReady = (event: Event) =>
    callback((event as CustomEvent<Parameters<RegisterCallback>[0]>).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
