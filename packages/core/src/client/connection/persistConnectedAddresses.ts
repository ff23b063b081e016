import type { ClientContext } from '../context.js'

/**
 * Keeps 'connected-addresses' in step with the state: a namespace's address while it is connected, nothing once
 * it is disconnected ('connecting' and 'reconnecting' keep what is stored). What `cookieToInitialState` reads.
 */
export function persistConnectedAddresses(context: ClientContext): () => void {
  const sync = () => {
    const stored = context.storage.get('connected-addresses') ?? {}
    const next: Record<string, string> = { ...stored }
    for (const [namespace, chain] of Object.entries(context.store.getState().chains)) {
      const { status, address } = chain?.accountState ?? {}
      if (status === 'connected' && address !== undefined) next[namespace] = address
      else if (status === 'disconnected') delete next[namespace]
    }
    const keys = Object.keys(next)
    if (keys.length === Object.keys(stored).length && keys.every((key) => stored[key] === next[key])) return
    try {
      if (keys.length === 0) context.storage.remove('connected-addresses')
      else context.storage.set('connected-addresses', next)
    } catch (error) {
      // An address storage refuses (over its length limit) only costs the server render its account.
      console.warn('WalletPort: the connected addresses could not be stored', error)
    }
  }
  sync()
  return context.store.subscribe(sync)
}
