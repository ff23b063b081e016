import { STYLESHEET_MARKER, walletPortCss } from './styles.js'

export const STYLE_ELEMENT_ID = 'walletport-styles'

export interface InjectStylesOptions {
  /** The page's CSP nonce, for the `<style>` element used where constructable stylesheets are missing. */
  nonce?: string
}

const adopted = new WeakSet<Document>()

/** The app imported `@walletport/ui-react/styles.css` (its first rule sets the marker on `:root`). */
function hasStylesheetFile(document: Document): boolean {
  const view = document.defaultView
  if (!view?.getComputedStyle || !document.documentElement) return false
  return view.getComputedStyle(document.documentElement).getPropertyValue(STYLESHEET_MARKER).trim() !== ''
}

/**
 * Adds the stylesheet to the document once: nothing when the app imported `styles.css`; otherwise a constructable
 * stylesheet in `document.adoptedStyleSheets` (allowed by a CSP without 'unsafe-inline'), or, where those are
 * missing, a `<style>` element carrying `nonce`. No-op without a document.
 */
export function injectStyles(
  document: Document | undefined = globalThis.document,
  { nonce }: InjectStylesOptions = {},
): void {
  if (!document || adopted.has(document) || document.getElementById(STYLE_ELEMENT_ID)) return
  if (hasStylesheetFile(document)) return
  const Sheet = document.defaultView?.CSSStyleSheet
  if (Sheet && 'adoptedStyleSheets' in document && typeof Sheet.prototype.replaceSync === 'function') {
    const sheet = new Sheet()
    sheet.replaceSync(walletPortCss)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    adopted.add(document)
    return
  }
  const style = document.createElement('style')
  style.id = STYLE_ELEMENT_ID
  if (nonce) style.nonce = nonce
  style.textContent = walletPortCss
  document.head.appendChild(style)
}
