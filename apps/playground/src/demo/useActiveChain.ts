import type { Network } from '@walletport/core'
import { useAccount, useNetwork, useWalletPortContext } from '@walletport/ui-react'

/** The connected account, its network and the client, or `undefined` parts while disconnected. */
export function useActiveChain() {
  const { client } = useWalletPortContext()
  const account = useAccount()
  const { caipNetwork, networks } = useNetwork()
  const namespaceNetworks: readonly Network[] = networks.filter(
    (network) => network.chainNamespace === account.namespace,
  )
  const connected = account.isConnected && account.address !== undefined && caipNetwork !== undefined
  return { client, account, network: caipNetwork, namespaceNetworks, connected }
}
