import type { ChainNamespace } from '@walletport/core'
import { useWalletPortContext } from '../context.js'
import { useWalletPortState } from './useWalletPortState.js'

/**
 * The connected wallet's provider on `namespace` (the active namespace by default): EIP-1193, Wallet Standard
 * wallet… Undefined while nothing is connected there.
 */
export function useProvider<T = unknown>(namespace?: ChainNamespace): { provider: T | undefined } {
  const { client } = useWalletPortContext()
  // Read again whenever the connection on the namespace changes; the adapter keeps one provider per connection.
  const provider = useWalletPortState((state) => {
    const key = namespace ?? state.activeChain
    const chain = key === undefined ? undefined : state.chains[key]
    return chain?.accountState.caipAddress === undefined ? undefined : client.getProvider<T>(key)
  })
  return { provider }
}
