import { AxeBuilder } from '@axe-core/playwright'
import { withFailureArtifacts } from '@walletport/devnet'
import type { Page } from 'playwright-core'
import { jestTimeoutFor } from './e2eTest.js'
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
const TEST_MS = 60_000
/** The test's body, leaving a screenshot, the console and the error in test-artifacts/ when it fails. */
const withArtifacts = (run: () => Promise<void>) =>
  withFailureArtifacts(session, run, { deadlineMs: TEST_MS })

describe('axe-core on every modal view: no serious or critical violation', () => {
  describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
    it.each(SCENARIOS)(
      '%s',
      (scenario) =>
        withArtifacts(async () => {
          const page = await session().open({ scenario, theme })
          expect(await seriousViolations(page)).toEqual([])
        }),
      jestTimeoutFor(TEST_MS),
    )
  })

  it.each(['connect', 'account'] as const)(
    '%s in Arabic (right to left) on a phone',
    (scenario) =>
      withArtifacts(async () => {
        const page = await session().open({ scenario, locale: 'ar', viewport: PHONE })
        expect(await seriousViolations(page)).toEqual([])
      }),
    jestTimeoutFor(TEST_MS),
  )

  it(
    'the account view with its activity tab open',
    () =>
      withArtifacts(async () => {
        const page = await session().open({ scenario: 'account' })
        await page.getByRole('tab', { name: 'Activity' }).click()
        await page.getByRole('tabpanel').locator('.wp-loading').waitFor({ state: 'detached' })
        expect(await seriousViolations(page)).toEqual([])
      }),
    jestTimeoutFor(TEST_MS),
  )
})

describe('right to left', () => {
  it(
    'mirrors the modal in Arabic: back on the right, close on the left, each logo right of its name',
    () =>
      withArtifacts(async () => {
        const page = await session().open({ scenario: 'connecting', locale: 'ar' })
        const box = async (name: string) =>
          (await page.getByRole('button', { name, exact: true }).boundingBox())!
        expect((await box('رجوع')).x).toBeGreaterThan((await box('إغلاق')).x)

        const connect = await session().open({ scenario: 'connect', locale: 'ar' })
        const row = connect.getByRole('dialog').getByRole('button', { name: /Phantom/ })
        const logo = (await row.locator('.wp-wallet-image').boundingBox())!
        const name = (await row.getByText('Phantom', { exact: true }).boundingBox())!
        expect(logo.x).toBeGreaterThan(name.x)
      }),
    jestTimeoutFor(TEST_MS),
  )
})
