import { useWalletPortContext } from '../context.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { CloseIcon } from './icons.js'
import { localizeMessage } from './localizeMessage.js'
import { useMessages } from './useMessages.js'

/** Core's toasts in a live region that stays in the page, so new ones are announced. */
export function Toasts() {
  const { client } = useWalletPortContext()
  const messages = useMessages()
  const toasts = useWalletPortState((state) => state.modal.toasts)
  return (
    <div className="wp-toasts" role="status" aria-live="polite" aria-label={messages.notifications}>
      {toasts.map((toast) => (
        <div key={toast.id} className="wp-toast" data-variant={toast.variant}>
          <span>{localizeMessage(toast.message, messages)}</span>
          <button type="button" aria-label={messages.dismiss} onClick={() => client.dismissToast(toast.id)}>
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  )
}
