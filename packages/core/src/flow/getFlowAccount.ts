import type { ChainNamespace } from '../caip/types.js'
import type { WalletPortClient } from '../client/WalletPortClient.js'
import { WalletNotConnectedError } from '../errors/adapter.js'
import type { Network } from '../networks/types.js'

export interface FlowAccount {
  namespace: ChainNamespace
  address: string
  network: Network
}

/** The connected account a flow acts for: of `namespace`, or of the active namespace when omitted. */
export function getFlowAccount(client: WalletPortClient, namespace?: ChainNamespace): FlowAccount {
  const state = client.getState()
  const target = namespace ?? state.activeChain
  const chain = target === undefined ? undefined : state.chains[target]
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (target === undefined || !address || !network) throw new WalletNotConnectedError({ namespace: target })
  return { namespace: target, address, network }
}
