import { errorMessage } from '@walletport/core'
import { type ReactNode, useId, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import type { Messages } from '../../messages.js'

export const OTP_LENGTH = 6

/**
 * A 6-digit code field that submits itself once complete (pasted or typed). A refused code clears the field and
 * shows why (the wallet's text: 'Invalid code: 4 tries left', 'The code has expired: request a new one').
 */
export function OtpForm({
  text,
  messages,
  onSubmit,
  children,
}: {
  text: string
  messages: Messages
  onSubmit(code: string): Promise<void>
  /** Below the field (resend). */
  children?: ReactNode
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string>()

  async function submit(value: string) {
    setSubmitting(true)
    setFailure(undefined)
    try {
      await onSubmit(value)
    } catch (error) {
      setFailure(errorMessage(error))
      setCode('')
      input.current?.focus()
    } finally {
      setSubmitting(false)
    }
  }

  function onChange(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, OTP_LENGTH)
    setCode(digits)
    if (digits.length === OTP_LENGTH && !submitting) void submit(digits)
  }

  return (
    <div className="wp-otp">
      <p id={`${id}-text`} className="wp-otp-text">
        {text}
      </p>
      <label htmlFor={`${id}-code`} className="wp-visually-hidden">
        {messages.otpCode}
      </label>
      <input
        ref={input}
        id={`${id}-code`}
        className="wp-input wp-otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        value={code}
        disabled={submitting}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-text`}
        aria-invalid={failure !== undefined}
        // biome-ignore lint/a11y/noAutofocus: the code is the only thing this screen asks for
        autoFocus
      />
      {submitting && <Spinner label={messages.connecting} />}
      {failure !== undefined && (
        <p className="wp-error" role="alert">
          {failure}
        </p>
      )}
      {children}
    </div>
  )
}
