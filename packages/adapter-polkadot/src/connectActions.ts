// Connecting and restoring a connection, loaded with import() when a wallet is chosen or restored: a page that only
// lists extensions carries discovery alone.
export { connect } from './actions/connect.js'
export { reconnect } from './actions/reconnect.js'
