import type { Emitter, EventType, Handler } from 'mitt'
import mittModule from 'mitt'

export type EventMap = Record<EventType, unknown>

export type EventHandler<Event> = (event: Event) => void

/** Called for every event with its type and payload. */
export type WildcardHandler<Events extends EventMap> = (
  type: keyof Events,
  event: Events[keyof Events],
) => void

export interface EventBus<Events extends EventMap> {
  /** Returns the matching unsubscribe. */
  on<Type extends keyof Events>(type: Type, handler: EventHandler<Events[Type]>): () => void
  on(type: '*', handler: WildcardHandler<Events>): () => void
  off<Type extends keyof Events>(type: Type, handler: EventHandler<Events[Type]>): void
  off(type: '*', handler: WildcardHandler<Events>): void
  emit<Type extends keyof Events>(type: Type, event: Events[Type]): void
  /** Removes every handler, wildcard ones included. */
  clear(): void
}

type UntypedEmitter = Emitter<Record<EventType, unknown>>

// mitt ships CommonJS-shaped typings, so under NodeNext its default import is typed as the module object,
// while every runtime (ESM dist, or CJS through interop) hands over the factory itself.
const mitt = mittModule as unknown as () => UntypedEmitter

/** A typed in-memory event bus (mitt underneath), one per client; nothing leaves the page. */
export function createEventBus<Events extends EventMap>(): EventBus<Events> {
  const emitter = mitt()
  // mitt stores handlers untyped and calls wildcard ones with (type, event); `EventBus` is the typed contract.
  const bus = {
    on(type: EventType, handler: Handler) {
      emitter.on(type, handler)
      return () => emitter.off(type, handler)
    },
    off(type: EventType, handler: Handler) {
      emitter.off(type, handler)
    },
    emit(type: EventType, event: unknown) {
      emitter.emit(type, event)
    },
    clear() {
      emitter.all.clear()
    },
  }
  return bus as unknown as EventBus<Events>
}
