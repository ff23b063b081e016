import { e2eTest } from './e2eTest.js'
import { connectButton, dialog, waitForStatus } from './playgroundPage.js'
import { type E2eSession, startE2eSession } from './startE2eSession.js'

let session: E2eSession
const current = () => session

beforeAll(async () => {
  session = await startE2eSession()
}, 60_000)

afterAll(async () => {
  await session?.stop()
}, 30_000)

describe('the modal off the happy path (issue 24), in chromium under a strict CSP', () => {
  e2eTest(
    'styled from the first paint under a CSP without unsafe-inline: no unstyled button, no blocked style',
    current,
    async () => {
      const page = await session.openFreshPage()
      // The style of the connect button in the first frame it is painted in.
      await page.addInitScript(() => {
        const observer = new MutationObserver(() => {
          const button = document.querySelector<HTMLElement>('.wp-button')
          if (!button) return
          observer.disconnect()
          requestAnimationFrame(() => {
            const style = getComputedStyle(button)
            Object.assign(window, {
              __firstPaintButton: { background: style.backgroundColor, radius: style.borderRadius },
            })
          })
        })
        observer.observe(document, { childList: true, subtree: true })
      })
      const response = await page.reload()
      const policy = (await response?.headerValue('content-security-policy')) ?? ''
      expect(policy).toContain("default-src 'self'")
      expect(policy).not.toMatch(/unsafe-inline|'unsafe-eval'/)
      await waitForStatus(page, 'disconnected')
      const first = await page.waitForFunction(
        () => (window as unknown as { __firstPaintButton?: unknown }).__firstPaintButton,
      )
      expect(await first.jsonValue()).toEqual({ background: 'rgb(51, 150, 255)', radius: expect.any(String) })
      expect(await page.locator('style').count()).toBe(0)
      await connectButton(page).click()
      await dialog(page).waitFor()
      const width = await dialog(page).evaluate((element) => getComputedStyle(element).width)
      expect(width).toBe('360px')
    },
  )
})
