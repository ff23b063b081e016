import { useWalletPortContext } from '../context.js'
import { preloadModal } from '../modal/loadModal.js'

const intentHandlers = { onPointerEnter: preloadModal, onPointerDown: preloadModal, onFocus: preloadModal }

/** Props for a button that opens the modal: pointer enter, press or focus start loading its code. */
export function useModalIntent(): Partial<typeof intentHandlers> {
  const { preload = 'intent' } = useWalletPortContext()
  return preload === 'none' ? {} : intentHandlers
}
