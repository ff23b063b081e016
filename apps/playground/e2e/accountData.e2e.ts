import type { Page } from 'playwright-core'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { connectTestWallet, dialog, openAccountView } from './playgroundPage.js'

// What the Account view and its alerts show about the connected account (issue 31, "Shown but not true").

const current = e2eSessionForFile({ start: { polkadot: false } })

/** The names in the Account view's token list, once it lists `expected` (the native coin first). */
async function tokenNames(page: Page, expected: readonly string[]): Promise<string[]> {
  const names = dialog(page).getByRole('list', { name: 'Tokens' }).locator('.wp-token-name')
  await names.nth(expected.length - 1).waitFor()
  await dialog(page)
    .getByRole('list', { name: 'Tokens' })
    .locator('.wp-token-quantity', { hasText: 'TST' })
    .waitFor()
  return names.allTextContents()
}

describe('the Account view and its alerts, in chromium', () => {
  e2eTest(
    "a switch to a network the app does not list is refused and the modal shows 'Network Not Found'",
    current,
    async () => {
      const page = await current().openFreshPage()
      await connectTestWallet(page)
      await page.getByRole('button', { name: 'Switch to a network not listed' }).click()
      await page
        .getByTestId('switch-result')
        .getByRole('alert')
        .filter({ hasText: 'Network not found' })
        .waitFor()
      await openAccountView(page)
      await dialog(page).getByRole('alert').filter({ hasText: 'Network Not Found' }).waitFor()
      expect(await page.getByTestId('account-network').textContent()).toBe('EVM Local (eip155:31337)')
      expect(await page.evaluate(() => window.__walletportTestWallet!.chainId)).toBe(31337)
    },
  )

  describe('tokens the wallet reports (EIP-7811 wallet_getAssets)', () => {
    const alpha = () => current().devnet.evm.uniswap.tokens[0]

    /** A fresh page whose test wallet answers wallet_getAssets as `assets` says, connected, on the Tokens tab. */
    async function connectedWith(assets: unknown): Promise<Page> {
      const page = await current().openFreshPage()
      await page.evaluate(
        (answer) => window.__walletportTestWallet!.setAssets(answer as never),
        assets as never,
      )
      await connectTestWallet(page)
      await openAccountView(page)
      return page
    }

    e2eTest('a wallet that answers: its tokens are listed after the app’s', current, async () => {
      const page = await connectedWith({ tokens: [current().devnet.evm.testToken, alpha().address] })
      expect(await tokenNames(page, ['Ether', 'Test Token', alpha().name])).toEqual([
        'Ether',
        'Test Token',
        alpha().name,
      ])
      await dialog(page).getByText(`1000 ${alpha().symbol}`).waitFor()
    })

    e2eTest('a wallet that does not answer it: the app’s tokens only', current, async () => {
      const page = await connectedWith(undefined)
      expect(await tokenNames(page, ['Ether', 'Test Token'])).toEqual(['Ether', 'Test Token'])
    })

    e2eTest(
      'a wallet that answers garbage: the app’s tokens, no crash, no error shown',
      current,
      async () => {
        const page = await connectedWith({
          answer: {
            '0x7a69': [{ type: 'erc20', address: alpha().address, balance: 'lots', metadata: null }],
          },
        })
        expect(await tokenNames(page, ['Ether', 'Test Token'])).toEqual(['Ether', 'Test Token'])
        expect(await dialog(page).getByRole('alert').count()).toBe(0)
        expect(current().consoleLines.some((line) => /wallet_getAssets/.test(line))).toBe(true)
      },
    )
  })
})
