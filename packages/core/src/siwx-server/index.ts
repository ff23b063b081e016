// `@walletport/core/siwx-server`: the reference server side of a backend sign-in, for the app's own Node server.
export { createMemorySiwxStore } from './createMemorySiwxStore.js'
export { createSiwxRequestHandler } from './createSiwxRequestHandler.js'
export type {
  NodeRequestLike,
  NodeResponseLike,
  SiwxRequestHandler,
  SiwxRequestHandlerOptions,
  SiwxServerStore,
  StoredSiwxSession,
} from './types.js'
