import { useMemo, useState } from 'react'
import { renderSVG } from 'uqr'
import { CopyButton } from '../../components/CopyButton.js'
import { isMobileDevice } from '../../components/isMobileDevice.js'
import type { Messages } from '../../messages.js'

/** The Farcaster link's sign-in URL as a QR code for the user's Farcaster app (a link on phones), and Cancel. */
export function FarcasterLinkCode({
  url,
  messages,
  onCancel,
}: {
  url: string
  messages: Messages
  onCancel(): void
}) {
  const [mobile] = useState(isMobileDevice)
  const qrCode = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(url))}`, [url])
  return (
    <div className="wp-farcaster wp-linked-farcaster">
      <img className="wp-qr-code" src={qrCode} alt={messages.farcasterQrCode} width={200} height={200} />
      <p className="wp-notice">{messages.farcasterScan}</p>
      {mobile && (
        <a className="wp-button" href={url}>
          {messages.farcasterOpen}
        </a>
      )}
      <CopyButton text={url} label={messages.copyLink} messages={messages} />
      <button type="button" className="wp-button wp-button-secondary" onClick={onCancel}>
        {messages.cancel}
      </button>
    </div>
  )
}
