/**
 * The frame's runtime without the browser: its server's client, the handlers of the frame protocol and the wallet
 * keeper, over a key-value store and a UI given to it. The page (src/page) runs it in the browser; the server's
 * tests run it in Node against a real server.
 */
export {
  createFrameApi,
  type FrameApi,
  FrameApiError,
  type StoredSession,
} from './createFrameApi.js'
export {
  createFrameHandlers,
  type FrameHandlerDependencies,
  type FrameHandlers,
} from './createFrameHandlers.js'
export { createWalletKeeper, type WalletKeeper } from './createWalletKeeper.js'
export type { ConfirmationSummary, FrameUi, PasskeyStep } from './FrameUi.js'
export { createMemoryStore, frameStorageKeys, type KeyValueStore } from './KeyValueStore.js'
export type {
  PasskeyCeremonies,
  PasskeyCeremonyResult,
  PasskeyCreateRequest,
  PasskeyGetRequest,
  WebauthnOptionsJson,
} from './PasskeyCeremonies.js'
export { type FramePort, serveFrameRequests } from './serveFrameRequests.js'
