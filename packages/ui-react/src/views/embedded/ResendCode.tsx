import { errorMessage } from '@walletport/core'
import { useEffect, useState } from 'react'
import { formatMessage } from '../../components/formatMessage.js'
import type { Messages } from '../../messages.js'

/**
 * 'Resend code' once the cooldown (30 s after the last code) is over; until then a countdown. The wallet checks the
 * cooldown too, so a refusal still reads 'Please try again after N seconds'.
 */
export function ResendCode({
  messages,
  cooldownSeconds,
  resend,
}: {
  messages: Messages
  /** Seconds left now (the wallet's own count). */
  cooldownSeconds(): number
  resend(): Promise<void>
}) {
  const [left, setLeft] = useState(cooldownSeconds)
  const [status, setStatus] = useState<{ sending: boolean; note?: string; failed?: boolean }>({
    sending: false,
  })

  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft(cooldownSeconds()), 1000)
    return () => clearTimeout(timer)
  }, [left, cooldownSeconds])

  async function onClick() {
    setStatus({ sending: true })
    try {
      await resend()
      setStatus({ sending: false, note: messages.codeSent })
    } catch (error) {
      setStatus({ sending: false, note: errorMessage(error), failed: true })
    }
    setLeft(cooldownSeconds())
  }

  return (
    <div className="wp-resend">
      <button
        type="button"
        className="wp-button wp-button-secondary"
        disabled={left > 0 || status.sending}
        onClick={() => void onClick()}
      >
        {left > 0 ? formatMessage(messages.resendCodeIn, { seconds: left }) : messages.resendCode}
      </button>
      {status.note !== undefined && (
        <p className={status.failed ? 'wp-error' : 'wp-notice'} role={status.failed ? 'alert' : 'status'}>
          {status.note}
        </p>
      )}
    </div>
  )
}
