import { shortenAddress } from '@walletport/ui-react'
import type { Page } from 'playwright-core'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { connectTestWallet, dialog, waitForStatus } from './playgroundPage.js'

// Issue 15's two-tab fault test: two tabs of the playground in one browser profile (one localStorage).

const current = e2eSessionForFile()
const opened: Page[] = []

afterEach(async () => {
  for (const page of opened.splice(0)) await page.close().catch(() => undefined)
})

async function secondTab(): Promise<Page> {
  const page = await current().context.newPage()
  opened.push(page)
  page.on('console', (message) => current().consoleLines.push(`[tab 2 ${message.type()}] ${message.text()}`))
  await page.goto(current().url)
  return page
}

/** Connected with no prompt: no modal, and the wallet was asked for nothing that waits on the user. */
async function restoredWithoutPrompt(page: Page): Promise<void> {
  await waitForStatus(page, 'connected')
  expect(await dialog(page).count()).toBe(0)
  expect(await page.evaluate(() => window.__walletportTestWallet!.pendingCount)).toBe(0)
}

describe('two tabs of the playground, in chromium', () => {
  e2eTest(
    'a disconnect in one tab is seen in the other; a reload of both restores without prompts',
    current,
    async () => {
      const first = await current().openFreshPage()
      await connectTestWallet(first)
      const second = await secondTab()
      await restoredWithoutPrompt(second)

      const address = current().devnet.evm.accounts[0]!.address
      await first.getByRole('button', { name: new RegExp(shortenAddress(address)) }).click()
      await dialog(first).getByRole('button', { name: 'Disconnect', exact: true }).click()
      await waitForStatus(first, 'disconnected')
      await waitForStatus(second, 'disconnected')
      expect(await second.getByTestId('account-address').textContent()).toBe('—')

      await connectTestWallet(first)
      await Promise.all([first.reload(), second.reload()])
      await restoredWithoutPrompt(first)
      await restoredWithoutPrompt(second)
      expect(await second.getByTestId('account-address').textContent()).toBe(address)
    },
    120_000,
  )

  e2eTest(
    "another tab's start-up pruning of a connection it could not restore leaves this tab connected",
    current,
    async () => {
      const first = await current().openFreshPage()
      await connectTestWallet(first)
      const second = await current().context.newPage()
      opened.push(second)
      // The second tab's copy of the wallet has forgotten the site, so its silent restore fails and it prunes
      // eip155 from the stored connector ids at start-up.
      await second.addInitScript(() =>
        localStorage.setItem(
          'walletport-playground:evm-test-wallet',
          JSON.stringify({ authorized: false, chainId: 31337 }),
        ),
      )
      await second.goto(current().url)
      await waitForStatus(second, 'disconnected')
      await second.waitForFunction(
        () => !(localStorage.getItem('@walletport/connected-connector-ids') ?? '').includes('eip155'),
      )
      await first.waitForTimeout(1_000)
      expect(await first.getByTestId('connection-status').textContent()).toBe('connected')
      expect(await first.evaluate(() => window.__walletportTestWallet!.isAuthorized)).toBe(true)
    },
    120_000,
  )
})
