import type { Connector } from '../connectors/types.js'
import type { Network } from '../networks/types.js'
import { type Action, type Bound, bindActions, bindLazyActions, type LazyBound } from './bindActions.js'
import type { AdapterEmitter } from './createAdapterEmitter.js'
import type { ChainAdapter } from './types.js'

/**
 * The ChainAdapter operations every adapter of this repository has in its lazily loaded module: the page's first
 * chunk holds discovery and connection only. An adapter names the others it loads the same way in `lazy`.
 */
export const LAZY_ADAPTER_OPERATIONS = [
  'disconnect',
  'getBalance',
  'signMessage',
  'waitForTransaction',
  'switchNetwork',
] as const

export type LazyAdapterOperation = (typeof LAZY_ADAPTER_OPERATIONS)[number]

/** What `bindAdapter` reads of an adapter's state (an `AdapterState` has it). */
export interface BindableAdapterState {
  readonly networks: readonly Network[]
  readonly emitter: AdapterEmitter
  connectors: readonly Connector[]
}

export interface BindAdapterParameters<A, M, K> {
  /** Operations in the first chunk (init, connect, reconnect), as `(state, parameters)` functions. */
  actions: A
  /** The adapter's lazy module (`() => import('./lazyActions.js')`). */
  load: () => Promise<M>
  /** Lazy operations beyond {@link LAZY_ADAPTER_OPERATIONS}. */
  lazy?: readonly K[]
}

/**
 * The members every `create*Adapter` wires the same way: `networks`, `getConnectors` and `on` from its state, the
 * first-chunk `actions` bound to the state, and {@link LAZY_ADAPTER_OPERATIONS} plus `lazy` bound to the lazy
 * module. The adapter adds its namespace, `defaultAccountType` and what is its own, and may override any of these.
 */
export function bindAdapter<
  S extends BindableAdapterState,
  A extends Record<string, Action<S>>,
  M extends Record<LazyAdapterOperation | K, Action<S>>,
  K extends keyof M & string = never,
>(
  state: S,
  { actions, load, lazy = [] }: BindAdapterParameters<A, M, K>,
): Pick<ChainAdapter, 'networks' | 'getConnectors' | 'on'> & { [N in keyof A]: Bound<S, A[N]> } & {
  [N in LazyAdapterOperation | K]: LazyBound<S, M[N]>
} {
  const shared: Pick<ChainAdapter, 'networks' | 'getConnectors' | 'on'> = {
    networks: state.networks,
    getConnectors: () => state.connectors,
    on: (event, listener) => state.emitter.on(event, listener),
  }
  return {
    ...shared,
    ...bindActions(state, actions),
    ...bindLazyActions(state, load, [...LAZY_ADAPTER_OPERATIONS, ...lazy]),
  }
}
