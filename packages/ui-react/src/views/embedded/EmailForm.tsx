import { errorMessage } from '@walletport/core'
import { type FormEvent, useId, useState } from 'react'
import type { Messages } from '../../messages.js'
import { isEmailAddress } from './isEmailAddress.js'

/** One email field and a submit button; shows the rule as typed and the failure of `onSubmit`. */
export function EmailForm({
  label,
  messages,
  initial = '',
  onSubmit,
}: {
  label: string
  messages: Messages
  initial?: string
  onSubmit(email: string): Promise<void>
}) {
  const id = useId()
  const [email, setEmail] = useState(initial)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string>()
  const valid = isEmailAddress(email)
  const showInvalid = email.trim() !== '' && !valid

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!valid || submitting) return
    setSubmitting(true)
    setFailure(undefined)
    try {
      await onSubmit(email.trim())
    } catch (error) {
      setFailure(errorMessage(error))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form className="wp-email-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-email`}>{label}</label>
      <input
        id={`${id}-email`}
        className="wp-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={showInvalid}
        aria-describedby={showInvalid ? `${id}-rule` : undefined}
      />
      {showInvalid && (
        <p id={`${id}-rule`} className="wp-error">
          {messages.emailInvalid}
        </p>
      )}
      {failure !== undefined && (
        <p className="wp-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="wp-button" disabled={!valid || submitting} aria-busy={submitting}>
        {messages.continue}
      </button>
    </form>
  )
}
