import type { AccountTab, WalletPortState } from '@walletport/core'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { AddressAvatar } from '../components/AddressAvatar.js'
import { CopyButton } from '../components/CopyButton.js'
import { formatMessage } from '../components/formatMessage.js'
import { NetworkImage } from '../components/NetworkImage.js'
import { WalletImage } from '../components/WalletImage.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { formatBalance } from '../utils/formatBalance.js'
import { shortenAddress } from '../utils/shortenAddress.js'
import { AccountActions } from './account/AccountActions.js'
import { AccountList } from './account/AccountList.js'
import { ActivityPanel } from './account/ActivityPanel.js'
import { NftsPanel } from './account/NftsPanel.js'
import { TokensPanel } from './account/TokensPanel.js'
import { EmailAccountActions } from './embedded/EmailAccountActions.js'
import type { ViewProps } from './types.js'

const ALL_TABS: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity']
/** Activity only with `features.history`: without it the tab is not offered and no history is fetched. */
const WITHOUT_HISTORY: readonly AccountTab[] = ['Tokens', 'NFTs']
const TAB_KEYS = { Tokens: 'tokens', NFTs: 'nfts', Activity: 'activity' } as const

const selectChain = (state: WalletPortState) =>
  state.activeChain === undefined ? undefined : state.chains[state.activeChain]

/** Index of the tab a key moves to (arrows wrap around, Home and End jump), or undefined for other keys. */
function nextTabIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count
  if (key === 'ArrowLeft') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

/** The connected account: identity, balance, network, the wallet's other accounts to choose from, tabs (Tokens, NFTs, Activity with history) and disconnect. */
export default function AccountView({ client, messages }: ViewProps) {
  const chain = useWalletPortState(selectChain)
  const tabNames = client.options.features.history ? ALL_TABS : WITHOUT_HISTORY
  const [tab, setTab] = useState<AccountTab>(() => {
    const current = chain?.accountState.currentTab
    return current !== undefined && tabNames.includes(current) ? current : 'Tokens'
  })
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork
  if (!account?.address) return null
  const { address, profileName, profileImage, balance, balanceSymbol } = account

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextTabIndex(event.key, index, tabNames.length)
    if (next === undefined) return
    event.preventDefault()
    setTab(tabNames[next] ?? 'Tokens')
    tabs.current[next]?.focus()
  }

  return (
    <div className="wp-account">
      <div className="wp-account-identity">
        {profileImage ? (
          <WalletImage
            name={profileName ?? address}
            imageUrl={profileImage}
            alt={messages.accountAvatar}
            size={72}
          />
        ) : (
          <AddressAvatar address={address} alt={messages.accountAvatar} />
        )}
        <div className="wp-account-address">
          <h3 className="wp-account-name">{profileName ?? shortenAddress(address)}</h3>
          <CopyButton text={address} label={messages.copyAddress} messages={messages} variant="icon" />
        </div>
        {profileName && <p className="wp-account-subtitle">{shortenAddress(address)}</p>}
        {balance !== undefined && (
          <p className="wp-account-balance">
            {formatBalance(balance)} {balanceSymbol}
          </p>
        )}
        {network && (
          <button
            type="button"
            className="wp-network-pill wp-network-switcher"
            aria-label={formatMessage(messages.switchNetworkTo, { name: network.name })}
            onClick={() => client.router.push('Networks')}
          >
            <NetworkImage caipNetworkId={network.caipNetworkId} size={18} />
            <span>{network.name}</span>
          </button>
        )}
      </div>
      {network && (
        <AccountList
          client={client}
          namespace={network.chainNamespace}
          accounts={account.allAccounts}
          activeAddress={address}
          messages={messages}
        />
      )}
      {network && <AccountActions client={client} messages={messages} namespace={network.chainNamespace} />}
      <div className="wp-tabs" role="tablist" aria-label={messages.accountSections}>
        {tabNames.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="wp-tab"
            onClick={() => setTab(name)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {messages[TAB_KEYS[name]]}
          </button>
        ))}
      </div>
      <div
        className="wp-tab-panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel without controls takes focus
        tabIndex={0}
      >
        {tab === 'Tokens' && (
          <TokensPanel
            tokens={account.tokenBalance}
            native={
              network && balance !== undefined
                ? {
                    name: network.nativeCurrency.name,
                    symbol: balanceSymbol ?? network.nativeCurrency.symbol,
                    balance,
                    caipNetworkId: network.caipNetworkId,
                  }
                : undefined
            }
            messages={messages}
          />
        )}
        {tab === 'NFTs' && network && (
          <NftsPanel client={client} address={address} network={network} messages={messages} />
        )}
        {tab === 'Activity' && network && (
          <ActivityPanel client={client} network={network} messages={messages} />
        )}
      </div>
      {account.connectedWalletInfo?.type === 'AUTH' ? (
        <EmailAccountActions client={client} messages={messages} />
      ) : (
        <button
          type="button"
          className="wp-button wp-button-secondary wp-disconnect"
          onClick={() => void client.disconnect().catch(() => undefined)}
        >
          {messages.disconnect}
        </button>
      )}
    </div>
  )
}
