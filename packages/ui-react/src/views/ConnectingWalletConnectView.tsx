import type { WalletPortState } from '@walletport/core'
import { useMemo, useState } from 'react'
import { renderSVG } from 'uqr'
import { CopyButton } from '../components/CopyButton.js'
import { formatMessage } from '../components/formatMessage.js'
import { isMobileDevice } from '../components/isMobileDevice.js'
import { Spinner } from '../components/Spinner.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { getWalletConnectLinks } from '../wallets/getWalletConnectLinks.js'
import type { ViewProps } from './types.js'
import { useDirectoryEntry } from './useDirectoryEntry.js'

/** The pairing URI the WalletConnect connector will put in the router data (`RouterData.wcUri`, not in core yet). */
const selectUri = (state: WalletPortState): string | undefined => {
  const data = state.modal.data as { wcUri?: unknown } | undefined
  return typeof data?.wcUri === 'string' && data.wcUri !== '' ? data.wcUri : undefined
}
const selectWallet = (state: WalletPortState) => state.modal.data?.wallet

/** Pairing through WalletConnect: a QR code of the pairing link, a copy button and, on phones, app links. */
export default function ConnectingWalletConnectView({ messages, walletDirectoryUrl }: ViewProps) {
  const uri = useWalletPortState(selectUri)
  const wallet = useWalletPortState(selectWallet)
  const [mobile] = useState(isMobileDevice)
  const entry = useDirectoryEntry(wallet?.id, mobile, walletDirectoryUrl)
  const qrCode = useMemo(
    () => (uri === undefined ? undefined : `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri))}`),
    [uri],
  )

  if (uri === undefined || qrCode === undefined) {
    return (
      <div className="wp-connecting">
        <Spinner label={messages.waitingForPairingLink} />
        <p className="wp-notice">{messages.waitingForPairingLink}</p>
      </div>
    )
  }

  const links = entry ? getWalletConnectLinks(entry, uri) : {}
  const name = entry?.name ?? wallet?.name ?? ''
  // On a phone the wallet's app is one tap away: its links come first, the QR code (for another device) after.
  const appLinks = mobile && (links.deepLink || links.universalLink) && (
    <ul className="wp-list wp-wallet-links" aria-label={messages.openInWallet}>
      {links.deepLink && (
        <li>
          <a className="wp-button" href={links.deepLink}>
            {formatMessage(messages.openWalletApp, { name })}
          </a>
        </li>
      )}
      {links.universalLink && (
        <li>
          <a className="wp-button" href={links.universalLink} target="_blank" rel="noopener noreferrer">
            {formatMessage(messages.openWalletLink, { name })}
          </a>
        </li>
      )}
    </ul>
  )
  return (
    <div className="wp-connecting wp-walletconnect">
      {appLinks}
      <img className="wp-qr-code" src={qrCode} alt={messages.qrCode} width={230} height={230} />
      <p className="wp-notice">{messages.scanWithWallet}</p>
      <CopyButton text={uri} label={messages.copyLink} messages={messages} />
    </div>
  )
}
