import type { Messages } from '../messages.js'
import { useCopy } from './useCopy.js'

export interface CopyButtonProps {
  text: string
  /** The button's label, e.g. 'Copy address'. */
  label: string
  messages: Messages
}

/** Copies `text`; says 'Copied' (or 'Copy failed') in a live region afterwards. */
export function CopyButton({ text, label, messages }: CopyButtonProps) {
  const { status, copy } = useCopy()
  return (
    <>
      <button type="button" className="wp-button wp-copy" onClick={() => void copy(text)}>
        {label}
      </button>
      <span className="wp-copy-status" role="status">
        {status === 'copied' ? messages.copied : status === 'failed' ? messages.copyFailed : ''}
      </span>
    </>
  )
}
