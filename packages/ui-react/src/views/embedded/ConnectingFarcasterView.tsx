import { errorMessage } from '@walletport/core'
import { useEffect, useMemo, useState } from 'react'
import { renderSVG } from 'uqr'
import { CopyButton } from '../../components/CopyButton.js'
import { formatMessage } from '../../components/formatMessage.js'
import { isMobileDevice } from '../../components/isMobileDevice.js'
import { Spinner } from '../../components/Spinner.js'
import type { ViewProps } from '../types.js'
import { emailConnectNamespace } from './emailConnectNamespace.js'
import { useEmailAuth } from './useEmailAuth.js'

/** The app's embedded wallet cannot sign in with Farcaster (no AUTH connector, or one without Farcaster). */
export class FarcasterLoginUnavailableError extends Error {
  override name = 'FarcasterLoginUnavailableError'
  constructor() {
    super('Expected an AUTH connector whose login has getFarcasterUri and connectFarcaster, received none')
  }
}

type Step =
  | { name: 'loading' }
  | { name: 'scan'; url: string }
  | { name: 'signedIn'; userName: string }
  | { name: 'failed'; message: string }

/**
 * Sign In With Farcaster (section 7: get farcaster uri → url, connect farcaster → userName): the sign-in URL as a
 * QR code for the user's Farcaster app (a link on phones, where the app is on the same device), then the wallet
 * connects once the app signed. A failure says why and offers a new code.
 */
export default function ConnectingFarcasterView({ client, messages }: ViewProps) {
  const emailAuth = useEmailAuth()
  const [mobile] = useState(isMobileDevice)
  const [step, setStep] = useState<Step>({ name: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt ('Get a new code') starts the sign-in again
  useEffect(() => {
    let live = true
    const run = async () => {
      const auth = await emailAuth.get()
      if (!auth.getFarcasterUri || !auth.connectFarcaster) throw new FarcasterLoginUnavailableError()
      const { url } = await auth.getFarcasterUri()
      if (!live) return
      setStep({ name: 'scan', url })
      const { userName } = await auth.connectFarcaster()
      if (!live) return
      setStep({ name: 'signedIn', userName })
      await client.connect(emailConnectNamespace(client.getState()))
    }
    setStep({ name: 'loading' })
    run().catch((error: unknown) => {
      if (live) setStep({ name: 'failed', message: errorMessage(error) })
    })
    return () => {
      live = false
    }
  }, [attempt, client, emailAuth.get])

  const qrCode = useMemo(
    () =>
      step.name === 'scan' ? `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(step.url))}` : undefined,
    [step],
  )

  if (step.name === 'loading')
    return (
      <div className="wp-connecting">
        <Spinner label={messages.farcasterLoading} />
        <p className="wp-notice">{messages.farcasterLoading}</p>
      </div>
    )
  if (step.name === 'signedIn')
    return (
      <div className="wp-connecting">
        <Spinner label={messages.connecting} />
        <p className="wp-notice" role="status">
          {formatMessage(messages.farcasterSignedIn, { name: step.userName })}
        </p>
      </div>
    )
  if (step.name === 'failed')
    return (
      <div className="wp-connecting">
        <p className="wp-error" role="alert">
          {step.message}
        </p>
        <button type="button" className="wp-button" onClick={() => setAttempt((count) => count + 1)}>
          {messages.farcasterNewCode}
        </button>
      </div>
    )
  return (
    <div className="wp-connecting wp-farcaster">
      <img className="wp-qr-code" src={qrCode} alt={messages.farcasterQrCode} width={230} height={230} />
      <p className="wp-notice">{messages.farcasterScan}</p>
      {mobile && (
        <a className="wp-button" href={step.url}>
          {messages.farcasterOpen}
        </a>
      )}
      <CopyButton text={step.url} label={messages.copyLink} messages={messages} />
    </div>
  )
}
