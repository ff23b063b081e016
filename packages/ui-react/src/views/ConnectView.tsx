import {
  type Connector,
  getConnectMethods,
  isConnectorInstalled,
  type WalletPortState,
} from '@walletport/core'
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react'
import { ChainBadges } from '../components/ChainBadges.js'
import { formatMessage } from '../components/formatMessage.js'
import { Tag } from '../components/Tag.js'
import { WalletImage } from '../components/WalletImage.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import type { Messages } from '../messages.js'
import { COLLAPSED_WALLET_COUNT, collapseWallets } from '../wallets/collapseWallets.js'
import { chooseWallet } from './chooseWallet.js'
import { LegalCheckbox } from './connect/LegalCheckbox.js'
import { useLegalConsent } from './connect/useLegalConsent.js'
import type { ViewProps } from './types.js'
import { useRecommendedWallets } from './useRecommendedWallets.js'

const selectConnectors = (state: WalletPortState) => state.connectors
const selectRecent = (state: WalletPortState) => state.recentWalletIds
const selectNamespace = (state: WalletPortState) => state.modal.data?.namespace
const selectInAppBrowser = (state: WalletPortState) => state.inAppBrowserWalletId !== undefined

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
  connector?: Connector
  chains: Connector['chain'][]
  tags: string[]
  messages: Messages
  onChoose(): void
}

function WalletRow({ wallet, connector, chains, tags, messages, onChoose }: RowProps) {
  return (
    <li>
      <button type="button" className="wp-list-item" onClick={onChoose}>
        <WalletImage
          id={wallet.id}
          name={wallet.name}
          rdns={wallet.rdns}
          connector={connector}
          alt={formatMessage(messages.walletLogo, { name: wallet.name })}
        />
        <span className="wp-list-item-name">{wallet.name}</span>
        <ChainBadges chains={chains.filter((chain) => chain !== undefined)} messages={messages} />
        {tags.map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </button>
    </li>
  )
}

/** A group's heading inside the list: seen, not read (the directory's wallets after core's connectors). */
function GroupLabel({ children }: { children: ReactNode }) {
  return (
    <li className="wp-group-label" aria-hidden="true">
      {children}
    </li>
  )
}

/**
 * The wallet list in core's order (`state.connectors`: WalletConnect, recent, installed, featured, custom,
 * external, or the app's `connectorTypeOrder`), each row with the wallet's mark, its chains and its tags (Recent,
 * Installed); then the directory's most used wallets not installed ('Popular'), All Wallets, and 'New to
 * wallets?' for someone who has none. In a wallet app's browser (core's `inAppBrowserWalletId`) core lists that
 * wallet alone, and the directory's wallets, All Wallets and 'New to wallets?', which lead to other apps, are left
 * out. `collapseWallets` shows the first rows and a button for the rest;
 * `legalCheckbox` keeps every connect method disabled until the terms are accepted.
 */
export default function ConnectView({ client, messages, walletDirectoryUrl }: ViewProps) {
  const connectors = useWalletPortState(selectConnectors)
  const recentWalletIds = useWalletPortState(selectRecent)
  const { features } = client.options
  const methods = getConnectMethods(features, connectors)
  const inAppBrowser = useWalletPortState(selectInAppBrowser)
  const directoryShown = features.allWallets && !inAppBrowser
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
    directoryShown,
    POPULAR_COUNT,
    walletDirectoryUrl,
  )
  const popular =
    namespace === undefined ? recommended : recommended.filter((wallet) => wallet.chains.includes(namespace))

  const [expanded, setExpanded] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  // Expanding moves focus to the first row that was hidden, where the button was.
  useEffect(() => {
    if (expanded) list.current?.querySelectorAll('button')[COLLAPSED_WALLET_COUNT]?.focus()
  }, [expanded])
  const legal = useLegalConsent(client)

  const connectorRow = (connector: Connector) => (
    <WalletRow
      key={connector.id}
      wallet={walletOf(connector)}
      connector={connector}
      chains={chainsOf(connector)}
      tags={[
        ...(recentWalletIds.includes(connector.id) ? [messages.recent] : []),
        ...(isConnectorInstalled(connector) ? [messages.installed] : []),
      ]}
      messages={messages}
      onChoose={() => chooseWallet(client, walletOf(connector))}
    />
  )

  const popularRow = (wallet: (typeof popular)[number]) => (
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
  )
  const rows = [
    ...wallets.map((connector) => ({ popular: false, element: connectorRow(connector) })),
    ...popular.map((wallet) => ({ popular: true, element: popularRow(wallet) })),
  ]
  // Email or social under the wallet list: the list is collapsed so they stay above the fold (issue 31).
  const methodsBelowWallets = methods.indexOf('wallet') < methods.length - 1
  const { shown, hidden } = collapseWallets(
    rows,
    (features.collapseWallets || methodsBelowWallets) && !expanded,
  )
  const listRow = ({ popular, element }: (typeof rows)[number], index: number, all: typeof rows) => (
    <Fragment key={element.key}>
      {popular && !all[index - 1]?.popular && <GroupLabel>{messages.popular}</GroupLabel>}
      {element}
    </Fragment>
  )

  return (
    <div className="wp-connect">
      {features.legalCheckbox && (
        <LegalCheckbox
          links={legal.links}
          accepted={legal.accepted}
          onChange={legal.setAccepted}
          messages={messages}
        />
      )}
      <fieldset className="wp-connect-methods" disabled={!legal.accepted}>
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
            <ul key={method} ref={list} className="wp-list wp-wallets" aria-label={messages.wallets}>
              {shown.map(listRow)}
              {hidden.length > 0 && (
                <li>
                  <button
                    type="button"
                    className="wp-list-item wp-more-wallets"
                    onClick={() => setExpanded(true)}
                  >
                    <span className="wp-list-item-name">{messages.moreWallets}</span>
                    <Tag>{hidden.length}</Tag>
                  </button>
                </li>
              )}
              {directoryShown && (
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
      </fieldset>
      {!inAppBrowser && (
        <p className="wp-new-to-wallets">
          <span>{messages.newToWallets}</span>
          <button
            type="button"
            className="wp-link-button"
            onClick={() => client.router.push('WhatIsAWallet')}
          >
            {messages.getStarted}
          </button>
        </p>
      )}
    </div>
  )
}
