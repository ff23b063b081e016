// The wallet-API clients, loaded when a wallet is chosen (or restored), not at discovery: finding a wallet on the
// page needs none of them (`discoverInjectedWallets`).
export { createLeatherClient } from './createLeatherClient.js'
export { createPhantomClient } from './createPhantomClient.js'
export { createSatsConnectClient } from './createSatsConnectClient.js'
export { createUnisatClient } from './createUnisatClient.js'
export { createWalletStandardClient } from './createWalletStandardClient.js'
