import {
  ConnectionCancelledError,
  errorMessage,
  isUserRejection,
  type WalletPortState,
} from '@walletport/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { formatMessage } from '../components/formatMessage.js'
import { WalletImage } from '../components/WalletImage.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import type { ViewProps } from './types.js'
import { useWalletInstallUrl } from './useWalletInstallUrl.js'

type Attempt = { status: 'connecting' } | { status: 'declined' } | { status: 'failed'; message: string }

const selectData = (state: WalletPortState) => state.modal.data

/** Asks the chosen wallet to connect as soon as it is shown; core moves on once it did. */
export default function ConnectingExternalView({ client, messages, walletDirectoryUrl }: ViewProps) {
  const data = useWalletPortState(selectData)
  const connector = data?.connector
  const name = connector?.name ?? data?.wallet?.name ?? ''
  const [attempt, setAttempt] = useState<Attempt>({ status: 'connecting' })
  const started = useRef(false)
  const installUrl = useWalletInstallUrl(
    { id: data?.wallet?.id ?? connector?.id, name, rdns: connector?.info?.rdns ?? data?.wallet?.rdns },
    walletDirectoryUrl,
  )

  const connect = useCallback(async () => {
    if (!connector) return
    setAttempt({ status: 'connecting' })
    try {
      await client.connect({ connectorId: connector.id })
    } catch (error) {
      // Left the view (back or close): core cancelled it, nothing to show.
      if (error instanceof ConnectionCancelledError) return
      setAttempt(
        isUserRejection(error) ? { status: 'declined' } : { status: 'failed', message: errorMessage(error) },
      )
    }
  }, [client, connector])

  useEffect(() => {
    // Once per view: React's strict mode mounts effects twice, a wallet must be asked once.
    if (started.current) return
    started.current = true
    void connect()
  }, [connect])

  return (
    <div className="wp-connecting">
      <div className="wp-connecting-logo" data-status={attempt.status}>
        <WalletImage
          id={connector?.id ?? data?.wallet?.id}
          name={name}
          rdns={connector?.info?.rdns ?? data?.wallet?.rdns}
          connector={connector}
          alt={formatMessage(messages.walletLogo, { name })}
          size={64}
        />
      </div>
      <h3 className="wp-connecting-name">{name}</h3>
      {attempt.status === 'connecting' && (
        <>
          <span className="wp-visually-hidden" role="status">
            {messages.connecting}
          </span>
          <p className="wp-notice">{formatMessage(messages.acceptInWallet, { name })}</p>
        </>
      )}
      {attempt.status !== 'connecting' && (
        <>
          <p className="wp-error" role="alert">
            {attempt.status === 'declined' ? messages.connectionDeclined : messages.connectionFailed}
            {attempt.status === 'failed' && <span className="wp-error-details">{attempt.message}</span>}
          </p>
          <button type="button" className="wp-button" onClick={() => void connect()}>
            {messages.tryAgain}
          </button>
        </>
      )}
      {installUrl && (
        <a
          className="wp-link-button wp-get-wallet-link"
          href={installUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {formatMessage(messages.getWallet, { name })}
        </a>
      )}
    </div>
  )
}
