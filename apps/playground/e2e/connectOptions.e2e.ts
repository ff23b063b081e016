import type { Page } from 'playwright-core'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import {
  connectButton,
  connectTestWallet,
  dialog,
  openAccountView,
  openWithOptions,
  testWalletEntry,
  testWalletName,
  waitForStatus,
} from './playgroundPage.js'

const current = e2eSessionForFile()

const OPTIONS_KEY = 'walletport-playground:options'

/** The Connect view's wallet rows (All Wallets and More wallets included), as their text reads. */
async function walletRows(page: Page): Promise<string[]> {
  const list = dialog(page).getByRole('list', { name: 'Wallets' })
  await list.getByRole('button').first().waitFor()
  return list.getByRole('button').allTextContents()
}

async function openConnect(page: Page): Promise<void> {
  await connectButton(page).click()
  await dialog(page).getByRole('list', { name: 'Wallets' }).waitFor()
}

/** The Account view's feature buttons (Buy, Swap, Send, Receive), in the order shown. */
async function featureButtons(page: Page): Promise<string[]> {
  const texts = await dialog(page).locator('.wp-account-actions .wp-button').allTextContents()
  return texts.filter((text) => ['Buy crypto', 'Swap', 'Send', 'Receive'].includes(text))
}

describe('options the modal used to drop, set in the playground and seen in the real modal (issue 31)', () => {
  e2eTest(
    "connector order: the spec's default (WalletConnect first); connectorTypeOrder moves the groups",
    current,
    async () => {
      const page = await openWithOptions(current(), {})
      await openConnect(page)
      const rows = await walletRows(page)
      expect(rows[0]).toMatch(/^WalletConnect/)
      expect(rows.findIndex((row) => row.includes(testWalletName))).toBeGreaterThan(0)

      const injectedFirst = await openWithOptions(current(), {
        connectorTypeOrder: [
          'injected',
          'walletConnect',
          'recent',
          'featured',
          'custom',
          'external',
          'recommended',
        ],
      })
      await openConnect(injectedFirst)
      const reordered = await walletRows(injectedFirst)
      const walletConnect = reordered.findIndex((row) => /^WalletConnect/.test(row))
      const testWallet = reordered.findIndex((row) => row.includes(testWalletName))
      expect(testWallet).toBeGreaterThanOrEqual(0)
      expect(walletConnect).toBeGreaterThan(testWallet)
      expect(reordered.slice(0, walletConnect).every((row) => row.endsWith('Installed'))).toBe(true)
    },
  )

  e2eTest(
    'collapseWallets, switched on in the options panel: the first three rows and a button for the rest',
    current,
    async () => {
      const page = await openWithOptions(current(), {})
      await openConnect(page)
      // The directory's Popular wallets come in after the connectors.
      await dialog(page).locator('.wp-group-label').waitFor()
      const all = (await walletRows(page)).filter((row) => row !== 'All Wallets')
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })

      await page
        .getByRole('form', { name: 'Options' })
        .getByRole('checkbox', { name: 'collapseWallets' })
        .check()
      await waitForStatus(page, 'disconnected')
      const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), OPTIONS_KEY)
      expect(saved.features.collapseWallets).toBe(true)
      await page.reload()
      await waitForStatus(page, 'disconnected')
      await openConnect(page)
      await dialog(page)
        .getByRole('button', { name: `More wallets ${all.length - 3}` })
        .waitFor()
      const collapsed = (await walletRows(page)).filter((row) => row !== 'All Wallets')
      expect(collapsed.slice(0, 3)).toEqual(all.slice(0, 3))
      expect(collapsed.slice(3)).toEqual([`More wallets${all.length - 3}`])

      await dialog(page)
        .getByRole('button', { name: /^More wallets/ })
        .click()
      expect((await walletRows(page)).filter((row) => row !== 'All Wallets')).toEqual(all)
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '')
      expect(focused).toBe(all[3])
    },
  )

  e2eTest(
    "walletFeaturesOrder: the Account view's feature buttons follow it (default: Receive before Send)",
    current,
    async () => {
      const page = await openWithOptions(current(), {})
      await connectTestWallet(page)
      await openAccountView(page)
      expect(await featureButtons(page)).toEqual(['Receive', 'Send'])

      const reordered = await openWithOptions(current(), {
        walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'],
        features: { swaps: true },
      })
      await connectTestWallet(reordered)
      await openAccountView(reordered)
      expect(await featureButtons(reordered)).toEqual(['Send', 'Receive', 'Swap'])
    },
  )

  e2eTest('history: false hides the Activity tab and fetches no history', current, async () => {
    const historyRequests: string[] = []
    const watch = (page: Page) =>
      page.on('request', (request) => {
        if (request.url().includes('action=txlist')) historyRequests.push(request.url())
      })

    // With history, opening Activity asks the indexer: the request this test looks for is the one made.
    const withHistory = await openWithOptions(current(), {})
    watch(withHistory)
    await connectTestWallet(withHistory)
    await openAccountView(withHistory)
    await dialog(withHistory).getByRole('tab', { name: 'Activity' }).click()
    await withHistory.waitForFunction(() => !document.querySelector('.wp-tab-panel .wp-spinner'))
    expect(historyRequests.length).toBeGreaterThan(0)

    historyRequests.length = 0
    const page = await openWithOptions(current(), { features: { history: false } })
    watch(page)
    await connectTestWallet(page)
    await openAccountView(page)
    const tabs = await dialog(page).getByRole('tab').allTextContents()
    expect(tabs).toEqual(['Tokens', 'NFTs'])
    await dialog(page).getByRole('tab', { name: 'NFTs' }).click()
    await dialog(page).getByRole('tab', { name: 'Tokens' }).click()
    await dialog(page).getByRole('list', { name: 'Tokens' }).waitFor()
    expect(historyRequests).toEqual([])
  })

  e2eTest(
    'legalCheckbox: no connect method works until the terms are accepted; remembered; tampered storage reads as not accepted',
    current,
    async () => {
      const page = await openWithOptions(current(), { features: { legalCheckbox: true } })
      await openConnect(page)
      const box = dialog(page).getByRole('checkbox', { name: /I agree to the Terms of Service/ })
      expect(await box.isChecked()).toBe(false)
      const origin = new URL(page.url()).origin
      expect(await dialog(page).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
        `${origin}/#terms`,
      )
      expect(await dialog(page).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
        `${origin}/#privacy`,
      )
      expect(await testWalletEntry(page).isDisabled()).toBe(true)
      expect(await dialog(page).getByRole('button', { name: 'All Wallets' }).isDisabled()).toBe(true)
      for (const method of ['Continue with email', 'Continue with a social account']) {
        const button = dialog(page).getByRole('button', { name: method })
        if ((await button.count()) > 0) expect(await button.isDisabled()).toBe(true)
      }

      await box.check()
      expect(await testWalletEntry(page).isEnabled()).toBe(true)

      // The next visit is not asked again.
      await page.reload()
      await waitForStatus(page, 'disconnected')
      await openConnect(page)
      expect(await dialog(page).getByRole('checkbox').isChecked()).toBe(true)
      await testWalletEntry(page).click()
      await waitForStatus(page, 'connected')

      // A page script writing garbage under the key: the modal still opens, unticked, and works once ticked.
      const tamperedPage = await openWithOptions(current(), { features: { legalCheckbox: true } })
      for (const tampered of ['{', '{"v":1,"value":{"termsConditionsUrl":42}}', '"accepted"']) {
        await tamperedPage.evaluate(
          (value) => localStorage.setItem('@walletport/legal-accepted', value),
          tampered,
        )
        await tamperedPage.reload()
        await waitForStatus(tamperedPage, 'disconnected')
        await openConnect(tamperedPage)
        expect(await dialog(tamperedPage).getByRole('checkbox').isChecked()).toBe(false)
        expect(await testWalletEntry(tamperedPage).isDisabled()).toBe(true)
      }
      await dialog(tamperedPage).getByRole('checkbox').check()
      await testWalletEntry(tamperedPage).click()
      await waitForStatus(tamperedPage, 'connected')
      expect(current().consoleLines.filter((line) => line.startsWith('[pageerror]'))).toEqual([])
    },
    90_000,
  )
})
