// The node's JSON-RPC client, imported by `nodeRequest` on first use so that it stays out of the page's first chunk.
export { requestJsonRpc } from '@walletport/core/adapter'
