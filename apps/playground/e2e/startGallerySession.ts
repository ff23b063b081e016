import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Request } from 'playwright-core'
import { buildPlayground } from './buildPlayground.js'
import { GALLERY_VIEWS, type GalleryScenario, LASTING_SPINNER, TOUCH_VIEWS } from './galleryViews.js'
import { type ChromiumDevice, type LaunchedChromium, launchChromium } from './launchChromium.js'
import { type StaticServer, serveStatic } from './serveStatic.js'

export interface GalleryView {
  scenario: GalleryScenario
  theme?: 'light' | 'dark'
  locale?: string
  preset?: 'classic' | 'soft' | 'sharp'
  viewport?: { width: number; height: number }
}

export interface GallerySession {
  browser: LaunchedChromium
  /** The page opened last by `open`. */
  page: Page | undefined
  /** Console lines and page errors of the current page. */
  consoleLines: string[]
  /** Requests refused because they left loopback. */
  blocked: string[]
  /** Opens the gallery on a scenario in a new page (closing the last one) once the modal shows it. */
  open(view: GalleryView): Promise<Page>
  stop(): Promise<void>
}

export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 390, height: 844 }
/** A phone's input: touch, a coarse pointer, the mobile viewport rules (with `PHONE` as the viewport). */
export const TOUCH_PHONE: ChromiumDevice = { isMobile: true, hasTouch: true }

/**
 * The built playground's gallery page (in-memory wallets, no devnet) served on a free port, and chromium
 * emulating `device` (a desktop by default).
 */
export async function startGallerySession(device?: ChromiumDevice): Promise<GallerySession> {
  let dist = process.env.WALLETPORT_E2E_DIST
  if (!dist) {
    dist = mkdtempSync(join(tmpdir(), 'walletport-e2e-dist-'))
    buildPlayground(dist)
    process.env.WALLETPORT_E2E_DIST = dist
  }
  const server: StaticServer = await serveStatic(dist)
  const browser = await launchChromium(device).catch(async (error: unknown) => {
    await server.stop()
    throw error
  })
  const session: GallerySession = {
    browser,
    page: undefined,
    consoleLines: [],
    blocked: browser.blocked,
    async open({ scenario, theme = 'light', locale = 'en', preset, viewport = DESKTOP }) {
      await session.page?.close()
      session.consoleLines.length = 0
      const page = await browser.context.newPage()
      session.page = page
      page.on('console', (message) => session.consoleLines.push(`[${message.type()}] ${message.text()}`))
      page.on('pageerror', (error) =>
        session.consoleLines.push(`[pageerror] ${error.stack ?? error.message}`),
      )
      const inFlight = trackRequests(page)
      await page.setViewportSize(viewport)
      // Animations off: the pixels are those of the settled view.
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme })
      const query = new URLSearchParams({ scenario, theme, locale, ...(preset ? { preset } : {}) })
      await page.goto(`${server.url}/gallery.html?${query}`)
      await page.waitForFunction(() => window.__galleryReady !== undefined)
      const ready = await page.evaluate(() => window.__galleryReady)
      if (ready !== true) throw new Error(`Gallery scenario '${scenario}' failed: ${ready}`)
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      if (locale === 'en') {
        const title = await dialog.locator('h2').textContent()
        const expected = { ...GALLERY_VIEWS, ...TOUCH_VIEWS }[scenario]
        if (title !== expected) {
          throw new Error(`Gallery scenario '${scenario}' shows '${title}', not '${expected}'`)
        }
      }
      // A view's own code loads on first show (a spinner meanwhile); then its data (the wallet directory).
      await page.locator('.wp-body > .wp-loading').waitFor({ state: 'detached' })
      if (!LASTING_SPINNER.has(scenario)) {
        await page.locator('.wp-body span.wp-loading').waitFor({ state: 'detached' })
      }
      await page.evaluate(() => document.fonts.ready)
      // Lazy parts settle: the bundled marks (a chunk of their own) and the directory's Popular group.
      await waitForSettled(page, inFlight)
      await page.waitForFunction(() => !document.querySelector('.wp-network-image-empty'))
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
          ),
      )
      return page
    },
    async stop() {
      await session.page?.close().catch(() => undefined)
      await browser.close()
      await server.stop()
    },
  }
  return session
}

/** The page's requests still in flight (the set shrinks as each finishes or fails). */
function trackRequests(page: Page): ReadonlySet<Request> {
  const inFlight = new Set<Request>()
  page.on('request', (request) => inFlight.add(request))
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  return inFlight
}

/**
 * Waits until no request is in flight and the document is the same at two checks in a row (each after two animation
 * frames): what loads late (chunks, the wallet directory) has landed and rendered. A condition, where 'networkidle'
 * guessed that 500 ms without traffic meant done.
 */
async function waitForSettled(page: Page, inFlight: ReadonlySet<Request>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last: string | undefined
  for (;;) {
    const html = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.body.innerHTML))),
        ),
    )
    if (inFlight.size === 0 && html === last) return
    if (Date.now() > deadline) {
      const pending = [...inFlight].map((request) => request.url())
      throw new Error(
        `The gallery page did not settle within ${timeoutMs} ms (requests in flight: ${pending.join(', ') || 'none'}; the document kept changing: ${html !== last})`,
      )
    }
    last = inFlight.size === 0 ? html : undefined
  }
}
