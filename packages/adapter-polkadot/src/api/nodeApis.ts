// The node connections (@polkadot/api's pool and the genesis check), loaded with import() on the first chain query:
// a page that only lists extensions never opens a node.
export { apiForNetwork } from './apiForNetwork.js'
export { createApiPool } from './createApiPool.js'
