import type { WalletPortState } from '@walletport/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { renderSVG } from 'uqr'
import { CopyButton } from '../components/CopyButton.js'
import { formatMessage } from '../components/formatMessage.js'
import { isMobileDevice } from '../components/isMobileDevice.js'
import { Spinner } from '../components/Spinner.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import {
  findMobileHandoff,
  getMobileHandoffLink,
  getMobileStoreLink,
  getPhonePlatform,
} from '../wallets/getMobileHandoffLink.js'
import { getWalletConnectLinks } from '../wallets/getWalletConnectLinks.js'
import type { ViewProps } from './types.js'
import { useAppHandoff } from './useAppHandoff.js'
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
  const [platform] = useState(() =>
    mobile && typeof navigator !== 'undefined' ? getPhonePlatform(navigator.userAgent) : undefined,
  )
  const handoff =
    platform && wallet && typeof location !== 'undefined'
      ? getMobileHandoffLink(wallet.id, { platform, pageUrl: location.href, uri })
      : undefined
  const { state: handoffState, opened } = useAppHandoff()
  const appLink = useRef<HTMLAnchorElement>(null)
  const autoOpened = useRef(false)
  // The tap that chose the wallet still counts as the user's (transient activation): follow the link now, as a
  // click on the visible link. Later (the activation spent), the visible link waits for the user's own tap.
  useEffect(() => {
    if (!handoff || autoOpened.current) return
    const activation = (navigator as { userActivation?: { isActive: boolean } }).userActivation
    if (!activation?.isActive) return
    autoOpened.current = true
    appLink.current?.click()
  }, [handoff])

  const name = entry?.name ?? wallet?.name ?? ''
  const handoffLinks = handoff && (
    <>
      <ul className="wp-list wp-wallet-links" aria-label={messages.openInWallet}>
        <li>
          <a ref={appLink} className="wp-button" href={handoff.href} onClick={opened}>
            {formatMessage(messages.openWalletApp, { name })}
          </a>
        </li>
      </ul>
      <HandoffNotice
        state={handoffState}
        name={name}
        store={platform && wallet ? getMobileStoreLink(wallet.id, platform) : undefined}
        messages={messages}
      />
    </>
  )

  if (uri === undefined || qrCode === undefined) {
    return (
      <div className="wp-connecting">
        {handoffLinks}
        <Spinner label={messages.waitingForPairingLink} />
        <p className="wp-notice">{messages.waitingForPairingLink}</p>
      </div>
    )
  }

  // On a phone whose platform is known, a wallet of the hand-off table uses only its documented links; others, and
  // every wallet on a touch device of unknown platform (a desktop user agent), keep the directory's templates.
  const links =
    entry && !(platform && wallet && findMobileHandoff(wallet.id)) ? getWalletConnectLinks(entry, uri) : {}
  // On a phone the wallet's app is one tap away: its links come first, the QR code (for another device) after.
  const appLinks =
    handoffLinks ||
    (mobile && (links.deepLink || links.universalLink) && (
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
    ))
  return (
    <div className="wp-connecting wp-walletconnect">
      {appLinks}
      <img className="wp-qr-code" src={qrCode} alt={messages.qrCode} width={230} height={230} />
      <p className="wp-notice">{messages.scanWithWallet}</p>
      <CopyButton text={uri} label={messages.copyLink} messages={messages} />
    </div>
  )
}

function HandoffNotice({
  state,
  name,
  store,
  messages,
}: {
  state: ReturnType<typeof useAppHandoff>['state']
  name: string
  store: string | undefined
  messages: ViewProps['messages']
}) {
  if (state === 'notOpened') {
    return (
      <div className="wp-handoff-notice" role="status">
        <p className="wp-notice">{formatMessage(messages.walletAppNotOpened, { name })}</p>
        {store && (
          <a className="wp-button" href={store} target="_blank" rel="noopener noreferrer">
            {formatMessage(messages.getWalletApp, { name })}
          </a>
        )}
      </div>
    )
  }
  if (state === 'returned') {
    return (
      <p className="wp-notice wp-handoff-notice" role="status">
        {formatMessage(messages.backFromWalletApp, { name })}
      </p>
    )
  }
  return null
}
