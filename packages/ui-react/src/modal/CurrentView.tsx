import { Suspense } from 'react'
import { useWalletPortContext } from '../context.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { Spinner } from './Spinner.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { viewComponents } from './viewComponents.js'

/** Renders core's `modal.view`; its code loads the first time it is shown. */
export function CurrentView() {
  const { client, messages } = useWalletPortContext()
  const view = useWalletPortState((state) => state.modal.view)
  const ViewComponent = viewComponents[view]
  if (!ViewComponent) return <p className="wp-notice">{messages.viewUnavailable}</p>
  return (
    <ViewErrorBoundary key={view} fallback={<p className="wp-notice">{messages.viewLoadFailed}</p>}>
      <Suspense fallback={<Spinner label={messages.loading} />}>
        <ViewComponent client={client} messages={messages} />
      </Suspense>
    </ViewErrorBoundary>
  )
}
