import { withFailureArtifacts } from '@walletport/devnet'
import type { Page } from 'playwright-core'
import { jestTimeoutFor } from './e2eTest.js'
import { GALLERY_VIEWS, type GalleryScenario, TOUCH_VIEWS } from './galleryViews.js'
import { gallerySessionForFile } from './sessionForFile.js'
import { PHONE, TOUCH_PHONE } from './startGallerySession.js'

const SCENARIOS = Object.keys({ ...GALLERY_VIEWS, ...TOUCH_VIEWS }) as GalleryScenario[]

/** WCAG 2.5.5's target size, and the gap kept between two targets (2.5.8's spacing, made stricter). */
const MIN_SIZE = 44
const MIN_GAP = 8
/** Sub-pixel layout: a 43.99 px box is 44 px. */
const ROUNDING = 0.5

interface TapTarget {
  name: string
  x: number
  y: number
  width: number
  height: number
  /** Index of each target that contains this one (a control inside a control is not a neighbour). */
  within: number[]
}

/** Every control of the dialog a finger can hit: its role and accessible name, and its box on the page. */
function tapTargets(page: Page): Promise<TapTarget[]> {
  return page.locator('.wp-modal').evaluate((modal) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"], [role="tabpanel"])'
    const elements = [...modal.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.getClientRects().length > 0 &&
        element.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('.wp-visually-hidden'),
    )
    const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()
    const nameOf = (element: HTMLElement) => {
      const labelledBy = element.getAttribute('aria-labelledby')
      if (labelledBy) {
        return text(
          labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent)
            .join(' '),
        )
      }
      const labels = 'labels' in element ? (element as HTMLInputElement).labels : null
      return (
        text(element.getAttribute('aria-label')) ||
        text(labels?.[0]?.textContent) ||
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text keeps a row's parts apart ('Rabby Wallet Installed')
        text(element.innerText) ||
        text(element.getAttribute('placeholder')) ||
        text(element.getAttribute('title'))
      )
    }
    // A radio or checkbox inside its label is hit anywhere on the label (the browser forwards the tap).
    const hitArea = (element: HTMLElement) =>
      (element instanceof HTMLInputElement &&
        (element.type === 'radio' || element.type === 'checkbox') &&
        element.closest('label')) ||
      element
    return elements.map((element) => {
      const { x, y, width, height } = hitArea(element).getBoundingClientRect()
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase()
      const within = elements.flatMap((other, index) =>
        other !== element && other.contains(element) ? [index] : [],
      )
      return { name: `${role} "${nameOf(element).slice(0, 40)}"`, x, y, width, height, within }
    })
  })
}

/** What is wrong with the targets, one line each: too small (with its size), or too close to another. */
function problems(view: string, targets: TapTarget[]): string[] {
  const size = ({ width, height }: TapTarget) =>
    `${Math.round(width * 10) / 10}×${Math.round(height * 10) / 10}`
  const found: string[] = []
  for (const target of targets) {
    if (target.width < MIN_SIZE - ROUNDING || target.height < MIN_SIZE - ROUNDING) {
      found.push(`${view}: ${target.name} is ${size(target)} px, under ${MIN_SIZE}×${MIN_SIZE}`)
    }
  }
  for (const [index, a] of targets.entries()) {
    for (const [offset, b] of targets.slice(index + 1).entries()) {
      if (b.within.includes(index) || a.within.includes(index + 1 + offset)) continue
      const gapX = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width))
      const gapY = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height))
      const gap = Math.max(gapX, gapY)
      if (gap < MIN_GAP - ROUNDING) {
        found.push(
          `${view}: ${a.name} (${size(a)}) and ${b.name} (${size(b)}) are ${Math.round(gap)} px apart`,
        )
      }
    }
  }
  return found
}

async function expectFingerSized(page: Page, view: string): Promise<void> {
  // The session is a touch phone, so the modal's coarse-pointer rules are the ones under test.
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true)
  const targets = await tapTargets(page)
  expect(targets.length).toBeGreaterThan(0)
  expect(problems(view, targets)).toEqual([])
}

const session = gallerySessionForFile(180_000, TOUCH_PHONE)
const TEST_MS = 60_000

describe('broken path 15: on a phone every tap target of the modal is at least 44×44 px and 8 px from the next', () => {
  it.each(SCENARIOS)(
    '%s',
    (scenario) =>
      withFailureArtifacts(
        session,
        async () => {
          const page = await session().open({ scenario, viewport: PHONE })
          if (scenario === 'walletconnect-metamask') {
            // "Copy link" touched "Open MetaMask": the app links are there to be measured.
            await page.getByRole('dialog').getByRole('link', { name: 'Open MetaMask', exact: true }).waitFor()
          }
          await expectFingerSized(page, scenario)
        },
        { deadlineMs: TEST_MS },
      ),
    jestTimeoutFor(TEST_MS),
  )
})
