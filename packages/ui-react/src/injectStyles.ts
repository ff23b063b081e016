import { buttonCss, STYLESHEET_MARKER } from './buttonStyles.js'

export const STYLE_ELEMENT_ID = 'walletport-styles'

export interface InjectStylesOptions {
  /** The page's CSP nonce, for the `<style>` element used where constructable stylesheets are missing. */
  nonce?: string
}

/** One part of the stylesheet: the `<style>` element's id where it falls back to one, and its rules. */
export interface StylesheetPart {
  id: string
  css: string
}

const adopted = new WeakMap<Document, Set<string>>()

/** The app imported `@walletport/ui-react/styles.css` (its first rule sets the marker on `:root`). */
function hasStylesheetFile(document: Document): boolean {
  const view = document.defaultView
  if (!view?.getComputedStyle || !document.documentElement) return false
  return view.getComputedStyle(document.documentElement).getPropertyValue(STYLESHEET_MARKER).trim() !== ''
}

/**
 * Adds one part of the stylesheet to the document once, after the parts added before it: nothing when the app
 * imported `styles.css`; otherwise a constructable stylesheet in `document.adoptedStyleSheets` (allowed by a CSP
 * without 'unsafe-inline'), or, where those are missing, a `<style>` element carrying `nonce`. No-op without a
 * document.
 */
export function injectStylesheet(
  document: Document | undefined,
  { id, css }: StylesheetPart,
  { nonce }: InjectStylesOptions = {},
): void {
  if (!document || adopted.get(document)?.has(id) || document.getElementById(id)) return
  if (hasStylesheetFile(document)) return
  const Sheet = document.defaultView?.CSSStyleSheet
  if (Sheet && 'adoptedStyleSheets' in document && typeof Sheet.prototype.replaceSync === 'function') {
    const sheet = new Sheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    adopted.set(document, new Set(adopted.get(document)).add(id))
    return
  }
  const style = document.createElement('style')
  style.id = id
  if (nonce) style.nonce = nonce
  style.textContent = css
  document.head.appendChild(style)
}

/** The buttons' part (theme variables, connect and network buttons), added by `WalletPortProvider` at mount. */
export function injectStyles(
  document: Document | undefined = globalThis.document,
  options?: InjectStylesOptions,
): void {
  injectStylesheet(document, { id: STYLE_ELEMENT_ID, css: buttonCss }, options)
}
