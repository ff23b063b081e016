import type { CDPSession, Page } from 'playwright-core'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { type ChromiumDevice, type LaunchedChromium, launchChromium } from './launchChromium.js'
import { PHONES } from './phones.js'
import { connectButton, dialog, waitForStatus } from './playgroundPage.js'

const current = e2eSessionForFile({ start: { polkadot: false }, startTimeoutMs: 240_000 })

const MWA = 'Mobile Wallet Adapter'
/** The playground's Solana test wallet (src/chains/injectSolanaTestWallet.ts): once it is listed, discovery ran. */
const SOLANA_TEST_WALLET = 'WalletPort Solana Test Wallet'

interface OpenedPage {
  browser: LaunchedChromium
  page: Page
  cdp: CDPSession
  /** Every navigation the page asked for (CDP Page.frameRequestedNavigation), custom schemes included. */
  navigations: string[]
  /** Scripts the page loaded (the lazily loaded Mobile Wallet Adapter chunk is one of them, or not). */
  scripts: string[]
}

/**
 * The playground in `device`'s browser, nothing connected, the modal open at rest: the Solana test wallet listed.
 * `loopbackAccess`: Chrome's Local Network Access permission for the page, as a user who allowed it once.
 */
async function openModal(device: ChromiumDevice, url: string, loopbackAccess = false): Promise<OpenedPage> {
  const browser = await launchChromium(device)
  try {
    const page = await browser.context.newPage()
    const navigations: string[] = []
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    const cdp = await browser.context.newCDPSession(page)
    await cdp.send('Page.enable')
    cdp.on('Page.frameRequestedNavigation', (event: { url: string }) => navigations.push(event.url))
    if (loopbackAccess) {
      await cdp.send('Browser.setPermission', {
        permission: { name: 'loopback-network' },
        setting: 'granted',
        origin: new URL(url).origin,
      })
    }
    await page.goto(url)
    await waitForStatus(page, 'disconnected')
    if (device.hasTouch) await connectButton(page).tap()
    else await connectButton(page).click()
    await walletRow(page, SOLANA_TEST_WALLET).waitFor({ timeout: 20_000 })
    return { browser, page, cdp, navigations, scripts }
  } catch (error) {
    await browser.close()
    throw error
  }
}

const walletRow = (page: Page, name: string) =>
  dialog(page)
    .getByRole('list', { name: 'Wallets' })
    .locator('.wp-list-item-name')
    .getByText(name, { exact: true })

const mwaChunk = (scripts: readonly string[]) =>
  scripts.filter((url) => /createMobileWalletAdapterWallet/.test(url))

describe('Solana Mobile Wallet Adapter (issue 35)', () => {
  e2eTest(
    "Android Chrome: offered (its code loaded then, apart); choosing it opens the wallet app's solana-wallet: association",
    current,
    async (session) => {
      const phone = await openModal(PHONES.android, session.url, true)
      try {
        await walletRow(phone.page, MWA).waitFor({ timeout: 20_000 })
        expect(mwaChunk(phone.scripts)).toHaveLength(1)
        await walletRow(phone.page, MWA).tap({ noWaitAfter: true })
        const deadline = Date.now() + 30_000
        while (phone.navigations.length === 0 && Date.now() < deadline) await phone.page.waitForTimeout(100)
        await phone.cdp.send('Page.stopLoading')
        expect(phone.navigations).toEqual([
          expect.stringMatching(
            /^solana-wallet:\/v1\/associate\/local\?association=[A-Za-z0-9_.-]+&port=\d+&v=v1$/,
          ),
        ])
        // No wallet app answers in this browser: the connect ends, with the package's error, and nothing connected.
        await dialog(phone.page)
          .getByText(/no installed wallet/i)
          .waitFor({ timeout: 30_000 })
        await waitForStatus(phone.page, 'disconnected')
        expect(phone.browser.blocked).toEqual([])
      } finally {
        await phone.browser.close()
      }
    },
    150_000,
  )

  e2eTest(
    'Android Chrome without Local Network Access: WalletPort says to allow it (the browser asked), no association, nothing off the device',
    current,
    async (session) => {
      const phone = await openModal(PHONES.android, session.url)
      try {
        const localhost: string[] = []
        phone.page.on('request', (request) => {
          if (new URL(request.url()).hostname === 'localhost') localhost.push(request.url())
        })
        await walletRow(phone.page, MWA).tap()
        await dialog(phone.page)
          .getByText(/Allow this site to connect to apps on this device/)
          .waitFor({ timeout: 30_000 })
        expect(localhost).toEqual(['http://localhost/'])
        expect(phone.navigations).toEqual([])
        expect(phone.browser.blocked).toEqual([])
      } finally {
        await phone.browser.close()
      }
    },
    150_000,
  )

  for (const [label, device] of [
    ['iPhone', PHONES.ios],
    ['desktop', {}],
  ] as const) {
    e2eTest(
      `${label}: not offered, and its code never loaded`,
      current,
      async (session) => {
        const opened = await openModal(device, session.url)
        try {
          expect(await walletRow(opened.page, MWA).count()).toBe(0)
          expect(mwaChunk(opened.scripts)).toEqual([])
        } finally {
          await opened.browser.close()
        }
      },
      120_000,
    )
  }
})
