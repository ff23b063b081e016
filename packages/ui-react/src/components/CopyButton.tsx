import type { Messages } from '../messages.js'
import { useCopy } from './useCopy.js'

export interface CopyButtonProps {
  text: string
  /** The button's label, e.g. 'Copy address'. */
  label: string
  messages: Messages
  /** 'icon': a square icon button named by `label` (beside an address); a full button by default. */
  variant?: 'button' | 'icon'
}

function CopyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <rect x="5.5" y="5.5" width="8" height="8" rx="2" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M10.5 3.5a2 2 0 0 0-2-2h-5a2 2 0 0 0-2 2v5a2 2 0 0 0 2 2"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  )
}

/** Copies `text`; says 'Copied' (or 'Copy failed') in a live region afterwards. */
export function CopyButton({ text, label, messages, variant = 'button' }: CopyButtonProps) {
  const { status, copy } = useCopy()
  return (
    <>
      {variant === 'icon' ? (
        <button
          type="button"
          className="wp-icon-button wp-copy"
          aria-label={label}
          onClick={() => void copy(text)}
        >
          <CopyIcon />
        </button>
      ) : (
        <button type="button" className="wp-button wp-copy" onClick={() => void copy(text)}>
          {label}
        </button>
      )}
      <span className="wp-copy-status" role="status">
        {status === 'copied' ? messages.copied : status === 'failed' ? messages.copyFailed : ''}
      </span>
    </>
  )
}
