import type { Account } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import { WalletPortError } from '../../errors/base.js'
import { describeValue } from '../../errors/describeValue.js'
import type { ClientContext } from '../context.js'
import { resetChainNetwork } from '../networks/resetChainNetwork.js'
import { resolveNetwork } from '../networks/resolveNetwork.js'
import { withChainNetwork } from '../networks/withChainNetwork.js'
import { isPending, parseWalletAccounts, parseWalletNetworkId } from '../wallet/parseWalletAnswers.js'
import { forgetConnectorIds } from './connectorIdStorage.js'
import { refreshConnectors } from './refreshConnectors.js'
import { resetChainState } from './resetChain.js'

/**
 * Follows what wallets do on their own, each event checked at the boundary: new connectors refresh the list;
 * account and network changes update the namespace they happen on while it is connected and no connect,
 * reconnect or disconnect is in flight there (that operation's own answer decides); an empty account list or a
 * wallet disconnect resets that chain (account and network) and forgets its connector. A malformed event (accounts
 * that are not a list of valid addresses, a network id that is not a CAIP-2 id of the namespace) is dropped and
 * reported as WALLET_EVENT_REJECTED; nothing is ever thrown back into the wallet's emitter. An account change
 * whose addresses the adapter checks asynchronously (its codec loading) applies once checked, and only if it is
 * still the namespace's newest account event and nothing changed the connection meanwhile: newest wins. Returns
 * the unsubscribe for all of it.
 */
export function watchAdapters(context: ClientContext): () => void {
  const accountEvents = new Map<ChainNamespace, number>()
  const unsubscribes = [...context.adapters].flatMap(([namespace, adapter]) => [
    adapter.on(
      'connectorsChanged',
      guarded(context, namespace, 'connectorsChanged', () => refreshConnectors(context)),
    ),
    adapter.on(
      'accountsChanged',
      guarded(context, namespace, 'accountsChanged', (accounts) => {
        const event = (accountEvents.get(namespace) ?? 0) + 1
        accountEvents.set(namespace, event)
        return onAccountsChanged(context, namespace, accounts, () => accountEvents.get(namespace) === event)
      }),
    ),
    adapter.on(
      'networkChanged',
      guarded(context, namespace, 'networkChanged', (id) => onNetworkChanged(context, namespace, id)),
    ),
    adapter.on(
      'disconnected',
      guarded(context, namespace, 'disconnected', () => onDisconnected(context, namespace)),
    ),
  ])
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}

/**
 * A listener that never throws into the wallet's emitter: a failure (thrown, or the rejection of a handler that
 * finishes later) is reported on the event bus instead.
 */
function guarded<T>(
  context: ClientContext,
  namespace: ChainNamespace,
  event: string,
  handle: (payload: unknown) => void | Promise<void>,
): (payload: T) => void {
  const reject = (error: unknown) => {
    const reason =
      error instanceof WalletPortError && error.details !== undefined
        ? `${error.message}: ${error.details}`
        : error instanceof Error
          ? error.message
          : describeValue(error)
    try {
      context.events.emit('WALLET_EVENT_REJECTED', { namespace, event, reason })
    } catch (listenerError) {
      console.error('WalletPort: a WALLET_EVENT_REJECTED listener failed', listenerError)
    }
  }
  return (payload) => {
    try {
      const handled = handle(payload)
      if (isPending(handled)) handled.catch(reject)
    } catch (error) {
      reject(error)
    }
  }
}

/** Connected and settled: the only state wallet events may change. */
function isSettled(context: ClientContext, namespace: ChainNamespace): boolean {
  const status = context.store.getState().chains[namespace]?.accountState.status
  return status === 'connected' && context.connections.current(namespace) === undefined
}

/**
 * The wallet's new accounts, checked on the namespace's network. `isNewest` tells whether a later account event of
 * the namespace has arrived since; it matters only when the check is asynchronous.
 */
function onAccountsChanged(
  context: ClientContext,
  namespace: ChainNamespace,
  payload: unknown,
  isNewest: () => boolean,
): void | Promise<void> {
  if (Array.isArray(payload) && payload.length === 0) {
    onDisconnected(context, namespace)
    return
  }
  const chain = context.store.getState().chains[namespace]
  const network = chain?.networkState.caipNetwork
  const adapter = context.adapters.get(namespace)
  if (!isSettled(context, namespace) || !network || !adapter) return
  const parsed = parseWalletAccounts(adapter, payload, network, 'accountsChanged')
  if (!isPending(parsed)) {
    applyAccounts(context, namespace, parsed)
    return
  }
  const generation = context.connections.generation(namespace)
  return parsed.then((accounts) => {
    if (!isNewest() || context.connections.generation(namespace) !== generation) return
    if (context.store.getState().chains[namespace]?.networkState.caipNetwork !== network) {
      // The wallet moved to another network while the addresses were checked: check them there.
      return onAccountsChanged(context, namespace, payload, isNewest)
    }
    if (isSettled(context, namespace)) applyAccounts(context, namespace, accounts)
  })
}

function applyAccounts(context: ClientContext, namespace: ChainNamespace, accounts: Account[]) {
  const [account] = accounts
  if (!account) return
  context.connections.touch(namespace)
  context.store.setState((state) => {
    const current = state.chains[namespace]
    const currentNetwork = current?.networkState.caipNetwork
    if (!current || !currentNetwork) return state
    const accountState = {
      ...current.accountState,
      address: account.address,
      caipAddress: `${currentNetwork.caipNetworkId}:${account.address}` as const,
      allAccounts: accounts,
    }
    return { ...state, chains: { ...state.chains, [namespace]: { ...current, accountState } } }
  })
}

function onNetworkChanged(context: ClientContext, namespace: ChainNamespace, payload: unknown) {
  const caipNetworkId = parseWalletNetworkId(payload, namespace, 'networkChanged')
  if (!isSettled(context, namespace)) return
  const network = resolveNetwork(context, caipNetworkId)
  context.store.setState((state) => {
    const chain = state.chains[namespace]
    return chain
      ? { ...state, chains: { ...state.chains, [namespace]: withChainNetwork(chain, network) } }
      : state
  })
}

/**
 * The wallet ended the connection. Once a connect or reconnect holds the wallet's answer, it is that new
 * connection that ended: the operation fails instead of showing it. While a connect waits for the wallet
 * (connecting another wallet over this one), the old account goes and that connect now falls back to
 * 'disconnected' if it fails.
 */
function onDisconnected(context: ClientContext, namespace: ChainNamespace) {
  const operation = context.connections.current(namespace)
  const chain = context.store.getState().chains[namespace]
  if (!chain) return
  if (operation?.answered) {
    operation.endedByWallet = true
    return
  }
  if (operation?.kind === 'connect') {
    operation.restoreStatus = 'disconnected'
    if (chain.accountState.address === undefined && chain.connectorId === undefined) return
    context.store.setState((state) => {
      const current = state.chains[namespace]
      if (!current) return state
      const reset = resetChainState(current)
      const connecting = {
        ...reset,
        accountState: { ...reset.accountState, status: current.accountState.status },
      }
      return { ...state, chains: { ...state.chains, [namespace]: connecting } }
    })
    forgetConnectorIds(context, [namespace])
    return
  }
  if (!isSettled(context, namespace)) return
  context.connections.touch(namespace)
  context.store.setState((state) => {
    const current = state.chains[namespace]
    if (!current) return state
    const reset = resetChainNetwork(resetChainState(current), context.options.defaultNetwork)
    return { ...state, chains: { ...state.chains, [namespace]: reset } }
  })
  forgetConnectorIds(context, [namespace])
}
