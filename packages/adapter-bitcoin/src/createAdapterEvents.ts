import type { AdapterEventMap, Unsubscribe } from '@walletport/core'

type Listener<E extends keyof AdapterEventMap> = (payload: AdapterEventMap[E]) => void

/** The adapter's own listeners, per adapter instance. */
export function createAdapterEvents() {
  const listeners = new Map<keyof AdapterEventMap, Set<Listener<never>>>()
  return {
    on<E extends keyof AdapterEventMap>(event: E, listener: Listener<E>): Unsubscribe {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as Listener<never>)
      listeners.set(event, set)
      return () => {
        set.delete(listener as Listener<never>)
      }
    },
    emit<E extends keyof AdapterEventMap>(event: E, payload: AdapterEventMap[E]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as Listener<E>)(payload)
    },
  }
}
