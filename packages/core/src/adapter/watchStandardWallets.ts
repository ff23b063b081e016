type StandardTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

/** A Wallet Standard registry such as `getWallets()` of @wallet-standard/app (it binds to the global window). */
export interface StandardWalletRegistry<W> {
  get(): readonly W[]
  on(event: 'register' | 'unregister', listener: (...wallets: W[]) => void): () => void
}

export interface WatchStandardWalletsParameters<W> {
  /** Which registered wallets the adapter can use (e.g. those with `bitcoin:connect`); all when absent. */
  accept?: (wallet: unknown) => wallet is W
  /**
   * Read this registry too (wallets registered through it directly); it dispatches the app-ready event itself,
   * so none is dispatched here.
   */
  registry?: StandardWalletRegistry<W>
}

/**
 * The app side of Wallet Standard registration on `target`: listens for `wallet-standard:register-wallet` and
 * dispatches `wallet-standard:app-ready`, so wallets loaded before or after are found. `onChange` gets the full
 * list after every registration and unregistration. Returns the stop function.
 */
export function watchStandardWallets<W>(
  target: StandardTarget,
  onChange: (wallets: readonly W[]) => void,
  { accept = (_wallet: unknown): _wallet is W => true, registry }: WatchStandardWalletsParameters<W> = {},
): () => void {
  const wallets = new Set<W>()
  const changed = () => onChange([...wallets])
  const register = (...added: unknown[]) => {
    const fresh = added.filter(accept).filter((wallet) => !wallets.has(wallet))
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
  if (registry) {
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
