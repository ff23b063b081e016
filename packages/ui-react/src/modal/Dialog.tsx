import { useCallback, useId, useRef } from 'react'
import { useWalletPortContext } from '../context.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { AlertBar } from './AlertBar.js'
import { CurrentView } from './CurrentView.js'
import { ModalHeader } from './ModalHeader.js'
import { useDialogFocus } from './useDialogFocus.js'

/** The dialog box: header, alert, current view. Mounted while the modal is open. */
export function Dialog({ embedded }: { embedded: boolean }) {
  const { client } = useWalletPortContext()
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const view = useWalletPortState((state) => state.modal.view)
  // Core decides: the SIWX close-blocking rule may keep the modal open.
  const onEscape = useCallback(() => client.close(), [client])
  useDialogFocus(ref, { trap: !embedded, view, onEscape })

  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      tabIndex={-1}
      className="wp-modal"
    >
      <ModalHeader titleId={titleId} />
      <AlertBar />
      <div className="wp-body">
        <CurrentView />
      </div>
    </div>
  )
}
