export {
  createEventBus,
  type EventBus,
  type EventHandler,
  type EventMap,
  type WildcardHandler,
} from './createEventBus.js'
export type { WalletPlatform, WalletPortEvents, WalletPortEventType } from './walletPortEvents.js'
