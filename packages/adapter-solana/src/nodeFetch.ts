// The node's fetch, imported with web3.js when the first Connection is made, out of the page's first chunk.
export { fetchNode } from '@walletport/core/adapter'
