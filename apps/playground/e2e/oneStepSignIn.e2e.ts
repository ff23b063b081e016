import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { chooseSiwx, connectButton, dialog, testWalletEntry, waitForStatus } from './playgroundPage.js'

const current = e2eSessionForFile({ startTimeoutMs: 180_000, start: { polkadot: false } })

const solanaWalletName = 'WalletPort Solana Test Wallet'

/** The modal's row for `name`: its monogram (when no mark), its exact name, its chains, 'Installed'. */
function walletEntry(name: string) {
  return new RegExp(`^(\\w{1,2})?${name}(Works with [^]*)?Installed$`)
}

// SIWX chosen in the options panel; the playground's wallets count every prompt they show (`requests`).
describe('one prompt to connect and sign in, through the modal in chromium', () => {
  e2eTest(
    'Solana: the test wallet connects and signs in with solana:signIn alone, one prompt, the modal closes',
    current,
    async () => {
      const page = await current().openFreshPage()
      await waitForStatus(page, 'disconnected')
      await chooseSiwx(page, 'optional')
      await connectButton(page).click()
      await dialog(page)
        .getByRole('button')
        .filter({ hasText: walletEntry(solanaWalletName) })
        .click()
      await waitForStatus(page, 'connected')
      const address = await page.evaluate(() => window.__walletportSolanaWallet!.address)
      await page
        .getByTestId('siwx-session')
        .filter({ hasText: `Signed in as ${address}` })
        .waitFor()
      await dialog(page).waitFor({ state: 'detached' })
      expect(await page.getByTestId('siwx-session').textContent()).toContain('solana:')
      expect(await page.evaluate(() => [...window.__walletportSolanaWallet!.requests])).toEqual([
        'solana:signIn',
      ])
    },
    120_000,
  )

  e2eTest(
    'EVM: a wallet with ERC-7846 wallet_connect connects and signs in with one prompt, the modal closes',
    current,
    async () => {
      const page = await current().openFreshPage()
      await waitForStatus(page, 'disconnected')
      await chooseSiwx(page, 'optional')
      await page.evaluate(() => window.__walletportTestWallet!.setErc7846(true))
      await connectButton(page).click()
      await testWalletEntry(page).click()
      await waitForStatus(page, 'connected')
      const address = current().devnet.evm.accounts[0]!.address
      await page
        .getByTestId('siwx-session')
        .filter({ hasText: `Signed in as ${address}` })
        .waitFor()
      await dialog(page).waitFor({ state: 'detached' })
      expect(await page.getByTestId('siwx-session').textContent()).toContain('eip155:31337')
      expect(await page.evaluate(() => [...window.__walletportTestWallet!.requests])).toEqual([
        'wallet_connect',
      ])
    },
    120_000,
  )

  e2eTest(
    'EVM: the same wallet without wallet_connect connects, then signs: two prompts',
    current,
    async () => {
      const page = await current().openFreshPage()
      await waitForStatus(page, 'disconnected')
      await chooseSiwx(page, 'optional')
      await connectButton(page).click()
      await testWalletEntry(page).click()
      await waitForStatus(page, 'connected')
      const address = current().devnet.evm.accounts[0]!.address
      await page
        .getByTestId('siwx-session')
        .filter({ hasText: `Signed in as ${address}` })
        .waitFor()
      await dialog(page).waitFor({ state: 'detached' })
      expect(await page.evaluate(() => [...window.__walletportTestWallet!.requests])).toEqual([
        'eth_requestAccounts',
        'personal_sign',
      ])
    },
    120_000,
  )
})
