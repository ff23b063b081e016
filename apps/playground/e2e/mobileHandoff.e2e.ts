import {
  getMobileHandoffLink,
  getMobileStoreLink,
  type MobileHandoff,
  mobileHandoffs,
  type PhonePlatform,
} from '@walletport/ui-react'
import type { CDPSession, Page } from 'playwright-core'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { type LaunchedChromium, launchChromium } from './launchChromium.js'
import { PHONES } from './phones.js'
import { connectButton, dialog, waitForStatus } from './playgroundPage.js'
import { approveInWalletPage } from './walletConnectPage.js'

const current = e2eSessionForFile({ start: { polkadot: false } })

const DIRECTORY_NAMES: Record<string, string> = {
  metamask: 'MetaMask',
  trust: 'Trust Wallet',
  coinbase: 'Coinbase Wallet',
  rainbow: 'Rainbow',
  okx: 'OKX Wallet',
  phantom: 'Phantom',
  solflare: 'Solflare',
  backpack: 'Backpack',
  xverse: 'Xverse Wallet',
  leather: 'Leather',
  unisat: 'UniSat Wallet',
  keplr: 'Keplr',
  leap: 'Leap Wallet',
  talisman: 'Talisman',
  subwallet: 'SubWallet',
  nova: 'Nova Wallet',
}

/** Wallets of the hand-off table the playground installs in the page itself (`window.keplr`, its cosmos test wallet). */
const INJECTED_BY_PLAYGROUND = new Set(['keplr'])

interface Phone {
  browser: LaunchedChromium
  page: Page
  /** Every navigation the page asked for (CDP Page.frameRequestedNavigation), custom schemes included. */
  navigations: string[]
  /** Requests to hosts off loopback that were no navigation (each a failure). */
  offLoopback: string[]
  cdp: CDPSession
}

/**
 * A phone: chromium with the phone's user agent, touch and viewport, the playground open. A wallet's https link is
 * answered 204 (the navigation ends there and the page stays, as when the OS hands the link to the app); a custom
 * scheme goes nowhere in chromium, and the page stays too.
 */
async function openPhone(platform: PhonePlatform, url: string): Promise<Phone> {
  const browser = await launchChromium(PHONES[platform])
  try {
    return await openPhonePage(browser, url)
  } catch (error) {
    await browser.close()
    throw error
  }
}

/**
 * A fresh page of the phone's browser. After a custom scheme chromium keeps the page's input waiting on the
 * external-protocol hand-off, so each wallet's tap gets a page of its own.
 */
async function openPhonePage(browser: LaunchedChromium, url: string): Promise<Phone> {
  const page = await browser.context.newPage()
  const navigations: string[] = []
  const offLoopback: string[] = []
  await page.route(
    (target) => target.protocol === 'https:' && target.hostname !== '127.0.0.1',
    (route) => {
      if (route.request().isNavigationRequest()) return route.fulfill({ status: 204 })
      offLoopback.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  const cdp = await browser.context.newCDPSession(page)
  await cdp.send('Page.enable')
  cdp.on('Page.frameRequestedNavigation', (event: { url: string }) => navigations.push(event.url))
  // A wallet the playground injects (Keplr) connects directly and is remembered: each tap starts disconnected.
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'local_storage,indexeddb,cookies',
  })
  await page.goto(url)
  await waitForStatus(page, 'disconnected')
  // The Keplr-style test wallet is injected after the first render: a tap before it lands would hand Keplr off.
  await page.waitForFunction(() => window.__walletportCosmosWallet !== undefined, undefined, {
    timeout: 30_000,
  })
  return { browser, page, navigations, offLoopback, cdp }
}

async function openAllWallets(page: Page): Promise<void> {
  if (await dialog(page).getByRole('searchbox').isVisible()) return
  if (!(await dialog(page).isVisible())) await connectButton(page).tap({ noWaitAfter: true })
  await dialog(page).getByRole('button', { name: 'All Wallets' }).tap({ noWaitAfter: true })
}

/** All Wallets → search → tap the wallet. */
async function tapWallet(page: Page, name: string): Promise<void> {
  await openAllWallets(page)
  await dialog(page).getByRole('searchbox').fill(name)
  await dialog(page)
    .getByRole('list', { name: 'Wallets' })
    .locator('.wp-list-item-name')
    .getByText(name, { exact: true })
    .tap({ noWaitAfter: true })
}

async function waitForNavigation(
  phone: Phone,
  after: number,
  timeoutMs = 30_000,
): Promise<string | undefined> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (phone.navigations.length > after) {
      // The app took the link; the navigation chromium keeps pending for an unknown scheme would hold later taps.
      await phone.cdp.send('Page.stopLoading')
      return phone.navigations[after]
    }
    await phone.page.waitForTimeout(50)
  }
  return undefined
}

const pairingUri = (href: string) => {
  const match = /(?:[?&]uri=|wcV2\?)([^&#]+)/.exec(href)
  return match ? decodeURIComponent(match[1]!) : undefined
}

/** What the tap on `entry` must produce on `platform`, and whether the navigation was it. */
async function checkTap(phone: Phone, entry: MobileHandoff, platform: PhonePlatform): Promise<void> {
  const name = DIRECTORY_NAMES[entry.id]!
  const before = phone.navigations.length
  await tapWallet(phone.page, name)
  // No dead tap: the pairing view (its spinner or QR code) or the app link shows at once.
  await dialog(phone.page).locator('.wp-connecting').waitFor({ timeout: 20_000 })
  const pageUrl = phone.page.url()
  const browse = getMobileHandoffLink(entry.id, { platform, pageUrl })
  if (entry.walletConnect === undefined && browse === undefined) {
    await dialog(phone.page).getByRole('img', { name: 'QR code to connect a wallet' }).waitFor()
    expect([entry.id, phone.navigations.slice(before)]).toEqual([entry.id, []])
    expect(
      await dialog(phone.page)
        .getByRole('link', { name: new RegExp(`^Open ${name}`) })
        .count(),
    ).toBe(0)
    return
  }
  const openLink = dialog(phone.page).getByRole('link', { name: `Open ${name}`, exact: true })
  // The playground injects a wallet that answers to one of these names (a Keplr-style cosmos wallet): an installed
  // wallet is connected directly, with no hand-off and no navigation.
  if (INJECTED_BY_PLAYGROUND.has(entry.id)) {
    await waitForStatus(phone.page, 'connected')
    expect([entry.id, phone.navigations.slice(before)]).toEqual([entry.id, []])
    return
  }
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline && phone.navigations.length === before && (await openLink.count()) === 0) {
    await phone.page.waitForTimeout(50)
  }
  let href = await waitForNavigation(phone, before, 15_000)
  if (href === undefined) {
    // The tap's activation was spent before the pairing link came: the user taps the visible link.
    await openLink.tap({ noWaitAfter: true })
    href = await waitForNavigation(phone, before)
  }
  expect(href).toBeDefined()
  const uri = entry.walletConnect ? pairingUri(href ?? '') : undefined
  if (entry.walletConnect)
    expect([entry.id, uri]).toEqual([entry.id, expect.stringMatching(/^wc:[0-9a-f]{64}@2\?/)])
  const expected = getMobileHandoffLink(entry.id, { platform, pageUrl, uri })
  expect([entry.id, href]).toEqual([entry.id, expected?.href])
  // Core's Solana rule may have sent the tap straight to the same link (no view in between): no link to read then.
  for (const shown of await openLink.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect([entry.id, shown]).toEqual([entry.id, expected?.href])
  }
  // The wc: URI (which has no '%' of its own) is encoded exactly once: no '%25', decoding once gives it back.
  if (uri !== undefined) {
    expect(href).toContain(encodeURIComponent(uri))
    expect(href).not.toContain('%25')
  }
}

describe('mobile hand-off to wallet apps (issue 35)', () => {
  for (const platform of ['ios', 'android'] as const) {
    e2eTest(
      `${platform}: a tap on each wallet of the hand-off table follows the table's link (scheme, encoding), or shows the QR code`,
      current,
      async (session) => {
        const first = await openPhone(platform, session.url)
        try {
          for (const entry of mobileHandoffs) {
            const phone =
              entry === mobileHandoffs[0] ? first : await openPhonePage(first.browser, session.url)
            await checkTap(phone, entry, platform)
            expect([entry.id, phone.offLoopback]).toEqual([entry.id, []])
            await phone.page.close()
          }
        } finally {
          await first.browser.close()
        }
      },
      480_000,
    )
  }

  e2eTest(
    'the app does not open (the page stays in front): the modal offers the store page and Copy link',
    current,
    async (session) => {
      const phone = await openPhone('ios', session.url)
      try {
        await tapWallet(phone.page, 'Rainbow')
        const openLink = dialog(phone.page).getByRole('link', { name: 'Open Rainbow', exact: true })
        if ((await waitForNavigation(phone, 0, 15_000)) === undefined)
          await openLink.tap({ noWaitAfter: true })
        await dialog(phone.page)
          .getByText('Rainbow did not open. Get the app, or copy the link into it.')
          .waitFor()
        expect(await dialog(phone.page).getByRole('link', { name: 'Get Rainbow' }).getAttribute('href')).toBe(
          getMobileStoreLink('rainbow', 'ios'),
        )
        await dialog(phone.page).getByRole('button', { name: 'Copy link' }).waitFor()
      } finally {
        await phone.browser.close()
      }
    },
    120_000,
  )

  e2eTest(
    'back to the tab after approving in the wallet (a real WalletConnect wallet over the local relay): connected',
    current,
    async (session) => {
      const phone = await openPhone('android', session.url)
      let wallet: Page | undefined
      try {
        await tapWallet(phone.page, 'MetaMask')
        const openLink = dialog(phone.page).getByRole('link', { name: 'Open MetaMask', exact: true })
        let href = await waitForNavigation(phone, 0, 15_000)
        if (href === undefined) {
          await openLink.tap({ noWaitAfter: true })
          href = await waitForNavigation(phone, 0)
        }
        const uri = pairingUri(href ?? '')
        expect(uri).toMatch(/^wc:/)
        // The app has the foreground: the phone freezes the page (no timers, no socket events) meanwhile.
        await phone.cdp.send('Page.setWebLifecycleState', { state: 'frozen' })
        wallet = await approveInWalletPage(session, uri ?? '')
        await phone.cdp.send('Page.setWebLifecycleState', { state: 'active' })
        await phone.page.bringToFront()
        await waitForStatus(phone.page, 'connected')
        expect(phone.offLoopback).toEqual([])
      } finally {
        await wallet?.close()
        await phone.browser.close()
      }
    },
    180_000,
  )
})
