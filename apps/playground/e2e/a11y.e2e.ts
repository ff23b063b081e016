import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { GALLERY_VIEWS, type GalleryScenario } from './galleryViews.js'
import { gallerySessionForFile } from './sessionForFile.js'
import { PHONE } from './startGallerySession.js'

const SCENARIOS = Object.keys(GALLERY_VIEWS) as GalleryScenario[]

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('.wp-root').analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }))
}

const session = gallerySessionForFile()

describe('axe-core on every modal view: no serious or critical violation', () => {
  describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
    it.each(SCENARIOS)(
      '%s',
      async (scenario) => {
        const page = await session().open({ scenario, theme })
        expect(await seriousViolations(page)).toEqual([])
      },
      60_000,
    )
  })

  it.each(['connect', 'account'] as const)(
    '%s in Arabic (right to left) on a phone',
    async (scenario) => {
      const page = await session().open({ scenario, locale: 'ar', viewport: PHONE })
      expect(await seriousViolations(page)).toEqual([])
    },
    60_000,
  )

  it('the account view with its activity tab open', async () => {
    const page = await session().open({ scenario: 'account' })
    await page.getByRole('tab', { name: 'Activity' }).click()
    await page.getByRole('tabpanel').locator('.wp-loading').waitFor({ state: 'detached' })
    expect(await seriousViolations(page)).toEqual([])
  }, 60_000)
})

describe('right to left', () => {
  it('mirrors the modal in Arabic: back on the right, close on the left, each logo right of its name', async () => {
    const page = await session().open({ scenario: 'connecting', locale: 'ar' })
    const box = async (name: string) => (await page.getByRole('button', { name, exact: true }).boundingBox())!
    expect((await box('رجوع')).x).toBeGreaterThan((await box('إغلاق')).x)

    const connect = await session().open({ scenario: 'connect', locale: 'ar' })
    const row = connect.getByRole('dialog').getByRole('button', { name: /Phantom/ })
    const logo = (await row.locator('.wp-wallet-image').boundingBox())!
    const name = (await row.getByText('Phantom', { exact: true }).boundingBox())!
    expect(logo.x).toBeGreaterThan(name.x)
  }, 60_000)
})

/** Every control of the dialog a finger can hit, with its box on the page. */
async function tapTargets(page: Page) {
  return page.locator('.wp-modal').evaluate((modal) =>
    [
      ...modal.querySelectorAll<HTMLElement>(
        'button, a[href], input, select, textarea, [role="button"], [role="tab"]',
      ),
    ]
      .filter(
        (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
      )
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect()
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''
        return { name: `${element.tagName.toLowerCase()} "${name}"`, x, y, width, height }
      }),
  )
}

describe('broken path 15: on a phone every tap target is at least 44 px and none touches another', () => {
  it.each(SCENARIOS)(
    '%s',
    async (scenario) => {
      const page = await session().open({ scenario, viewport: PHONE })
      const targets = await tapTargets(page)
      expect(targets.length).toBeGreaterThan(0)
      const small = targets.filter(({ width, height }) => width < 44 - 0.5 || height < 44 - 0.5)
      expect(
        small.map(({ name, width, height }) => `${name} ${Math.round(width)}×${Math.round(height)}`),
      ).toEqual([])
      const touching: string[] = []
      for (const [index, a] of targets.entries()) {
        for (const b of targets.slice(index + 1)) {
          const gapX = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width))
          const gapY = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height))
          if (Math.max(gapX, gapY) < 8 - 0.5)
            touching.push(`${a.name} / ${b.name}: ${Math.round(Math.max(gapX, gapY))} px`)
        }
      }
      expect(touching).toEqual([])
    },
    60_000,
  )
})
