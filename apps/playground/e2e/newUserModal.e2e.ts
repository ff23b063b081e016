import type { Locator, Page } from 'playwright-core'
import { e2eTest } from './e2eTest.js'
import { gallerySessionForFile } from './sessionForFile.js'
import { DESKTOP, PHONE } from './startGallerySession.js'

const session = gallerySessionForFile()

/** Whether `element` shows whole in the viewport and in its scrolling container as the view opened (no scroll). */
function shownWithoutScrolling(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    let bottom = window.innerHeight
    let top = 0
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const { overflowY } = getComputedStyle(parent)
      if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'hidden') {
        const rect = parent.getBoundingClientRect()
        bottom = Math.min(bottom, rect.bottom)
        top = Math.max(top, rect.top)
      }
    }
    return box.height > 0 && box.top >= top && box.bottom <= bottom + 0.5
  })
}

/** The letters of every wallet drawn as a letter tile in the All Wallets grid, with the wallet's name. */
function letterTiles(page: Page): Promise<{ name: string; letters: string }[]> {
  return page.locator('.wp-wallet-grid .wp-monogram').evaluateAll((tiles) =>
    tiles.map((tile) => ({
      name: tile.getAttribute('aria-label') ?? '',
      letters: tile.textContent ?? '',
    })),
  )
}

describe('what a new user saw in the modal (issue 31), in chromium through the gallery', () => {
  e2eTest(
    'All Wallets: the bundled mark of every wallet the libraries have, distinct labelled letters for the rest',
    session,
    async () => {
      const page = await session().open({ scenario: 'all-wallets' })
      const grid = page.locator('.wp-wallet-grid')
      // The second page (40 a page) loads as the end of the grid scrolls into view.
      const end = page.getByTestId('load-more-sentinel')
      await end.scrollIntoViewIfNeeded()
      await end.waitFor({ state: 'detached' })
      await grid.getByRole('img', { name: 'Sparrow Wallet logo' }).waitFor()
      const marks = await grid.locator('.wp-logo svg').count()
      const tiles = await letterTiles(page)
      // 62 wallets in the bundled directory: 32 with a mark (20 before), 30 with letters.
      expect(marks).toBeGreaterThanOrEqual(32)
      expect(tiles.every((tile) => /^.+ logo$/.test(tile.name) && /^[A-Z0-9]{2}$/.test(tile.letters))).toBe(
        true,
      )
      const byLetters = new Map<string, string[]>()
      for (const tile of tiles)
        byLetters.set(tile.letters, [...(byLetters.get(tile.letters) ?? []), tile.name])
      expect([...byLetters.values()].filter((names) => names.length > 1)).toEqual([])
      await grid.getByRole('img', { name: 'Brave Wallet logo' }).locator('svg').waitFor()
      expect(await grid.getByRole('img', { name: 'Bitget Wallet logo' }).textContent()).toBe('BT')
    },
  )

  e2eTest("the Cosmos chain badge is the Cosmos Hub's coloured mark, not a black '⌀'", session, async () => {
    const page = await session().open({ scenario: 'connect' })
    const row = page.getByRole('dialog').getByRole('button', { name: /^Trust Wallet/ })
    const fills = await row
      .locator('.wp-chain-badges .wp-network-image svg')
      .nth(2)
      .evaluate((svg) => [...svg.querySelectorAll('[fill]')].map((node) => node.getAttribute('fill')))
    expect(await row.textContent()).toContain('Cosmos')
    expect(fills.filter((fill) => fill !== 'none' && fill !== '#000')).not.toEqual([])
  })

  e2eTest('social login: each provider its own mark, not a shared letter', session, async () => {
    const page = await session().open({ scenario: 'socials' })
    const buttons = page.getByRole('dialog').getByRole('button', { name: /^Continue with / })
    expect(await buttons.allTextContents()).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with X',
    ])
    const marks = await buttons.evaluateAll((all) =>
      all.map((button) => button.querySelector('.wp-social-badge svg')?.outerHTML ?? ''),
    )
    expect(marks.filter((mark) => mark.startsWith('<svg'))).toHaveLength(3)
    expect(new Set(marks).size).toBe(3)
  })

  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    e2eTest(
      `email and social login show without scrolling, after the wallets (spec order), on a ${device}`,
      session,
      async () => {
        const page = await session().open({ scenario: 'connect-email', viewport })
        const modal = page.getByRole('dialog')
        const email = modal.getByRole('button', { name: 'Continue with email' })
        const social = modal.getByRole('button', { name: 'Continue with a social account' })
        expect(await shownWithoutScrolling(email)).toBe(true)
        expect(await shownWithoutScrolling(social)).toBe(true)
        const wallets = modal.getByRole('list', { name: 'Wallets' })
        const [walletsBox, emailBox, socialBox] = await Promise.all(
          [wallets, email, social].map((element) => element.boundingBox()),
        )
        expect(walletsBox!.y).toBeLessThan(emailBox!.y)
        expect(emailBox!.y).toBeLessThan(socialBox!.y)
      },
    )
  }
})
