// The operations that only follow a connection: the adapter loads this file with import() on first use, so that
// a page listing wallets carries discovery, connect, reconnect and address checks only.
export { disconnect } from './actions/disconnect.js'
export { estimateTransfer } from './actions/estimateTransfer.js'
export { getBalance } from './actions/getBalance.js'
export { getHistory } from './actions/getHistory.js'
export { getSigningClient } from './actions/getSigningClient.js'
export { sendTransaction } from './actions/sendTransaction.js'
export { signMessage } from './actions/signMessage.js'
export { switchNetwork } from './actions/switchNetwork.js'
export { verifyMessage } from './actions/verifyMessage.js'
export { waitForTransaction } from './actions/waitForTransaction.js'
