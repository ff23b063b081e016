import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import {
  chooseSiwx,
  connectButton,
  connectTestWallet,
  dialog,
  testWalletName,
  waitForStatus,
  walletChainId,
} from './playgroundPage.js'

const current = e2eSessionForFile({ startTimeoutMs: 180_000 })

describe('playground error paths and keyboard, in chromium', () => {
  e2eTest("shows 'Signature declined' when the wallet refuses to sign in", current, async () => {
    const page = await current().openFreshPage()
    await chooseSiwx(page, 'optional')
    await page.evaluate(() => window.__walletportTestWallet!.setBehavior('reject', 'personal_sign'))
    await connectTestWallet(page)
    await dialog(page).locator('.wp-alert').filter({ hasText: 'Signature declined' }).waitFor()
    expect(await page.getByTestId('siwx-session').count()).toBe(0)
  })

  e2eTest('shows the refusal when the wallet rejects a message signature', current, async () => {
    const page = await current().openFreshPage()
    await connectTestWallet(page)
    await page.evaluate(() => window.__walletportTestWallet!.setBehavior('reject', 'personal_sign'))
    await page.getByRole('button', { name: 'Sign message' }).click()
    const refusal = page.getByTestId('sign-result').getByRole('alert')
    await refusal.waitFor()
    expect(await refusal.textContent()).toMatch(/reject/i)
    expect(await page.getByTestId('signature').count()).toBe(0)
  })

  e2eTest(
    'opens UnsupportedChain when the wallet moves to a chain the app did not request',
    current,
    async () => {
      const page = await current().openFreshPage()
      await connectTestWallet(page)
      const rpcUrl = current().devnet.evm.nodes[0]!.rpcUrl
      // The user adds and picks another chain in the wallet itself.
      await page.evaluate(
        (url) =>
          window.__walletportTestWallet!.request({
            method: 'wallet_addEthereumChain',
            params: [{ chainId: '0x1e240', chainName: 'Elsewhere', rpcUrls: [url] }],
          }),
        rpcUrl,
      )
      await dialog(page).getByText('doesn’t support your current network').waitFor()
      expect(await page.getByTestId('account-network').textContent()).toContain('unsupported')

      await dialog(page).getByRole('button', { name: 'EVM Local', exact: true }).click()
      await page
        .getByTestId('account-network')
        .filter({ hasText: /^EVM Local \(eip155:31337\)$/ })
        .waitFor()
      expect(await walletChainId(page)).toBe(31337)
    },
  )

  e2eTest('connects with the keyboard alone (Tab and Enter)', current, async () => {
    const page = await current().openFreshPage()
    await waitForStatus(page, 'disconnected')
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '')

    async function tabTo(text: string, limit: number) {
      for (let presses = 0; presses < limit; presses++) {
        await page.keyboard.press('Tab')
        if ((await focusedText()).includes(text)) return
      }
      throw new Error(`"${text}" not reached in ${limit} Tab presses (focus on "${await focusedText()}")`)
    }

    await tabTo('Connect Wallet', 60)
    await page.keyboard.press('Enter')
    await dialog(page).waitFor()
    await tabTo(testWalletName, 10)
    await page.keyboard.press('Enter')
    await waitForStatus(page, 'connected')
    expect(await connectButton(page).count()).toBe(0)
  })
})
