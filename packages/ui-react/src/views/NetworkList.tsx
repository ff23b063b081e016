import type { CaipNetworkId, Network } from '@walletport/core'
import { NetworkImage } from '../components/NetworkImage.js'
import { Tag } from '../components/Tag.js'
import type { Messages } from '../messages.js'
import type { NetworkSwitch } from './useNetworkSwitch.js'

export interface NetworkListProps {
  networks: readonly Network[]
  activeId: CaipNetworkId | undefined
  networkSwitch: NetworkSwitch
  messages: Messages
}

/** Requested networks as buttons; the active one marked; a failed switch explained below. */
export function NetworkList({ networks, activeId, networkSwitch, messages }: NetworkListProps) {
  const { pending, error, switchTo } = networkSwitch
  return (
    <>
      <ul className="wp-list" aria-label={messages.networks}>
        {networks.map((network) => {
          const active = network.caipNetworkId === activeId
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="wp-list-item"
                aria-current={active ? 'true' : undefined}
                aria-busy={pending?.caipNetworkId === network.caipNetworkId}
                disabled={pending !== undefined}
                onClick={() => void switchTo(network)}
              >
                <NetworkImage caipNetworkId={network.caipNetworkId} size={32} />
                <span className="wp-list-item-name">{network.name}</span>
                {active && <Tag>{messages.activeNetwork}</Tag>}
              </button>
            </li>
          )
        })}
      </ul>
      {error !== undefined && (
        <p className="wp-error" role="alert">
          {error}
        </p>
      )}
    </>
  )
}
