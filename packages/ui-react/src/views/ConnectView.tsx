import {
  type Connector,
  getConnectMethods,
  isConnectorInstalled,
  type WalletPortState,
} from '@walletport/core'
import type { ReactNode } from 'react'
import { ChainBadges } from '../components/ChainBadges.js'
import { formatMessage } from '../components/formatMessage.js'
import { WalletImage } from '../components/WalletImage.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import type { Messages } from '../messages.js'
import { chooseWallet } from './chooseWallet.js'
import type { ViewProps } from './types.js'
import { useRecommendedWallets } from './useRecommendedWallets.js'

const selectConnectors = (state: WalletPortState) => state.connectors
const selectRecent = (state: WalletPortState) => state.recentWalletIds
const selectNamespace = (state: WalletPortState) => state.modal.data?.namespace

function walletOf(connector: Connector) {
  const rdns = connector.info?.rdns
  return { id: connector.id, name: connector.name, ...(rdns ? { rdns } : {}) }
}

function chainsOf(connector: Connector) {
  const parts = connector.connectors?.length ? connector.connectors : [connector]
  return parts.flatMap((part) => (part.chain ? [part.chain] : []))
}

const POPULAR_COUNT = 3

interface RowProps {
  wallet: { id: string; name: string; rdns?: string }
  imageUrl?: string | undefined
  chains: Connector['chain'][]
  tags: string[]
  messages: Messages
  onChoose(): void
}

function WalletRow({ wallet, imageUrl, chains, tags, messages, onChoose }: RowProps) {
  return (
    <li>
      <button type="button" className="wp-list-item" onClick={onChoose}>
        <WalletImage
          id={wallet.id}
          name={wallet.name}
          rdns={wallet.rdns}
          imageUrl={imageUrl}
          alt={formatMessage(messages.walletLogo, { name: wallet.name })}
        />
        <span className="wp-list-item-name">{wallet.name}</span>
        <ChainBadges chains={chains.filter((chain) => chain !== undefined)} messages={messages} />
        {tags.length > 0 && <span className="wp-visually-hidden">{tags.join(', ')}</span>}
      </button>
    </li>
  )
}

/** A group's heading inside the list: seen, not read (each row says its own 'Installed' / 'Recent'). */
function GroupLabel({ children }: { children: ReactNode }) {
  return (
    <li className="wp-group-label" aria-hidden="true">
      {children}
    </li>
  )
}

/**
 * The wallet list in three groups: Recent (connected before), Installed (found in the page), Popular (the
 * directory's most used, not installed); each row with the wallet's mark and its chains. Then All Wallets, and
 * 'New to wallets?' for someone who has none.
 */
export default function ConnectView({ client, messages, walletDirectoryUrl }: ViewProps) {
  const connectors = useWalletPortState(selectConnectors)
  const recentWalletIds = useWalletPortState(selectRecent)
  const { features } = client.options
  const methods = getConnectMethods(features, connectors)
  // The user picked a network of a namespace with no wallet on it: only wallets for that namespace.
  const namespace = useWalletPortState(selectNamespace)
  const wallets = connectors.filter(
    (connector) =>
      connector.type !== 'AUTH' &&
      (namespace === undefined ||
        connector.type === 'WALLET_CONNECT' ||
        chainsOf(connector).includes(namespace)),
  )
  const recommended = useRecommendedWallets(
    client,
    wallets,
    features.allWallets,
    POPULAR_COUNT,
    walletDirectoryUrl,
  )
  const popular =
    namespace === undefined ? recommended : recommended.filter((wallet) => wallet.chains.includes(namespace))

  const recent = recentWalletIds.flatMap((id) => wallets.filter((connector) => connector.id === id))
  const installed = wallets.filter(
    (connector) => !recent.includes(connector) && isConnectorInstalled(connector),
  )
  const others = wallets.filter((connector) => !recent.includes(connector) && !installed.includes(connector))

  const connectorRow = (connector: Connector) => (
    <WalletRow
      key={connector.id}
      wallet={walletOf(connector)}
      imageUrl={connector.imageUrl}
      chains={chainsOf(connector)}
      tags={[
        ...(recentWalletIds.includes(connector.id) ? [messages.recent] : []),
        ...(isConnectorInstalled(connector) ? [messages.installed] : []),
      ]}
      messages={messages}
      onChoose={() => chooseWallet(client, walletOf(connector))}
    />
  )

  return (
    <div className="wp-connect">
      {methods.map((method) => {
        if (method === 'email') {
          return (
            <button
              key={method}
              type="button"
              className="wp-button wp-button-secondary wp-connect-method"
              onClick={() => client.router.push('EmailLogin')}
            >
              {messages.continueWithEmail}
            </button>
          )
        }
        if (method === 'social') {
          return (
            <button
              key={method}
              type="button"
              className="wp-button wp-button-secondary wp-connect-method"
              onClick={() => client.router.push('Socials')}
            >
              {messages.continueWithSocial}
            </button>
          )
        }
        return (
          <ul key={method} className="wp-list wp-wallets" aria-label={messages.wallets}>
            {recent.length > 0 && <GroupLabel>{messages.recent}</GroupLabel>}
            {recent.map(connectorRow)}
            {installed.length > 0 && <GroupLabel>{messages.installed}</GroupLabel>}
            {installed.map(connectorRow)}
            {others.length + popular.length > 0 && <GroupLabel>{messages.popular}</GroupLabel>}
            {others.map(connectorRow)}
            {popular.map((wallet) => (
              <WalletRow
                key={wallet.id}
                wallet={{ id: wallet.id, name: wallet.name, ...(wallet.rdns ? { rdns: wallet.rdns } : {}) }}
                chains={[...wallet.chains]}
                tags={[]}
                messages={messages}
                onChoose={() =>
                  chooseWallet(client, {
                    id: wallet.id,
                    name: wallet.name,
                    ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
                  })
                }
              />
            ))}
            {features.allWallets && (
              <li className="wp-all-wallets-row">
                <button
                  type="button"
                  className="wp-list-item"
                  onClick={() => client.router.push('AllWallets')}
                >
                  <span className="wp-all-wallets-icon" aria-hidden="true">
                    <span />
                    <span />
                    <span />
                    <span />
                  </span>
                  <span className="wp-list-item-name">{messages.allWallets}</span>
                </button>
              </li>
            )}
          </ul>
        )
      })}
      <p className="wp-new-to-wallets">
        <span>{messages.newToWallets}</span>
        <button type="button" className="wp-link-button" onClick={() => client.router.push('WhatIsAWallet')}>
          {messages.getStarted}
        </button>
      </p>
    </div>
  )
}
