import type { AdapterConnection } from '../../adapter/types.js'
import { formatCaipAddress } from '../../caip/formatCaipAddress.js'
import type { ChainNamespace } from '../../caip/types.js'
import { NoAccountsError } from '../../errors/connection.js'
import type { Network } from '../../networks/types.js'
import { applyActiveNetwork } from '../networks/setActiveNetwork.js'
import { withChainNetwork } from '../networks/withChainNetwork.js'
import type { ConnectedWalletInfo, WalletPortState } from '../state.js'
import { withApprovedNetworks } from './withApprovedNetworks.js'

export interface ApplyConnectionParameters {
  namespace: ChainNamespace
  connection: AdapterConnection
  /** The network the wallet is on (see `resolveNetwork`); flagged unsupported when not requested. */
  network: Network
  connectedWalletInfo: ConnectedWalletInfo | undefined
  /** Also make this namespace and network the active ones. */
  activate: boolean
  /** The account to make active when the wallet connected it (the one chosen before a reload); else its first. */
  activeAddress?: string | undefined
}

/** The state of a namespace once its wallet is connected: address, accounts, network, connector and status together. */
export function applyConnection(
  state: WalletPortState,
  parameters: ApplyConnectionParameters,
): WalletPortState {
  const { namespace, connection, network } = parameters
  const chain = state.chains[namespace]
  if (!chain) return state
  const account =
    connection.accounts.find((candidate) => candidate.address === parameters.activeAddress) ??
    connection.accounts[0]
  if (!account) throw new NoAccountsError({ namespace })
  const connected = withChainNetwork(
    withApprovedNetworks(
      {
        ...chain,
        connectorId: connection.connectorId,
        accountState: {
          ...chain.accountState,
          address: account.address,
          caipAddress: formatCaipAddress(network.caipNetworkId, account.address),
          allAccounts: connection.accounts,
          connectedWalletInfo: parameters.connectedWalletInfo,
          status: 'connected',
        },
      },
      state.connectors,
    ),
    network,
  )
  const next = { ...state, chains: { ...state.chains, [namespace]: connected } }
  return parameters.activate ? applyActiveNetwork(next, network) : next
}
