// Client actions that only follow a connection or a user's choice after start-up (balances, identity, signing,
// sending, sign-in, disconnect, switch network, history, names). `createWalletPort` and `watchAccount` load this
// file on first use (dynamic import), so an app's initial bundle leaves it out, and with it the zod schemas of
// the answers these actions check.
export { disconnect } from './connection/disconnect.js'
export { endAllSessions } from './connection/endAllSessions.js'
export { fetchBalance } from './data/fetchBalance.js'
export { fetchIdentity } from './data/fetchIdentity.js'
export { fetchTokenBalances } from './data/fetchTokenBalances.js'
export { getNfts } from './data/getNfts.js'
export { fetchTransactions } from './history/fetchTransactions.js'
export { getNameSuggestions } from './names/getNameSuggestions.js'
export { lookupName } from './names/lookupName.js'
export { registerName } from './names/registerName.js'
export { reverseLookupNames } from './names/reverseLookupNames.js'
export { switchNetwork } from './networks/switchNetwork.js'
export { cancelSignIn } from './siwx/cancelSignIn.js'
export { keepConnectSignIn } from './siwx/keepConnectSignIn.js'
export { requestSignIn } from './siwx/requestSignIn.js'
export { sendTransaction } from './wallet/sendTransaction.js'
export { signMessage } from './wallet/signMessage.js'
