import type { WalletPortState } from '@walletport/core'
import { Spinner } from '../components/Spinner.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { localizeMessage } from '../modal/localizeMessage.js'
import type { ViewProps } from './types.js'

const selectSiwx = (state: WalletPortState) => state.siwx
const selectAlert = (state: WalletPortState) => state.modal.alert?.message

/** Sign-in with the wallet: core asks for the signature; the user may ask again or cancel. */
export default function ConnectingSiweView({ client, messages }: ViewProps) {
  const { status, error } = useWalletPortState(selectSiwx)
  const signing = status === 'signing'
  const alert = useWalletPortState(selectAlert)
  const failure = error ?? messages.signatureDeclined
  return (
    <div className="wp-siwe">
      <h3>{messages.signIn}</h3>
      <p className="wp-notice">{messages.signInPrompt}</p>
      {signing && <Spinner label={messages.authenticating} />}
      {/* Said once: not again when the modal's alert bar already says it. */}
      {status === 'error' && alert !== failure && (
        <p className="wp-error" role="alert">
          {localizeMessage(failure, messages)}
        </p>
      )}
      <div className="wp-actions">
        <button
          type="button"
          className="wp-button wp-button-secondary"
          onClick={() => void client.siwx.cancel()}
        >
          {messages.cancel}
        </button>
        <button
          type="button"
          className="wp-button"
          disabled={signing}
          onClick={() => void client.siwx.requestSignIn().catch(() => undefined)}
        >
          {messages.sign}
        </button>
      </div>
    </div>
  )
}
