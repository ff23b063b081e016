import type { Network, WalletPortState } from '@walletport/core'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { shallowEqual } from '../utils/shallowEqual.js'
import { NetworkList } from './NetworkList.js'
import type { ViewProps } from './types.js'
import { useNetworkSwitch } from './useNetworkSwitch.js'

const selectRequested = (state: WalletPortState): readonly Network[] =>
  (state.activeChain === undefined
    ? undefined
    : state.chains[state.activeChain]?.networkState.requestedCaipNetworks) ?? []

/** The wallet sits on a network the app does not support: switch to a requested one, or disconnect. */
export default function UnsupportedChainView({ client, messages }: ViewProps) {
  const networks = useWalletPortState(selectRequested, shallowEqual)
  const networkSwitch = useNetworkSwitch(client)
  return (
    <div className="wp-unsupported-chain">
      <p className="wp-notice">{messages.unsupportedChain}</p>
      <NetworkList
        networks={networks}
        activeId={undefined}
        networkSwitch={networkSwitch}
        messages={messages}
      />
      <button
        type="button"
        className="wp-button wp-button-secondary wp-disconnect"
        onClick={() => void client.disconnect().catch(() => {})}
      >
        {messages.disconnect}
      </button>
    </div>
  )
}
