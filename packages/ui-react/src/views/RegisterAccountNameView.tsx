import { errorMessage, isValidAccountName, type NameSuggestion, type WalletPortState } from '@walletport/core'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useDebouncedValue } from '../components/useDebouncedValue.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import type { ViewProps } from './types.js'

export const SUGGESTIONS_DELAY_MS = 300

type Suggestions = { names: readonly NameSuggestion[]; error: string | undefined }

const selectName = (state: WalletPortState) => state.modal.data?.registerAccountName

/** Choosing an account name: checked as typed with core's rule, suggestions from the name service, then register. */
export default function RegisterAccountNameView({ client, messages }: ViewProps) {
  const initial = useWalletPortState(selectName)
  const [name, setName] = useState(initial ?? '')
  const [submitting, setSubmitting] = useState(false)
  const [suggestions, setSuggestions] = useState<Suggestions>({ names: [], error: undefined })
  const settled = useDebouncedValue(name, SUGGESTIONS_DELAY_MS)
  const id = useId()
  const valid = isValidAccountName(name)
  const showInvalid = name !== '' && !valid

  useEffect(() => {
    if (!isValidAccountName(settled)) {
      setSuggestions({ names: [], error: undefined })
      return
    }
    let current = true
    client.names.suggestions(settled).then(
      (names) => current && setSuggestions({ names, error: undefined }),
      (error: unknown) => current && setSuggestions({ names: [], error: errorMessage(error) }),
    )
    return () => {
      current = false
    }
  }, [client, settled])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!valid || submitting) return
    setSubmitting(true)
    try {
      await client.names.register(name)
    } catch (error) {
      // Core has gone back to this view (a new mount), so the failure goes to the modal's alert bar.
      client.showAlert({ message: errorMessage(error), variant: 'error' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form className="wp-register-name" onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={`${id}-name`}>{messages.accountName}</label>
      <input
        id={`${id}-name`}
        className="wp-input"
        value={name}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={showInvalid}
        aria-describedby={showInvalid ? `${id}-rule` : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      {showInvalid && (
        <p id={`${id}-rule`} className="wp-error">
          {messages.accountNameInvalid}
        </p>
      )}
      {suggestions.error !== undefined && (
        <p className="wp-error" role="alert">
          {suggestions.error}
        </p>
      )}
      {suggestions.names.length > 0 && (
        <ul className="wp-list wp-suggestions" aria-label={messages.nameSuggestions}>
          {suggestions.names.map((suggestion) => (
            <li key={suggestion.name}>
              <button type="button" className="wp-list-item" onClick={() => setName(suggestion.name)}>
                {suggestion.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="submit" className="wp-button" disabled={!valid || submitting}>
        {messages.register}
      </button>
    </form>
  )
}
