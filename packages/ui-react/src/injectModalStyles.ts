import { type InjectStylesOptions, injectStylesheet } from './injectStyles.js'
import { modalCss } from './modalStyles.js'

export const MODAL_STYLE_ELEMENT_ID = 'walletport-modal-styles'

/** The modal's part of the stylesheet, added when the modal's code has loaded (after the buttons' part). */
export function injectModalStyles(
  document: Document | undefined = globalThis.document,
  options?: InjectStylesOptions,
): void {
  injectStylesheet(document, { id: MODAL_STYLE_ELEMENT_ID, css: modalCss }, options)
}
