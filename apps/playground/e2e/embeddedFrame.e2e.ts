import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort, type MailSink, startMailSink } from '@walletport/devnet'
import {
  type RunningEmbeddedServer,
  readServerConfig,
  startEmbeddedServer,
} from '@walletport/embedded-server'
import type { Frame, FrameLocator, Page } from 'playwright-core'
import { compareScreenshot } from './compareScreenshot.js'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { connectButton, dialog, openWithOptions } from './playgroundPage.js'
import { PHONE } from './startGallerySession.js'

/**
 * Issue 31: the embedded wallet's own screens (its frame, served by the wallet server on another site) through the
 * real modal: the dialog names what the frame asks, the frame takes the modal's look, size and theme (live when the
 * app changes it) and speaks the modal's locale, right to left in Hebrew.
 */
const current = e2eSessionForFile({
  startTimeoutMs: 180_000,
  start: { polkadot: false, thirdPartyStorage: 'partitioned' },
})

let mail: MailSink
let server: RunningEmbeddedServer
let dataDir: string
let serverUrl: string
let playgroundUrl: string

beforeAll(async () => {
  mail = await startMailSink()
  dataDir = mkdtempSync(join(tmpdir(), 'walletport-embedded-frame-'))
  // The frame on another site than the page (localhost vs 127.0.0.1), as `npm run playground` serves it.
  serverUrl = `http://localhost:${await getFreePort()}`
  server = await startEmbeddedServer({
    config: readServerConfig({
      PORT: new URL(serverUrl).port,
      WALLETPORT_PUBLIC_URL: serverUrl,
      WALLETPORT_ALLOWED_ORIGINS: new URL(current().url).origin,
      WALLETPORT_DATA_DIR: dataDir,
      WALLETPORT_SMTP_URL: mail.smtpUrl,
      WALLETPORT_LOG_LEVEL: 'error',
    }),
  })
  playgroundUrl = current().url
  current().url = `${playgroundUrl}&${new URLSearchParams({ frame: serverUrl, mail: mail.apiUrl })}`
}, 120_000)

afterAll(async () => {
  if (playgroundUrl) current().url = playgroundUrl
  await server?.stop()
  await mail?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const FRAME = 'iframe[title="WalletPort wallet"]'
const frameOf = (page: Page): FrameLocator => page.frameLocator(FRAME)
const shot = { animations: 'disabled', caret: 'hide', scale: 'css' } as const

interface Titles {
  email: string
  device: string
  code: string
}

/**
 * A new email account up to its first frame screen (choosing the passphrase), the modal's titles in its language.
 * A new address on a new device approves the device from the first mail's link, then enters the second mail's code.
 */
async function signUpToPassphrase(page: Page, titles: Titles): Promise<void> {
  const email = `frame-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: titles.email }).click()
  let after = Date.now()
  const field = dialog(page).getByRole('textbox')
  await field.fill(email)
  await field.press('Enter')
  const device = page.getByRole('dialog', { name: titles.device })
  const code = page.getByRole('dialog', { name: titles.code }).getByRole('textbox')
  await device.or(code).first().waitFor()
  if (await device.isVisible()) {
    const { link } = await mail.waitForMail({ to: email, after })
    after = Date.now()
    const approval = await current().context.newPage()
    try {
      await approval.goto(link ?? '')
      await approval.getByRole('button', { name: 'Approve this device' }).click()
      await code.waitFor()
    } finally {
      await approval.close()
    }
  }
  await code.fill((await mail.waitForMail({ to: email, after })).code ?? '')
}

/** The wallet's frame (another site: its own process) as playwright reaches into it. */
async function walletFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator(FRAME).elementHandle())?.contentFrame()
  if (!frame) throw new Error('The wallet frame has no document')
  return frame
}

/** The frame's screen at rest: shown, and the iframe as tall as the screen's content. */
async function frameAtRest(page: Page): Promise<{ iframe: number; card: number }> {
  await frameOf(page).locator('.card').waitFor()
  const frame = await walletFrame(page)
  const card = await frame
    .locator('.card')
    .evaluate((element) => Math.ceil(element.getBoundingClientRect().height))
  await page.waitForFunction(
    ([selector, height]) => {
      const box = document.querySelector(selector as string)?.getBoundingClientRect()
      return box !== undefined && Math.abs(box.height - (height as number)) <= 1
    },
    [FRAME, card] as const,
  )
  return { iframe: (await page.locator(FRAME).boundingBox())?.height ?? 0, card }
}

/** The frame's computed look at rest: its card's background and corners, its primary button's colour. */
async function frameLook(page: Page) {
  return (await walletFrame(page)).locator('.card').evaluate((card) => ({
    background: getComputedStyle(card).backgroundColor,
    button: getComputedStyle(card.querySelector('button.primary') as Element).backgroundColor,
    radius: getComputedStyle(card).borderTopLeftRadius,
  }))
}

/** The modal's own look (its dialog behind the frame), to compare the frame's with. */
async function modalLook(page: Page) {
  return page.locator('.wp-modal').evaluate((modal) => ({
    background: getComputedStyle(modal).backgroundColor,
    radius: getComputedStyle(modal).borderTopLeftRadius,
  }))
}

/** The options panel's theme radio, as a person sets it (the modal's overlay covers the panel: through the element). */
async function chooseTheme(page: Page, mode: 'light' | 'dark') {
  await page
    .getByRole('radio', { name: mode, exact: true })
    .evaluate((input: HTMLInputElement) => input.click())
}

describe('the embedded wallet frame through the real modal', () => {
  e2eTest(
    'the dialog names the passphrase step, the frame is the size of its screen and follows the theme live',
    current,
    async () => {
      const page = await openWithOptions(current(), {
        themeMode: 'light',
        accent: '#3396ff',
        borderRadius: 4,
      })
      await signUpToPassphrase(page, {
        email: 'Continue with email',
        device: 'Register this device',
        code: 'Confirm your email',
      })
      const frame = frameOf(page)
      await frame.getByRole('heading', { name: 'Protect your wallet' }).waitFor()
      // The modal's dialog is labelled with what the frame asks (it said "Approve Transaction").
      await page.getByRole('dialog', { name: 'Protect your wallet' }).waitFor()
      expect(await page.getByRole('dialog', { name: 'Approve Transaction' }).count()).toBe(0)
      const { iframe, card } = await frameAtRest(page)
      expect(Math.abs(iframe - card)).toBeLessThanOrEqual(1)
      expect(iframe).toBeLessThan(400)
      // The modal's light background and corners (4px master radius: 28px), the app's accent.
      const light = await modalLook(page)
      expect(light.radius).toBe('28px')
      expect(await frameLook(page)).toEqual({ ...light, button: 'rgb(51, 150, 255)' })
      compareScreenshot('frame-create-passphrase.light', await page.locator(FRAME).screenshot(shot))

      // The app switches to dark while the frame's screen is open: the frame follows, nothing reloads.
      await chooseTheme(page, 'dark')
      await page.waitForFunction(
        (background) =>
          getComputedStyle(document.querySelector('.wp-modal') as Element).backgroundColor !== background,
        light.background,
      )
      const dark = await modalLook(page)
      await (await walletFrame(page)).waitForFunction(
        (background) =>
          getComputedStyle(document.querySelector('.card') as Element).backgroundColor === background,
        dark.background,
      )
      expect(await frameLook(page)).toEqual({ ...dark, button: 'rgb(51, 150, 255)' })
      await frame.getByRole('heading', { name: 'Protect your wallet' }).waitFor()
      compareScreenshot('frame-create-passphrase.dark', await page.locator(FRAME).screenshot(shot))

      await page.setViewportSize(PHONE)
      await frameAtRest(page)
      compareScreenshot('frame-create-passphrase.phone', await page.locator(FRAME).screenshot(shot))
    },
    150_000,
  )

  e2eTest(
    'in Hebrew the modal and the frame read right to left, in Hebrew, and the dialog names the step in Hebrew',
    current,
    async () => {
      const page = await openWithOptions(current(), { themeMode: 'light', locale: 'he' })
      await signUpToPassphrase(page, {
        email: 'המשך עם אימייל',
        device: 'רישום המכשיר הזה',
        code: 'אימות האימייל שלכם',
      })
      const frame = frameOf(page)
      await frame.getByRole('heading', { name: 'הגנו על הארנק שלכם' }).waitFor()
      await page.getByRole('dialog', { name: 'הגנו על הארנק שלכם' }).waitFor()
      expect(
        await page
          .locator('.wp-root')
          .evaluate((root: HTMLElement) => [root.lang, root.dir, getComputedStyle(root).direction]),
      ).toEqual(['he', 'rtl', 'rtl'])
      const direction = await (await walletFrame(page)).evaluate(() => {
        const html = document.documentElement
        return [html.lang, html.dir, getComputedStyle(document.querySelector('.card') as Element).direction]
      })
      expect(direction).toEqual(['he', 'rtl', 'rtl'])
      await frame.getByPlaceholder('ביטוי סיסמה', { exact: true }).waitFor()
      await frameAtRest(page)
      compareScreenshot('frame-create-passphrase.rtl', await page.locator(FRAME).screenshot(shot))
    },
    150_000,
  )
})
