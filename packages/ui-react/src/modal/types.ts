/**
 * When the modal's code starts loading: 'intent' (default) when the pointer enters, presses or focuses a
 * ConnectButton or NetworkButton; 'idle' also once the browser is idle after the provider mounts (the chunk is
 * fetched on every page view, so it counts as start-up JS); 'none' only when the modal is opened.
 */
export type ModalPreload = 'idle' | 'intent' | 'none'

export interface ModalProps {
  /** Portal into `document.body` (default). False renders the modal where it is placed in the tree. */
  appendToBody?: boolean
  /** Embedded mode: rendered in place, no overlay, focus not trapped. */
  embedded?: boolean
}
