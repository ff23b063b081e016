import { walletPortCss } from './styles.js'

export const STYLE_ELEMENT_ID = 'walletport-styles'

/** Adds the stylesheet to the document once (no-op without a document, or when it is already there). */
export function injectStyles(document: Document | undefined = globalThis.document): void {
  if (!document || document.getElementById(STYLE_ELEMENT_ID)) return
  const style = document.createElement('style')
  style.id = STYLE_ELEMENT_ID
  style.textContent = walletPortCss
  document.head.appendChild(style)
}
