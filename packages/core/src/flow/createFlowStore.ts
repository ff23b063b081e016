import type { Unsubscribe } from '../adapter/types.js'
import { createStore, type Listener } from '../client/store.js'
import { errorMessage } from '../errors/errorMessage.js'

/** What a flow (swap, on-ramp, pay, send) shows of its state. */
export interface Flow<T> {
  getState(): T
  subscribe(listener: Listener<T>): Unsubscribe
}

/** The fields of a flow state that `load` drives. */
export interface LoadingState {
  loading: boolean
  error: string | undefined
}

export interface FlowStore<T> extends Flow<T> {
  /** Merges `patch` into the state; listeners run once. */
  set(patch: Partial<T>): void
  /**
   * `loading` while `task` runs, then its patch; a failure lands in `error`. Only for states with `loading` and
   * `error`.
   */
  load(this: FlowStore<T & LoadingState>, task: () => Promise<Partial<T>>): Promise<void>
}

/** The state store behind a flow: the flow hands out `getState` and `subscribe`, and changes it with `set`. */
export function createFlowStore<T extends object>(initial: T): FlowStore<T> {
  const store = createStore(initial)
  const set = (patch: Partial<T>) => store.setState((current) => ({ ...current, ...patch }))
  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe(listener),
    set,
    async load(task) {
      const loading = (patch: Partial<LoadingState>) => set(patch as Partial<T>)
      loading({ loading: true, error: undefined })
      try {
        const patch = await task()
        set({ ...patch, loading: false })
      } catch (error) {
        loading({ loading: false, error: errorMessage(error) })
      }
    },
  }
}
