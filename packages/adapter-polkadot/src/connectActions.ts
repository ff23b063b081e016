// Connecting and restoring a connection, and the connection's extension signer, loaded with import() when a wallet
// is chosen or restored: a page that only lists extensions carries discovery alone.
export { connect } from './actions/connect.js'
export { reconnect } from './actions/reconnect.js'
export { connectedSigner } from './wallet/connectedSigner.js'
