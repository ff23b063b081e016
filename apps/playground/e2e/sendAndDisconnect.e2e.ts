import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { connectTestWallet, dialog, openAccountView, waitForStatus } from './playgroundPage.js'

const current = e2eSessionForFile({ start: { polkadot: false } })

/** Digits from the first non-zero one on: '0.00004216' has 4. */
const significantDigits = (amount: string) => amount.replace(/[^0-9]/g, '').replace(/^0+/, '').length

describe('Send and Disconnect in the real modal, on the devnet (issue 31)', () => {
  e2eTest(
    'Send: Next disabled looks and reads disabled, the fee in significant digits, a success state with Done',
    current,
    async () => {
      const page = await current().openFreshPage()
      await connectTestWallet(page)
      await openAccountView(page)
      const modal = dialog(page)
      await modal.getByRole('button', { name: 'Send', exact: true }).click()
      await modal.getByRole('button', { name: /^Ether/ }).click()

      const next = modal.getByRole('button', { name: 'Next' })
      await next.waitFor()
      const disabledLook = await next.evaluate((button) => {
        const style = getComputedStyle(button)
        return { opacity: Number(style.opacity), cursor: style.cursor }
      })
      expect(await next.getAttribute('aria-disabled')).toBe('true')
      expect(await next.isDisabled()).toBe(true)
      expect(disabledLook.opacity).toBeLessThan(0.6)
      expect(disabledLook.cursor).toBe('not-allowed')

      await modal.getByLabel('Recipient').fill(current().devnet.evm.accounts[7]!.address)
      await modal.locator('button[aria-disabled="false"]', { hasText: 'Next' }).waitFor()
      expect(await next.evaluate((button) => Number(getComputedStyle(button).opacity))).toBe(1)
      await next.click()
      await modal.getByLabel(/^Amount/).fill('0.01')
      await modal.getByRole('button', { name: 'Review' }).click()
      await modal.getByText('Network fee').waitFor()
      const fee = (await modal.locator('.wp-send-summary dd').last().textContent()) ?? ''
      expect(fee).toMatch(/^0\.0*[1-9]\d* ETH$/)
      expect(significantDigits(fee)).toBeLessThanOrEqual(4)

      await modal.getByRole('button', { name: 'Send', exact: true }).click()
      const success = modal.locator('.wp-send-success')
      await success.waitFor({ timeout: 45_000 })
      expect(await success.textContent()).toBe('Confirmed')
      expect(await success.getAttribute('role')).toBe('status')
      expect(await modal.locator('.wp-send-success-mark').isVisible()).toBe(true)
      const fontSize = await success.evaluate((element) =>
        Number.parseFloat(getComputedStyle(element).fontSize),
      )
      const bodySize = await modal.evaluate((element) =>
        Number.parseFloat(getComputedStyle(element).fontSize),
      )
      expect(fontSize).toBeGreaterThan(bodySize)
      await modal.getByRole('button', { name: 'Done' }).click()
      await dialog(page).waitFor({ state: 'detached' })
      await waitForStatus(page, 'connected')
    },
    120_000,
  )

  e2eTest(
    "Disconnect while a view of the account is open: the modal closes and opens on Connect, not the old account's view",
    current,
    async () => {
      const page = await current().openFreshPage()
      await connectTestWallet(page)
      const address = await openAccountView(page)
      const modal = dialog(page)
      await modal.getByRole('button', { name: 'Receive', exact: true }).click()
      await modal.getByText(address).waitFor()
      // The user disconnects the site in the wallet's own window.
      await page.evaluate(() => window.__walletportTestWallet!.revoke())
      await waitForStatus(page, 'disconnected')
      await dialog(page).waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await modal.getByRole('list', { name: 'Wallets' }).waitFor()
      expect(await modal.locator('h2').textContent()).toBe('Connect Wallet')
      expect(await modal.getByText(address).count()).toBe(0)
    },
  )
})
