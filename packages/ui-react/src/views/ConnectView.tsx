import {
  type Connector,
  getConnectMethods,
  isConnectorInstalled,
  type WalletPortState,
} from '@walletport/core'
import { formatMessage } from '../components/formatMessage.js'
import { Tag } from '../components/Tag.js'
import { WalletImage } from '../components/WalletImage.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { chooseWallet } from './chooseWallet.js'
import type { ViewProps } from './types.js'

const selectConnectors = (state: WalletPortState) => state.connectors
const selectRecent = (state: WalletPortState) => state.recentWalletIds

function walletOf(connector: Connector) {
  const rdns = connector.info?.rdns
  return { id: connector.id, name: connector.name, ...(rdns ? { rdns } : {}) }
}

/** The wallet list: core's connectors in core's order, recent and installed ones marked. */
export default function ConnectView({ client, messages }: ViewProps) {
  const connectors = useWalletPortState(selectConnectors)
  const recentWalletIds = useWalletPortState(selectRecent)
  const { features } = client.options
  const methods = getConnectMethods(features, connectors)
  const wallets = connectors.filter((connector) => connector.type !== 'AUTH')

  return (
    <div className="wp-connect">
      {methods.map((method) => {
        if (method === 'email') {
          return (
            <button
              key={method}
              type="button"
              className="wp-button wp-connect-method"
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
              className="wp-button wp-connect-method"
              onClick={() => client.router.push('Socials')}
            >
              {messages.continueWithSocial}
            </button>
          )
        }
        return (
          <ul key={method} className="wp-list" aria-label={messages.wallets}>
            {wallets.map((connector) => (
              <li key={connector.id}>
                <button
                  type="button"
                  className="wp-list-item"
                  onClick={() => chooseWallet(client, walletOf(connector))}
                >
                  <WalletImage
                    name={connector.name}
                    imageUrl={connector.imageUrl}
                    alt={formatMessage(messages.walletLogo, { name: connector.name })}
                  />
                  <span className="wp-list-item-name">{connector.name}</span>
                  {recentWalletIds.includes(connector.id) && <Tag>{messages.recent}</Tag>}
                  {isConnectorInstalled(connector) && <Tag>{messages.installed}</Tag>}
                </button>
              </li>
            ))}
            {features.allWallets && (
              <li>
                <button
                  type="button"
                  className="wp-list-item"
                  onClick={() => client.router.push('AllWallets')}
                >
                  <span className="wp-list-item-name">{messages.allWallets}</span>
                </button>
              </li>
            )}
          </ul>
        )
      })}
    </div>
  )
}
