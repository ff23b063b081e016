import { shortenAddress } from '@walletport/ui-react'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { connectButton, dialog, waitForStatus } from './playgroundPage.js'

const current = e2eSessionForFile({ startTimeoutMs: 240_000 })

describe('choosing among the Polkadot extension accounts, in chromium', () => {
  e2eTest(
    'the Account view lists the test extension accounts, the first active; choosing the second makes it the address',
    current,
    async () => {
      const page = await current().openFreshPage()
      await waitForStatus(page, 'disconnected')
      await connectButton(page).click()
      await dialog(page)
        .getByRole('button')
        .filter({ hasText: /WalletPort Test Extension/ })
        .click()
      await waitForStatus(page, 'connected')
      // //Alice in the chain's SS58 prefix (2).
      const alice = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
      await page.getByTestId('account-address').filter({ hasText: alice }).waitFor({ timeout: 30_000 })
      await page.getByRole('button', { name: new RegExp(shortenAddress(alice)) }).click()
      const list = dialog(page).getByRole('list', { name: 'Accounts' })
      const items = list.getByRole('button')
      await items.nth(2).waitFor({ timeout: 30_000 })
      expect(await items.count()).toBe(3)
      expect(await items.nth(0).getAttribute('aria-current')).toBe('true')
      expect(await items.nth(0).textContent()).toBe(`${shortenAddress(alice)}Active`)
      const second = (await items.nth(1).textContent()) ?? ''
      expect(await items.nth(1).getAttribute('aria-current')).toBeNull()

      await items.nth(1).click()

      await dialog(page).getByRole('heading', { name: second }).waitFor({ timeout: 30_000 })
      await list
        .locator('[aria-current="true"]')
        .filter({ hasText: `${second}Active` })
        .waitFor()
      const address = page.getByTestId('account-address')
      await address.filter({ hasNotText: alice }).waitFor({ timeout: 30_000 })
      expect(shortenAddress((await address.textContent()) ?? '')).toBe(second)
      await dialog(page)
        .locator('.wp-account-balance')
        .filter({ hasText: /ROC$/ })
        .waitFor({ timeout: 30_000 })
    },
    180_000,
  )
})
