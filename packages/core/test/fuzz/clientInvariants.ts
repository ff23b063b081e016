import { isCaipNetworkId, type WalletPortState } from '../../src/index.js'

/**
 * What no wallet, event or race may break, per chain: connected ⇔ an address and a connector; the CAIP address
 * is the active network's id and that address; the network is one the app configured or a well-formed id of the
 * namespace (the unsupported-network state; eip155 ids decimal); the address is one the adapter accepts. Returns the first broken rule, or undefined.
 */
export function brokenInvariant(
  state: WalletPortState,
  configured: ReadonlySet<string>,
  isAddress: (address: string) => boolean,
): string | undefined {
  for (const [namespace, chain] of Object.entries(state.chains)) {
    if (!chain) continue
    const { status, address, caipAddress } = chain.accountState
    const connected = status === 'connected'
    if (connected !== (address !== undefined && chain.connectorId !== undefined))
      return `${namespace}: status ${status} with address ${address} and connector ${chain.connectorId}`
    if (!connected) {
      if (address !== undefined || caipAddress !== undefined)
        return `${namespace}: ${status} but keeps ${caipAddress}`
      continue
    }
    const network = chain.networkState.caipNetwork
    const id = network?.caipNetworkId
    const wellFormed =
      isCaipNetworkId(id) &&
      id.startsWith(`${namespace}:`) &&
      (namespace !== 'eip155' || /^eip155:\d+$/.test(id))
    if (!id || !(configured.has(id) || wellFormed)) return `${namespace}: active network ${id}`
    if (caipAddress !== `${network.caipNetworkId}:${address}`)
      return `${namespace}: caipAddress ${caipAddress}`
    if (!isAddress(address as string)) return `${namespace}: address ${address} the adapter refuses`
    if (!chain.accountState.allAccounts.some((account) => account.address === address))
      return `${namespace}: address ${address} not among its accounts`
  }
  return undefined
}
