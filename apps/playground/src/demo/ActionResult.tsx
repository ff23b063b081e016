import { WalletPortError } from '@walletport/core'
import type { ReactNode } from 'react'

export interface ActionResultProps {
  /** `data-testid` of the output, for the end-to-end tests. */
  testId: string
  pending?: boolean
  pendingText?: string
  error?: unknown
  children?: ReactNode
}

/** An action's outcome: what it gave, or the error's text (its short message, details below). */
export function ActionResult({ testId, pending, pendingText, error, children }: ActionResultProps) {
  let content: ReactNode = children
  if (pending) content = pendingText ?? 'Waiting for the wallet…'
  else if (error !== undefined) {
    const details = error instanceof WalletPortError ? error.details : undefined
    content = (
      <span className="error" role="alert">
        {error instanceof WalletPortError
          ? error.shortMessage
          : error instanceof Error
            ? error.message
            : String(error)}
        {details && <small className="details">{details}</small>}
      </span>
    )
  }
  return (
    <output className="result" data-testid={testId} aria-live="polite">
      {content}
    </output>
  )
}
