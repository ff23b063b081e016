import type { ChainAdapter } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import { NoActiveCaipAddressError } from '../../errors/internal.js'
import { NoActiveNetworkOrClientError, SiwxNotEnabledError } from '../../errors/siwx.js'
import type { Network } from '../../networks/types.js'
import { getActiveChain, type ResolvedOptions } from '../context.js'
import type { ChainState, WalletPortState } from '../state.js'
import type { SiwxConfig } from './types.js'

export interface SignInTarget {
  siwx: SiwxConfig
  chain: ChainState
  namespace: ChainNamespace
  address: string
  network: Network
  adapter: ChainAdapter
  isSmartAccount: boolean
}

/** Whether the active account is a smart account: its own type, else the namespace's preferred type. */
export function isSmartAccountActive(chain: ChainState | undefined): boolean {
  if (!chain) return false
  const { address, allAccounts, preferredAccountType } = chain.accountState
  const account = allAccounts.find((candidate) => candidate.address === address)
  return (account?.type ?? preferredAccountType) === 'smartAccount'
}

/**
 * A sign request needs sign-in enabled, an active address, an active network and its adapter (spec
 * section 5); throws the spec's internal error for the first one missing, else returns them.
 */
export function assertCanRequestSignIn(
  state: WalletPortState,
  options: Pick<ResolvedOptions, 'siwx'>,
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>,
): SignInTarget {
  const siwx = options.siwx
  if (!siwx) throw new SiwxNotEnabledError()
  const chain = getActiveChain(state)
  const address = chain?.accountState.address
  if (!chain || !address) throw new NoActiveCaipAddressError()
  const network = chain.networkState.caipNetwork
  const adapter = adapters.get(chain.namespace)
  if (!network || !adapter) throw new NoActiveNetworkOrClientError()
  return {
    siwx,
    chain,
    namespace: chain.namespace,
    address,
    network,
    adapter,
    isSmartAccount: isSmartAccountActive(chain),
  }
}
