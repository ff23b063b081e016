import { isCaipNetworkId, type WalletPortState } from '../../src/index.js'

/**
 * What no wallet, event or race may break, per chain: 'connected' only with an address and a connector;
 * 'disconnected' with neither (a connect over a connected wallet, 'connecting', keeps that account until the
 * answer decides); an address only with a connector; for an account held, the CAIP address is the active
 * network's id and that address, the network one the app configured or a well-formed id of the namespace (the
 * unsupported-network state; eip155 ids decimal), and the address one the adapter accepts and lists. Returns
 * the first broken rule, or undefined.
 */
export function brokenInvariant(
  state: WalletPortState,
  configured: ReadonlySet<string>,
  isAddress: (address: string) => boolean,
): string | undefined {
  for (const [namespace, chain] of Object.entries(state.chains)) {
    if (!chain) continue
    const { status, address, caipAddress } = chain.accountState
    const holds = address !== undefined && chain.connectorId !== undefined
    if (status === 'connected' && !holds)
      return `${namespace}: connected with address ${address} and connector ${chain.connectorId}`
    if (status === 'disconnected' && (address !== undefined || chain.connectorId !== undefined))
      return `${namespace}: disconnected but keeps ${address} / ${chain.connectorId}`
    if (!holds) {
      if (address !== undefined || caipAddress !== undefined)
        return `${namespace}: ${status} keeps ${caipAddress} without a connector`
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
