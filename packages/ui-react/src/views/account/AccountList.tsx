import type { Account, ChainNamespace, WalletPortClient } from '@walletport/core'
import { useState } from 'react'
import { Tag } from '../../components/Tag.js'
import type { Messages } from '../../messages.js'
import { shortenAddress } from '../../utils/shortenAddress.js'

export interface AccountListProps {
  client: WalletPortClient
  namespace: ChainNamespace
  accounts: readonly Account[]
  activeAddress: string
  messages: Messages
}

/** The accounts the wallet connected on the namespace, when it connected several; choosing one makes it active. */
export function AccountList({ client, namespace, accounts, activeAddress, messages }: AccountListProps) {
  const [error, setError] = useState<string>()
  if (accounts.length < 2) return null

  function choose(address: string) {
    try {
      client.setActiveAccount({ namespace, address })
      setError(undefined)
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    }
  }

  return (
    <>
      <ul className="wp-list wp-account-list" aria-label={messages.connectedAccounts}>
        {accounts.map(({ address }) => {
          const active = address === activeAddress
          return (
            <li key={address}>
              <button
                type="button"
                className="wp-list-item"
                aria-current={active ? 'true' : undefined}
                onClick={() => choose(address)}
              >
                <span className="wp-list-item-name">{shortenAddress(address)}</span>
                {active && <Tag>{messages.activeAccount}</Tag>}
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
