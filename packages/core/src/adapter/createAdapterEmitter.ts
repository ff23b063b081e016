import { createEventBus } from '../events/createEventBus.js'
import type { AdapterEventMap, Unsubscribe } from './types.js'

export interface AdapterEmitter {
  /** What `ChainAdapter.on` returns to the client: subscribe, get the unsubscribe back. */
  on<E extends keyof AdapterEventMap>(event: E, listener: (payload: AdapterEventMap[E]) => void): Unsubscribe
  emit<E extends keyof AdapterEventMap>(event: E, payload: AdapterEventMap[E]): void
}

/** An adapter's own event emitter (one per adapter instance), on core's event bus. */
export function createAdapterEmitter(): AdapterEmitter {
  const bus = createEventBus<{ [E in keyof AdapterEventMap]: AdapterEventMap[E] }>()
  return {
    on: (event, listener) => bus.on(event, listener),
    emit: (event, payload) => bus.emit(event, payload),
  }
}
