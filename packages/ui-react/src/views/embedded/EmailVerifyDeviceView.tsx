import { errorMessage, type WalletPortState } from '@walletport/core'
import { useEffect, useState } from 'react'
import { formatMessage } from '../../components/formatMessage.js'
import { Spinner } from '../../components/Spinner.js'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'
import type { ViewProps } from '../types.js'
import { useEmailAuth } from './useEmailAuth.js'

const selectData = (state: WalletPortState) => state.modal.data

/**
 * Device verification (connect action VERIFY_DEVICE): the account was mailed an approval link; this view waits
 * for it (the wallet holds each wait a while) and moves on to the code (VERIFY_OTP) once the device is approved.
 */
export default function EmailVerifyDeviceView({ client, messages }: ViewProps) {
  const data = useWalletPortState(selectData)
  const emailAuth = useEmailAuth()
  const [failure, setFailure] = useState<string>()
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the wait after a failure
  useEffect(() => {
    let active = true
    setFailure(undefined)
    async function wait() {
      const auth = await emailAuth.get()
      while (active) {
        const { action } = await auth.connectDevice()
        if (!active) return
        if (action === 'VERIFY_OTP') {
          client.router.replace('EmailVerifyOtp', data)
          return
        }
      }
    }
    wait().catch((error: unknown) => {
      if (active) setFailure(errorMessage(error))
    })
    return () => {
      active = false
    }
  }, [client, data, emailAuth.get, attempt])

  return (
    <div className="wp-verify-device">
      <p className="wp-notice">{formatMessage(messages.verifyDeviceText, { email: data?.email ?? '' })}</p>
      {/* A new address on a new device gets two mails: say the second one is coming (issue 31). */}
      <p className="wp-notice">{messages.verifyDeviceNext}</p>
      {failure === undefined ? (
        <Spinner label={messages.verifyDeviceWaiting} />
      ) : (
        <>
          <p className="wp-error" role="alert">
            {failure}
          </p>
          <button type="button" className="wp-button" onClick={() => setAttempt((count) => count + 1)}>
            {messages.tryAgain}
          </button>
        </>
      )}
    </div>
  )
}
