import type { ComponentType } from 'react'
import { Spinner } from '../components/Spinner.js'
import { useWalletPortContext } from '../context.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import type { ViewProps } from '../views/types.js'
import type { Loader } from './createLoader.js'
import { useLoaded } from './useLoaded.js'
import { useMessages } from './useMessages.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { viewComponents } from './viewComponents.js'

/**
 * Renders core's `modal.view`. A view in the modal's chunk renders at once; another shows a spinner until its
 * code is in, without Suspense (so React's fallback throttle never delays it).
 */
export function CurrentView() {
  const messages = useMessages()
  const view = useWalletPortState((state) => state.modal.view)
  const loader = viewComponents[view]
  if (!loader) return <p className="wp-notice">{messages.viewUnavailable}</p>
  return (
    <ViewErrorBoundary key={view} fallback={<p className="wp-notice">{messages.viewLoadFailed}</p>}>
      <LoadedView loader={loader} />
    </ViewErrorBoundary>
  )
}

function LoadedView({ loader }: { loader: Loader<ComponentType<ViewProps>> }) {
  const { client, walletDirectory } = useWalletPortContext()
  const messages = useMessages()
  const ViewComponent = useLoaded(loader)
  if (!ViewComponent) return <Spinner label={messages.loading} />
  return <ViewComponent client={client} messages={messages} walletDirectoryUrl={walletDirectory} />
}
