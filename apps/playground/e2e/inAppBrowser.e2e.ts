import type { PhonePlatform } from '@walletport/ui-react'
import type { Page } from 'playwright-core'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { type LaunchedChromium, launchChromium } from './launchChromium.js'
import { PHONES } from './phones.js'
import { connectButton, dialog, testWalletName, waitForStatus } from './playgroundPage.js'

const current = e2eSessionForFile({ start: { polkadot: false }, startTimeoutMs: 240_000 })

interface PhonePage {
  browser: LaunchedChromium
  page: Page
  /** Every navigation the page asked for (CDP Page.frameRequestedNavigation): a hand-off to an app would be one. */
  navigations: string[]
}

/**
 * The playground on a phone, every test wallet it injects in place (the Keplr-style one lands last), the modal open.
 * `inAppBrowser` gives the playground's test wallet of that chain the wallet app's own-browser marker.
 */
async function openModalOnPhone(
  platform: PhonePlatform,
  url: string,
  inAppBrowser?: 'metamask' | 'keplr',
): Promise<PhonePage> {
  const browser = await launchChromium(PHONES[platform])
  try {
    const page = await browser.context.newPage()
    const navigations: string[] = []
    const cdp = await browser.context.newCDPSession(page)
    await cdp.send('Page.enable')
    cdp.on('Page.frameRequestedNavigation', (event: { url: string }) => navigations.push(event.url))
    await page.goto(inAppBrowser ? `${url}&inAppBrowser=${inAppBrowser}` : url)
    await waitForStatus(page, 'disconnected')
    await page.waitForFunction(
      () => window.__walletportCosmosWallet !== undefined && window.__walletportTestWallet !== undefined,
      undefined,
      { timeout: 30_000 },
    )
    await connectButton(page).tap()
    await dialog(page).getByRole('list', { name: 'Wallets' }).waitFor({ timeout: 20_000 })
    return { browser, page, navigations }
  } catch (error) {
    await browser.close()
    throw error
  }
}

const walletRows = (page: Page) =>
  dialog(page).getByRole('list', { name: 'Wallets' }).locator('.wp-list-item .wp-list-item-name')

/** The modal at rest in the wallet's own browser: that wallet alone; tapping it connects with no hand-off. */
async function checkInAppBrowser(phone: PhonePage, walletName: string): Promise<void> {
  const { page } = phone
  await walletRows(page).getByText(walletName, { exact: true }).waitFor({ timeout: 20_000 })
  expect(await walletRows(page).allTextContents()).toEqual([walletName])
  expect(await dialog(page).getByRole('button', { name: 'All Wallets' }).count()).toBe(0)
  expect(await dialog(page).getByText('New to wallets?').count()).toBe(0)
  await walletRows(page).getByText(walletName, { exact: true }).tap()
  await waitForStatus(page, 'connected')
  expect(phone.navigations).toEqual([])
}

describe("a wallet app's own browser on a phone (issue 35)", () => {
  e2eTest(
    "iPhone in MetaMask's browser (its provider announced as io.metamask.mobile): MetaMask alone, connected directly",
    current,
    async (session) => {
      const phone = await openModalOnPhone('ios', session.url, 'metamask')
      try {
        await checkInAppBrowser(phone, 'MetaMask')
        const address = await phone.page.getByTestId('account-address').textContent()
        const walletAddress = await phone.page.evaluate(() => window.__walletportTestWallet!.addresses[0])
        expect(address?.toLowerCase()).toBe(walletAddress?.toLowerCase())
      } finally {
        await phone.browser.close()
      }
    },
    120_000,
  )

  e2eTest(
    "Android phone in Keplr's browser (window.keplr.mode 'mobile-web'): Keplr alone, connected directly",
    current,
    async (session) => {
      const phone = await openModalOnPhone('android', session.url, 'keplr')
      try {
        await checkInAppBrowser(phone, 'Keplr')
      } finally {
        await phone.browser.close()
      }
    },
    120_000,
  )

  e2eTest(
    'a phone browser whose wallets carry no in-app marker: the normal list (test wallets, WalletConnect, All Wallets)',
    current,
    async (session) => {
      const phone = await openModalOnPhone('ios', session.url)
      try {
        const { page } = phone
        await dialog(page).getByRole('button', { name: 'All Wallets' }).waitFor({ timeout: 20_000 })
        const rows = await walletRows(page).allTextContents()
        expect(rows).toEqual(expect.arrayContaining(['WalletConnect', testWalletName, 'Keplr']))
        await dialog(page).getByText('New to wallets?').waitFor()
      } finally {
        await phone.browser.close()
      }
    },
    120_000,
  )
})
