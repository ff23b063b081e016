import { useWalletPortContext } from '../context.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { shallowEqual } from '../utils/shallowEqual.js'
import { BackIcon, CloseIcon } from './icons.js'
import { useMessages } from './useMessages.js'
import { viewTitle } from './viewTitle.js'

/** Back (when core's history has somewhere to go back to), the view's title, and close. */
export function ModalHeader({ titleId }: { titleId: string }) {
  const { client } = useWalletPortContext()
  const messages = useMessages()
  const { view, data, canGoBack } = useWalletPortState(
    ({ modal }) => ({ view: modal.view, data: modal.data, canGoBack: modal.history.length > 1 }),
    shallowEqual,
  )
  return (
    <header className="wp-header">
      {canGoBack ? (
        <button
          type="button"
          className="wp-icon-button"
          aria-label={messages.back}
          onClick={() => client.router.goBack()}
        >
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h2 id={titleId} className="wp-title">
        {viewTitle(view, data, messages)}
      </h2>
      <button
        type="button"
        className="wp-icon-button"
        aria-label={messages.close}
        onClick={() => client.close()}
      >
        <CloseIcon />
      </button>
    </header>
  )
}
