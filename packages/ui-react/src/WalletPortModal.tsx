import { LazyModal } from './modal/LazyModal.js'

export interface WalletPortModalProps {
  /** Keep the overlay but render in place instead of in `document.body`. Ignored when embedded (default). */
  appendToBody?: boolean
  /** Default true: the modal shows where this element is placed, without overlay or focus trap. */
  embedded?: boolean
}

/**
 * Places the modal in the app's own layout. Use with `<WalletPortProvider embedded>`, which then renders no
 * modal of its own.
 */
export function WalletPortModal({ appendToBody = false, embedded = true }: WalletPortModalProps) {
  return <LazyModal appendToBody={appendToBody} embedded={embedded} />
}
