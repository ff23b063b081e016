import {
  buttonCss,
  buttonRulesCss,
  focusCss,
  reducedMotionCss,
  STYLESHEET_MARKER,
  themeCss,
} from './buttonStyles.js'
import { injectModalStyles, MODAL_STYLE_ELEMENT_ID } from './injectModalStyles.js'
import { injectStyles, STYLE_ELEMENT_ID } from './injectStyles.js'
import { modalCss } from './modalStyles.js'
import { walletPortCss } from './styles.js'

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
    expect(texts).toEqual([buttonCss])
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
    expect(styles[0]?.textContent).toBe(buttonCss)
  })

  it("adds the modal's part once, after the buttons' part, so the modal's rules win ties", () => {
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
    injectModalStyles(doc)
    injectModalStyles(doc)
    injectStyles(doc)
    expect(texts).toEqual([buttonCss, modalCss])
    expect((doc as unknown as { adoptedStyleSheets: unknown[] }).adoptedStyleSheets).toHaveLength(2)
  })

  it("falls back to a second <style> with the nonce for the modal's part", () => {
    const doc = freshDocument()
    injectStyles(doc, { nonce: 'r4nd0m' })
    injectModalStyles(doc, { nonce: 'r4nd0m' })
    injectModalStyles(doc, { nonce: 'r4nd0m' })
    const styles = [...doc.querySelectorAll('style')]
    expect(styles.map((style) => style.id)).toEqual([STYLE_ELEMENT_ID, MODAL_STYLE_ELEMENT_ID])
    expect(styles.map((style) => style.nonce)).toEqual(['r4nd0m', 'r4nd0m'])
    expect(styles.map((style) => style.textContent)).toEqual([buttonCss, modalCss])
  })

  it("keeps the modal's rules out of the buttons' part", () => {
    expect(buttonCss).toMatch(/\.wp-button \{/)
    expect(buttonCss).toContain('--wp-c-accent:')
    expect(buttonCss).not.toContain('.wp-modal')
    expect(buttonCss).not.toContain('.wp-overlay')
    expect(modalCss).toContain('.wp-modal {')
    expect(modalCss).not.toContain('--wp-c-accent:')
  })

  it('gives the same cascade as the whole stylesheet once both parts are in: the modal repeats the button rules in place', () => {
    const rules = (css: string) =>
      css
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .trim()
    expect(rules(walletPortCss)).toBe(rules(`${themeCss}${modalCss}`))
    for (const part of [buttonRulesCss, focusCss, reducedMotionCss]) {
      expect(modalCss).toContain(part)
      expect(buttonCss).toContain(part)
    }
    // Where the modal's rules of equal specificity come before the button's, the button's still win in the modal.
    expect(modalCss.indexOf(buttonRulesCss)).toBeGreaterThan(modalCss.indexOf('.wp-swap-flip'))
    expect(modalCss.indexOf(reducedMotionCss)).toBeGreaterThan(modalCss.indexOf('@keyframes wp-spin'))
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
    injectModalStyles(doc)
    expect(doc.querySelector('style')).toBeNull()
  })

  it('does nothing without a document', () => {
    expect(() => injectStyles(undefined)).not.toThrow()
  })
})
