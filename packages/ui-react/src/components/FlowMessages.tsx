import type { ReactNode } from 'react'

/** A flow's error line (an alert), shown only while there is one. */
export function ErrorLine({ error, testId }: { error: string | undefined; testId?: string }) {
  if (error === undefined) return null
  return (
    <p className="wp-error" role="alert" data-testid={testId}>
      {error}
    </p>
  )
}

/** A flow's progress line (a status), shown only while `when` holds. */
export function StatusLine({ when, children }: { when: boolean; children: ReactNode }) {
  if (!when) return null
  return (
    <p className="wp-notice" role="status">
      {children}
    </p>
  )
}
