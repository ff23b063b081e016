import type { ClientContext } from '../context.js'

/**
 * Keeps 'active-accounts' in step with the state: for each connected namespace, the account active on it under
 * its wallet's connector id, whichever action made it active (connect, `setActiveAccount`, the wallet's
 * `accountsChanged`). A reconnect after a reload reads it back (`reconnectNamespace`), so the account the user
 * chose among the wallet's several is the one that comes back.
 */
export function persistActiveAccounts(context: ClientContext): () => void {
  const sync = () => {
    const stored = context.storage.get('active-accounts') ?? {}
    let next = stored
    for (const [namespace, chain] of Object.entries(context.store.getState().chains)) {
      const { status, address } = chain?.accountState ?? {}
      const wallet = chain?.connectorId
      if (status !== 'connected' || !address || !wallet || next[namespace]?.[wallet] === address) continue
      next = { ...next, [namespace]: { ...next[namespace], [wallet]: address } }
    }
    if (next === stored) return
    try {
      context.storage.set('active-accounts', next)
    } catch (error) {
      // Only costs the reload its choice: the wallet's first account comes back.
      console.warn('WalletPort: the active account could not be stored', error)
    }
  }
  sync()
  return context.store.subscribe(sync)
}
