import { getRpcUrl } from '../networks/getRpcUrl.js'
import type { Network } from '../networks/types.js'
import type { AdapterContext } from './types.js'

/** An adapter's own RPC setting; each part falls back to what the client passed to `init`. */
export interface AdapterRpcOptions {
  url?: string
  projectId?: string
}

/** The node URL for `network`: the adapter's `rpc` option, else the client's endpoints, else the network's own. */
export function resolveAdapterRpcUrl(
  network: Network,
  rpc: AdapterRpcOptions | undefined,
  context: AdapterContext,
): string {
  return getRpcUrl(network, {
    rpc: rpc?.url ?? context.endpoints.rpc,
    projectId: rpc?.projectId ?? context.projectId,
  })
}
