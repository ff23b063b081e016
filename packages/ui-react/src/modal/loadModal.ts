import { createLoader } from './createLoader.js'

const modalLoader = createLoader(() => import('./Modal.js'))

/** Loads the modal's code (shell and Connect view) once; resolves with its module. */
export const loadModal = modalLoader.load

/** The modal's module once loaded, else undefined. */
export const loadedModal = modalLoader.current

/** Starts loading the modal's code ahead of need; a failure is retried when the modal is opened. */
export function preloadModal(): void {
  loadModal().catch(() => {})
}
