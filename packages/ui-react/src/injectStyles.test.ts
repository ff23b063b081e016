import { injectStyles, STYLE_ELEMENT_ID } from './injectStyles.js'
import { STYLESHEET_MARKER, walletPortCss } from './styles.js'

function freshDocument(): Document {
  return document.implementation.createHTMLDocument('t')
}

describe('injectStyles', () => {
  it('adopts one constructable stylesheet (no <style>, so a CSP without unsafe-inline allows it)', () => {
    const doc = freshDocument()
    const texts: string[] = []
    class FakeSheet {
      replaceSync(text: string) {
        texts.push(text)
      }
    }
    Object.defineProperty(doc, 'defaultView', { value: { CSSStyleSheet: FakeSheet } })
    Object.defineProperty(doc, 'adoptedStyleSheets', { value: [], writable: true })
    injectStyles(doc)
    injectStyles(doc)
    expect(texts).toEqual([walletPortCss])
    expect((doc as unknown as { adoptedStyleSheets: unknown[] }).adoptedStyleSheets).toHaveLength(1)
    expect(doc.querySelector('style')).toBeNull()
  })

  it('falls back to one <style> carrying the nonce where stylesheets cannot be adopted', () => {
    const doc = freshDocument()
    injectStyles(doc, { nonce: 'r4nd0m' })
    injectStyles(doc, { nonce: 'r4nd0m' })
    const styles = doc.querySelectorAll('style')
    expect(styles).toHaveLength(1)
    expect(styles[0]?.id).toBe(STYLE_ELEMENT_ID)
    expect(styles[0]?.nonce).toBe('r4nd0m')
    expect(styles[0]?.textContent).toBe(walletPortCss)
  })

  it('adds nothing when the app imported styles.css', () => {
    const doc = freshDocument()
    Object.defineProperty(doc, 'defaultView', {
      value: {
        getComputedStyle: () => ({
          getPropertyValue: (name: string) => (name === STYLESHEET_MARKER ? ' 1' : ''),
        }),
      },
    })
    injectStyles(doc)
    expect(doc.querySelector('style')).toBeNull()
  })

  it('does nothing without a document', () => {
    expect(() => injectStyles(undefined)).not.toThrow()
  })
})
