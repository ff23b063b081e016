import { withFailureArtifacts } from '@walletport/devnet'
import type { Page } from 'playwright-core'
import { compareScreenshot } from './compareScreenshot.js'
import { jestTimeoutFor } from './e2eTest.js'
import { GALLERY_VIEWS, type GalleryScenario } from './galleryViews.js'
import { gallerySessionForFile } from './sessionForFile.js'
import { type GalleryView, PHONE } from './startGallerySession.js'

const SCENARIOS = Object.keys(GALLERY_VIEWS) as GalleryScenario[]

/** Each view four ways: light and dark (the dialog), on a phone (the whole screen: sheet and button), Arabic. */
const VARIANTS: Record<string, Omit<GalleryView, 'scenario'>> = {
  light: { theme: 'light' },
  dark: { theme: 'dark' },
  phone: { theme: 'light', viewport: PHONE },
  rtl: { theme: 'light', locale: 'ar' },
}

async function shoot(page: Page, fullScreen: boolean): Promise<Buffer> {
  const options = { animations: 'disabled', caret: 'hide', scale: 'css' } as const
  if (fullScreen) return page.screenshot(options)
  return page.locator('.wp-modal').screenshot(options)
}

const session = gallerySessionForFile()
const TEST_MS = 60_000

describe('screenshots of every modal view, compared with the committed images', () => {
  describe.each(Object.entries(VARIANTS))('%s', (variant, view) => {
    it.each(SCENARIOS)(
      '%s',
      (scenario) =>
        withFailureArtifacts(
          session,
          async () => {
            const page = await session().open({ scenario, ...view })
            compareScreenshot(`${scenario}.${variant}`, await shoot(page, variant === 'phone'))
          },
          { deadlineMs: TEST_MS },
        ),
      jestTimeoutFor(TEST_MS),
    )
  })

  it.each(['soft', 'sharp'] as const)(
    'the %s theme preset on the Connect view',
    (preset) =>
      withFailureArtifacts(
        session,
        async () => {
          const page = await session().open({ scenario: 'connect', preset })
          compareScreenshot(`connect.preset-${preset}`, await shoot(page, false))
        },
        { deadlineMs: TEST_MS },
      ),
    jestTimeoutFor(TEST_MS),
  )
})
