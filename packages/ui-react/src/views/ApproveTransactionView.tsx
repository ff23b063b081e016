import { Spinner } from '../components/Spinner.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import type { ViewProps } from './types.js'

/** Shown while a request waits in the wallet, or while the embedded wallet's frame asks something else on top. */
export default function ApproveTransactionView({ messages }: ViewProps) {
  const frameScreen = useWalletPortState((state) => state.modal.data?.frameScreen)
  return (
    <div className="wp-approve">
      <Spinner label={messages.loading} />
      <p className="wp-notice">
        {frameScreen && frameScreen !== 'confirm' ? messages.frameContinue : messages.approveTransaction}
      </p>
    </div>
  )
}
