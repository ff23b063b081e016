import {
  ConnectionCancelledError,
  type Connector,
  isUserRejection,
  type WalletPortState,
} from '@walletport/core'
import { useState } from 'react'
import { formatMessage } from '../components/formatMessage.js'
import { NetworkImage } from '../components/NetworkImage.js'
import { useChainName } from '../components/useChainName.js'
import { WalletImage } from '../components/WalletImage.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import type { ViewProps } from './types.js'

const selectData = (state: WalletPortState) => state.modal.data

/** The per-chain connectors of a wallet entry merged across chains, one per namespace, in their order. */
function membersOf(connector: Connector | undefined): Connector[] {
  const members = connector?.connectors ?? []
  return members.filter((member, index) => members.findIndex((m) => m.chain === member.chain) === index)
}

/**
 * The chain picker for a wallet that serves several chains (one MULTI_CHAIN entry): connect one namespace (the
 * wallet's connecting view for it), or every one it offers (the first made active, the others beside it).
 */
export default function ConnectingMultiChainView({ client, messages }: ViewProps) {
  const data = useWalletPortState(selectData)
  const chainName = useChainName()
  const connector = data?.connector
  const members = membersOf(connector)
  const name = connector?.name ?? data?.wallet?.name ?? ''
  const [failure, setFailure] = useState<string>()

  function connectOne(member: Connector) {
    client.router.push('ConnectingExternal', { ...data, connector: member })
  }

  async function connectAll() {
    setFailure(undefined)
    try {
      for (const [index, member] of members.entries()) {
        await client.connect({ connectorId: member.id, namespace: member.chain, activate: index === 0 })
      }
    } catch (error) {
      if (error instanceof ConnectionCancelledError) return
      setFailure(isUserRejection(error) ? messages.connectionDeclined : messages.connectionFailed)
    }
  }

  return (
    <div className="wp-connecting wp-chain-picker">
      <WalletImage
        name={name}
        connector={connector}
        alt={formatMessage(messages.walletLogo, { name })}
        size={64}
      />
      <h3 className="wp-connecting-name">{messages.chooseChain}</h3>
      <ul className="wp-list" aria-label={messages.chooseChain}>
        {members.map((member) => (
          <li key={member.chain}>
            <button type="button" className="wp-list-item" onClick={() => connectOne(member)}>
              <NetworkImage caipNetworkId={member.chain} size={24} />
              <span className="wp-list-item-name">{chainName(member.chain)}</span>
            </button>
          </li>
        ))}
        {members.length > 1 && (
          <li>
            <button type="button" className="wp-list-item" onClick={() => void connectAll()}>
              <span className="wp-list-item-name">{messages.allChains}</span>
            </button>
          </li>
        )}
      </ul>
      {failure && (
        <p className="wp-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  )
}
