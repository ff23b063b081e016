import { shortenAddress } from '@walletport/ui-react'
import { Contract, JsonRpcProvider, verifyMessage } from 'ethers'
import type { Page } from 'playwright-core'
import { e2eTest } from './e2eTest.js'
import { connectButton, dialog, testWalletEntry, walletChainId } from './playgroundPage.js'
import { type E2eSession, startE2eSession } from './startE2eSession.js'

let session: E2eSession
const current = () => session

beforeAll(async () => {
  session = await startE2eSession({ polkadot: false })
}, 180_000)

afterAll(async () => {
  await session?.stop()
}, 30_000)

const account = () => session.devnet.evm.accounts[0]!
const recipient = '0x000000000000000000000000000000000000dEaD'

/** The playground's wagmi page (src/wagmi): a wagmi + viem app on WalletPort, on this session's devnet. */
async function openWagmiPage(): Promise<Page> {
  const page = await session.openFreshPage()
  await page.goto(session.url.replace('/?', '/wagmi.html?'))
  await wagmiShows(page, 'status', 'disconnected')
  return page
}

async function wagmiShows(page: Page, field: string, text: string | RegExp): Promise<void> {
  await page
    .getByTestId(`wagmi-${field}`)
    .filter({ hasText: typeof text === 'string' ? new RegExp(`^${text}$`) : text })
    .waitFor()
}

async function tokenBalance(address: string): Promise<bigint> {
  const provider = new JsonRpcProvider(session.devnet.evm.rpcUrls[31337], 31337, { staticNetwork: true })
  const token = new Contract(
    session.devnet.evm.testToken,
    ['function balanceOf(address) view returns (uint256)'],
    provider,
  )
  return (await token.getFunction('balanceOf')(address)) as bigint
}

describe('a wagmi + viem app on WalletPort (@walletport/wagmi), in chromium on the devnet', () => {
  e2eTest(
    "connect in WalletPort's modal → wagmi's hooks: address, sign, a contract write mined, switch, disconnect",
    current,
    async () => {
      const page = await openWagmiPage()
      await connectButton(page).click()
      await testWalletEntry(page).click()
      await wagmiShows(page, 'status', 'connected')
      expect(await page.getByTestId('wagmi-address').textContent()).toBe(account().address)
      await page.getByRole('button', { name: new RegExp(shortenAddress(account().address)) }).waitFor()

      await page.getByRole('button', { name: 'wagmi sign' }).click()
      await wagmiShows(page, 'signature', /^0x[0-9a-f]{130}$/)
      const signature = await page.getByTestId('wagmi-signature').textContent()
      expect(verifyMessage('Signed through wagmi', signature!)).toBe(account().address)

      const before = await tokenBalance(recipient)
      await page.getByRole('button', { name: 'wagmi write' }).click()
      await wagmiShows(page, 'receipt', 'success')
      expect(await tokenBalance(recipient)).toBe(before + 1n)

      await page.getByRole('button', { name: 'wagmi switch to 31338' }).click()
      await wagmiShows(page, 'chain', '31338')
      await page.getByRole('button', { name: 'EVM Local 2', exact: true }).waitFor()
      expect(await walletChainId(page)).toBe(31338)

      await page.getByRole('button', { name: 'EVM Local 2', exact: true }).click()
      await dialog(page).getByRole('button', { name: 'EVM Local', exact: true }).click()
      await wagmiShows(page, 'chain', '31337')
      expect(await walletChainId(page)).toBe(31337)
      if (await dialog(page).isVisible()) await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'hidden' })

      await page.getByRole('button', { name: 'wagmi disconnect' }).click()
      await wagmiShows(page, 'status', 'disconnected')
      await connectButton(page).waitFor()
      expect(await page.getByTestId('wagmi-error').textContent()).toBe('')
    },
  )

  e2eTest(
    "wagmi's connect opens WalletPort's modal; a disconnect in the modal reaches wagmi",
    current,
    async () => {
      const page = await openWagmiPage()
      await page.getByRole('button', { name: 'wagmi connect' }).click()
      await testWalletEntry(page).click()
      await wagmiShows(page, 'status', 'connected')
      await page.getByRole('button', { name: new RegExp(shortenAddress(account().address)) }).click()
      await dialog(page).getByRole('button', { name: 'Disconnect', exact: true }).click()
      await wagmiShows(page, 'status', 'disconnected')
      await connectButton(page).waitFor()
    },
  )

  e2eTest("closing the modal rejects wagmi's connect as the user's refusal", current, async () => {
    const page = await openWagmiPage()
    await page.getByRole('button', { name: 'wagmi connect' }).click()
    await testWalletEntry(page).waitFor()
    await page.keyboard.press('Escape')
    await wagmiShows(page, 'error', /User rejected the request/)
    expect(await page.getByTestId('wagmi-status').textContent()).toBe('disconnected')
    await connectButton(page).waitFor()
  })

  e2eTest('a reload keeps both connected, on the same account', current, async () => {
    const page = await openWagmiPage()
    await connectButton(page).click()
    await testWalletEntry(page).click()
    await wagmiShows(page, 'status', 'connected')
    await page.reload()
    await wagmiShows(page, 'status', 'connected')
    expect(await page.getByTestId('wagmi-address').textContent()).toBe(account().address)
    await page.getByRole('button', { name: new RegExp(shortenAddress(account().address)) }).waitFor()
  })
})
