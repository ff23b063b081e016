import { evmTestWalletIcon } from '@walletport/devnet'
import { shortenAddress } from '@walletport/ui-react'
import { formatEther, JsonRpcProvider, verifyMessage } from 'ethers'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import {
  chooseSiwx,
  connectButton,
  connectTestWallet,
  dialog,
  testWalletEntry,
  waitForStatus,
  walletChainId,
} from './playgroundPage.js'

const current = e2eSessionForFile({ startTimeoutMs: 180_000 })

const account = () => current().devnet.evm.accounts[0]!
const provider = (chainId: number) =>
  new JsonRpcProvider(current().devnet.evm.rpcUrls[chainId], chainId, { staticNetwork: true })

/** The balance as the UI shows it: ether cut (not rounded) to 4 decimals, trailing zeros dropped. */
async function shownBalance(chainId: number, address: string): Promise<string> {
  const [whole, fraction = ''] = formatEther(await provider(chainId).getBalance(address)).split('.')
  const kept = fraction.slice(0, 4).replace(/0+$/, '')
  return `${kept === '' ? whole : `${whole}.${kept}`} ETH`
}

describe('playground on the devnet, in chromium', () => {
  e2eTest('lists the test wallet in the Connect view with the icon it announced', current, async () => {
    const page = await current().openFreshPage()
    await waitForStatus(page, 'disconnected')
    await connectButton(page).click()
    const image = testWalletEntry(page).locator('img')
    await image.waitFor()
    expect(await image.getAttribute('src')).toBe(evmTestWalletIcon)
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await testWalletEntry(page).textContent()).toContain('Installed')
  })

  e2eTest(
    'connects, and the Account view shows the account and its balance on the node',
    current,
    async () => {
      const page = await current().openFreshPage()
      await connectTestWallet(page)
      expect(await page.getByTestId('account-address').textContent()).toBe(account().address)
      expect(await dialog(page).count()).toBe(0)

      await page.getByRole('button', { name: new RegExp(shortenAddress(account().address)) }).click()
      const view = dialog(page)
      await view.getByRole('heading', { name: shortenAddress(account().address) }).waitFor()
      expect(await view.locator('.wp-account-balance').textContent()).toBe(
        await shownBalance(31337, account().address),
      )
    },
  )

  e2eTest('switches to the second chain from the Account view, and the wallet follows', current, async () => {
    const page = await current().openFreshPage()
    await connectTestWallet(page)
    expect(await walletChainId(page)).toBe(31337)
    await page.getByRole('button', { name: new RegExp(shortenAddress(account().address)) }).click()
    await dialog(page).getByRole('button', { name: 'Switch Network: EVM Local' }).click()
    await dialog(page).getByRole('button', { name: 'EVM Local 2' }).click()
    await page.getByTestId('account-network').filter({ hasText: 'eip155:31338' }).waitFor()
    expect(await walletChainId(page)).toBe(31338)
    await page.getByRole('button', { name: 'EVM Local 2', exact: true }).waitFor()
  })

  e2eTest('signs a message, and the signature shown verifies in Node', current, async () => {
    const page = await current().openFreshPage()
    await connectTestWallet(page)
    const message = `e2e ${Date.now()}`
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByTestId('verified').filter({ hasText: 'verified: true' }).waitFor()
    const signature = (await page.getByTestId('signature').textContent()) ?? ''
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(verifyMessage(message, signature)).toBe(account().address)
  })

  e2eTest(
    'signs in with SIWX; nothing replayable is kept in localStorage, so a reload signs in anew',
    current,
    async () => {
      const page = await current().openFreshPage()
      await chooseSiwx(page, 'optional')
      await connectTestWallet(page)
      const sessionText = page.getByTestId('siwx-session')
      await sessionText.filter({ hasText: account().address }).waitFor()
      const before = await sessionText.textContent()
      expect(before).toContain('eip155:31337')
      // The client-only sign-in lives in memory: no signature or signed message in the page's storage.
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
      expect(stored).not.toMatch(/siwx-sessions|Nonce:|0x[0-9a-f]{130}/i)

      await page.reload()
      await waitForStatus(page, 'connected')
      await sessionText.filter({ hasText: account().address }).waitFor()
      expect(await sessionText.textContent()).not.toBe(before)
    },
  )

  e2eTest('sends a transaction, shows it confirmed, then lists it in Activity', current, async () => {
    const page = await current().openFreshPage()
    await connectTestWallet(page)
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    const receipt = page.getByTestId('tx-receipt')
    await receipt.filter({ hasText: /confirmed in block \d+/ }).waitFor({ timeout: 30_000 })
    const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
    const block = Number((await receipt.textContent())?.match(/block (\d+)/)?.[1])
    const mined = await provider(31337).getTransactionReceipt(hash)
    expect(mined?.status).toBe(1)
    expect(mined?.blockNumber).toBe(block)
    expect(mined?.from).toBe(account().address)

    await page.getByRole('button', { name: new RegExp(shortenAddress(account().address)) }).click()
    await dialog(page).getByRole('tab', { name: 'Activity' }).click()
    const entry = dialog(page).locator('.wp-activity-entry').first()
    await entry.waitFor()
    // Each row reads: direction, its time, the amount.
    expect(await entry.textContent()).toMatch(/^Sent.*0\.01 ETH/)
  })

  e2eTest('disconnects from the Account view, and a reload restores nothing', current, async () => {
    const page = await current().openFreshPage()
    await connectTestWallet(page)
    await page.getByRole('button', { name: new RegExp(shortenAddress(account().address)) }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect', exact: true }).click()
    await waitForStatus(page, 'disconnected')
    await connectButton(page).waitFor()

    await page.reload()
    await waitForStatus(page, 'disconnected')
    expect(await page.getByTestId('account-address').textContent()).toBe('—')
    expect(await page.evaluate(() => window.__walletportTestWallet!.isAuthorized)).toBe(false)
    await connectButton(page).waitFor()
  })
})
