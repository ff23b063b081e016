import { Spinner } from '../components/Spinner.js'
import type { ViewProps } from './types.js'

/** Shown while a request waits in the wallet. */
export default function ApproveTransactionView({ messages }: ViewProps) {
  return (
    <div className="wp-approve">
      <Spinner label={messages.loading} />
      <p className="wp-notice">{messages.approveTransaction}</p>
    </div>
  )
}
