import type { WalletPortState } from '@walletport/core'
import { useState } from 'react'
import { formatMessage } from '../components/formatMessage.js'
import { isMobileDevice } from '../components/isMobileDevice.js'
import { Spinner } from '../components/Spinner.js'
import { WalletImage } from '../components/WalletImage.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { getInstallLinks } from './getInstallLinks.js'
import type { ViewProps } from './types.js'
import { useDirectoryEntry } from './useDirectoryEntry.js'

const selectWallet = (state: WalletPortState) => state.modal.data?.wallet

/**
 * A wallet the page cannot reach (not installed, and WalletConnect off or the wallet a desktop Solana one): where
 * to get it, in a new tab, and on a phone the link that opens it. Nothing that would not work is offered.
 */
export default function GetWalletView({ messages, walletDirectoryUrl }: ViewProps) {
  const wallet = useWalletPortState(selectWallet)
  const [mobile] = useState(isMobileDevice)
  const entry = useDirectoryEntry(wallet?.id, true, walletDirectoryUrl)
  const name = entry?.name ?? wallet?.name ?? ''
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent
  const links = getInstallLinks(entry ?? undefined, { mobile, userAgent })

  return (
    <div className="wp-connecting wp-get-wallet">
      <WalletImage
        id={wallet?.id}
        name={name}
        rdns={wallet?.rdns}
        alt={formatMessage(messages.walletLogo, { name })}
        size={64}
      />
      <h3 className="wp-connecting-name">{formatMessage(messages.walletNotInstalled, { name })}</h3>
      {entry === undefined && <Spinner label={messages.loading} />}
      {links.install && (
        <a className="wp-button" href={links.install} target="_blank" rel="noopener noreferrer">
          {formatMessage(messages.installWallet, { name })}
        </a>
      )}
      {links.open && (
        <a className="wp-button wp-button-secondary" href={links.open}>
          {formatMessage(messages.openWalletApp, { name })}
        </a>
      )}
    </div>
  )
}
