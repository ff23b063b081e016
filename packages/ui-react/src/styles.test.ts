import { walletPortCss } from './styles.js'

describe('walletPortCss', () => {
  it("reads each of core's theme variables, with the spec's defaults", () => {
    expect(walletPortCss).toContain('var(--wp-accent,')
    expect(walletPortCss).toContain('var(--wp-background,')
    expect(walletPortCss).toContain('var(--wp-color-mix,')
    expect(walletPortCss).toContain('var(--wp-color-mix-strength, 0%)')
    expect(walletPortCss).toContain('var(--wp-font-family,')
    expect(walletPortCss).toContain('var(--wp-font-size-master, 10px)')
    expect(walletPortCss).toContain('var(--wp-border-radius-master, 4px)')
    expect(walletPortCss).toContain('var(--wp-z-index, 999)')
  })

  it('makes the modal 360px wide', () => {
    expect(walletPortCss).toMatch(/\.wp-modal \{[^}]*width: 360px;/)
  })

  it('has a dark mode selected by data-theme', () => {
    expect(walletPortCss).toContain("[data-theme='dark']")
  })

  it('shows a visible focus ring', () => {
    expect(walletPortCss).toMatch(/:focus-visible[^{]*\{[^}]*outline: 2px solid/)
  })

  it('turns animations off under prefers-reduced-motion', () => {
    const start = walletPortCss.indexOf('@media (prefers-reduced-motion: reduce)')
    expect(start).toBeGreaterThan(-1)
    const reduced = walletPortCss.slice(start)
    expect(reduced).toMatch(/animation: none !important;/)
    expect(reduced).toMatch(/transition: none !important;/)
  })
})

describe('radius scale', () => {
  it('derives every corner from the master radius, each step capped (a 12px master gives no 108px corners)', () => {
    expect(walletPortCss).toContain('--wp-c-radius-xl: min(calc(var(--wp-c-radius) * 7), 32px);')
    expect(walletPortCss).not.toMatch(/border-radius: calc\(var\(--wp-c-radius\)/)
    const radii = [...walletPortCss.matchAll(/border-radius: ([^;]+);/g)].map((match) => match[1])
    for (const radius of radii) expect(radius).toMatch(/^(var\(--wp-c-radius-(xs|s|m|l|xl|pill)\)|50%|0)$/)
  })
})
