import type { ChainNamespace, WalletPortState } from '@walletport/core'

/**
 * Where the email wallet connects after the code: the namespace the modal was opened for, else the active one
 * when the AUTH connector serves it, else the first it serves.
 */
export function emailConnectNamespace(state: WalletPortState): {
  connectorId: string
  namespace: ChainNamespace
} {
  const auth = state.connectors.find((connector) => connector.type === 'AUTH')
  if (!auth) throw new Error('Expected an AUTH connector to connect, received none')
  const served = auth.chains ?? [auth.chain]
  const wanted = state.modal.data?.namespace ?? state.activeChain
  const namespace = wanted !== undefined && served.includes(wanted) ? wanted : auth.chain
  return { connectorId: auth.id, namespace }
}
