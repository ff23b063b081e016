import { useWalletPortContext } from '../context.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { CloseIcon } from './icons.js'
import { localizeMessage } from './localizeMessage.js'
import { useMessages } from './useMessages.js'

/** Core's alert (info or error) above the view; errors are announced at once, info politely. */
export function AlertBar() {
  const { client } = useWalletPortContext()
  const messages = useMessages()
  const alert = useWalletPortState((state) => state.modal.alert)
  if (!alert) return null
  return (
    <div
      className="wp-alert"
      data-variant={alert.variant}
      role={alert.variant === 'error' ? 'alert' : 'status'}
    >
      <p>{localizeMessage(alert.message, messages)}</p>
      <button type="button" aria-label={messages.dismiss} onClick={() => client.closeAlert()}>
        <CloseIcon />
      </button>
    </div>
  )
}
