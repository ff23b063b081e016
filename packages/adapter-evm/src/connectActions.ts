// Connecting and restoring a connection (with the EIP-55 checksum of the accounts and the connection's events),
// loaded with import() when a wallet is chosen or restored: a page that only lists wallets carries discovery alone.
export { connect } from './actions/connect.js'
export { reconnect } from './actions/reconnect.js'
