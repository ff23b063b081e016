export interface ModalProps {
  /** Portal into `document.body` (default). False renders the modal where it is placed in the tree. */
  appendToBody?: boolean
  /** Embedded mode: rendered in place, no overlay, focus not trapped. */
  embedded?: boolean
}
