export type Listener<T> = (state: T, previous: T) => void
export type Equality<T> = (a: T, b: T) => boolean

export interface Store<T> {
  getState(): T
  /**
   * Applies one update; listeners run once afterwards, so they never see a half-applied change. A listener that
   * throws is logged; the update and the other listeners go on.
   */
  setState(update: (state: T) => T): void
  subscribe(listener: Listener<T>): () => void
  /** Calls `listener` only when the selected slice changes (by `equals`, default Object.is). */
  subscribe<S>(
    selector: (state: T) => S,
    listener: (slice: S, previous: S) => void,
    equals?: Equality<S>,
  ): () => void
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<Listener<T>>()

  function subscribe(...args: unknown[]): () => void {
    let listener: Listener<T>
    if (args.length === 1) {
      listener = args[0] as Listener<T>
    } else {
      const [selector, onSlice, equals = Object.is] = args as [
        (state: T) => unknown,
        (slice: unknown, previous: unknown) => void,
        Equality<unknown>?,
      ]
      listener = (next, previous) => {
        const slice = selector(next)
        const previousSlice = selector(previous)
        if (!equals(slice, previousSlice)) onSlice(slice, previousSlice)
      }
    }
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  return {
    getState: () => state,
    setState(update) {
      const previous = state
      const next = update(state)
      if (next === previous) return
      state = next
      for (const listener of [...listeners]) {
        // One failing listener must not stop the others, nor fail the action that changed the state.
        try {
          listener(next, previous)
        } catch (error) {
          console.error('WalletPort: a state listener failed', error)
        }
      }
    },
    subscribe: subscribe as Store<T>['subscribe'],
  }
}
