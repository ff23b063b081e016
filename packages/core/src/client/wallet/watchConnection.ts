import type { ChainNamespace } from '../../caip/types.js'
import { WalletConnectionChangedError } from '../../errors/walletRequests.js'
import type { ClientContext } from '../context.js'
import type { WalletPortState } from '../state.js'

/** What must stay the same for a request's answer to count: the connection, or also its account and network. */
export type ConnectionScope = 'connection' | 'account'

function keyOf(state: WalletPortState, namespace: ChainNamespace, scope: ConnectionScope): string {
  const chain = state.chains[namespace]
  const connection = `${chain?.accountState.status === 'connected'}|${chain?.connectorId}`
  return scope === 'connection'
    ? connection
    : `${connection}|${chain?.accountState.address}|${chain?.networkState.caipNetwork?.caipNetworkId}`
}

/**
 * A signal that aborts with `WalletConnectionChangedError` as soon as the namespace's connection (and, for
 * 'account', its account or network) changes, so a request open in the wallet is given up at once rather than
 * at its time-out. Call `stop` when the request settled.
 */
export function watchConnection(
  context: ClientContext,
  namespace: ChainNamespace,
  scope: ConnectionScope,
): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController()
  const before = keyOf(context.store.getState(), namespace, scope)
  const stop = context.store.subscribe(
    (state) => keyOf(state, namespace, scope),
    (key) => {
      if (key === before || controller.signal.aborted) return
      controller.abort(
        new WalletConnectionChangedError({
          details: `The wallet's ${scope === 'account' ? 'account, network or connection' : 'connection'} on ${namespace} changed`,
        }),
      )
    },
  )
  return { signal: controller.signal, stop }
}
