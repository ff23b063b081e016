import type { SolanaAdapterState } from './solanaAdapterState.js'
import type { SolanaAdapter } from './types.js'
import { UnknownSolanaAdapterError } from './unknownSolanaAdapterError.js'

const states = new WeakMap<SolanaAdapter, SolanaAdapterState>()

/** Ties an adapter to its state, so `./kit` (a separate entry) can reach the connection behind it. */
export function rememberAdapterState(adapter: SolanaAdapter, state: SolanaAdapterState): SolanaAdapter {
  states.set(adapter, state)
  return adapter
}

export function adapterStateOf(adapter: SolanaAdapter): SolanaAdapterState {
  const state = states.get(adapter)
  if (!state) throw new UnknownSolanaAdapterError()
  return state
}
