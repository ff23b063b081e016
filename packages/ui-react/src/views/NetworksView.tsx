import type { Network, WalletPortState } from '@walletport/core'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { shallowEqual } from '../utils/shallowEqual.js'
import { NetworkList } from './NetworkList.js'
import type { ViewProps } from './types.js'
import { useNetworkSwitch } from './useNetworkSwitch.js'

const selectRequested = (state: WalletPortState): Network[] =>
  Object.values(state.chains).flatMap((chain) => chain?.networkState.requestedCaipNetworks ?? [])

const selectActiveId = (state: WalletPortState) =>
  state.activeChain === undefined
    ? undefined
    : state.chains[state.activeChain]?.networkState.caipNetwork?.caipNetworkId

/** Every requested network of every namespace; choosing one asks core to switch. */
export default function NetworksView({ client, messages }: ViewProps) {
  const networks = useWalletPortState(selectRequested, shallowEqual)
  const activeId = useWalletPortState(selectActiveId)
  const networkSwitch = useNetworkSwitch(client)
  return (
    <NetworkList networks={networks} activeId={activeId} networkSwitch={networkSwitch} messages={messages} />
  )
}
