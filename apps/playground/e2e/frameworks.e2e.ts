import { shortenAddress } from '@walletport/ui-react'
import { Contract, JsonRpcProvider, verifyMessage } from 'ethers'
import type { Page } from 'playwright-core'
import { ensureExampleBuilt } from './buildExample.js'
import { e2eTest } from './e2eTest.js'
import { addInjectedWallet } from './injectedWallet.js'
import { connectButton, dialog, testWalletEntry, walletChainId } from './playgroundPage.js'
import { type StaticServer, serveStatic } from './serveStatic.js'
import { type E2eSession, startE2eSession } from './startE2eSession.js'
import { type NextServer, startNextExample } from './startNextExample.js'
import { approveInWalletPage, copyPairingUri } from './walletConnectPage.js'

// One devnet and browser (without chopsticks: nothing here uses Polkadot) for the wagmi page and both examples.
let session: E2eSession
let viteExample: StaticServer | undefined
let nextExample: NextServer | undefined
const current = () => session

beforeAll(async () => {
  session = await startE2eSession({ polkadot: false })
  viteExample = await serveStatic(`${ensureExampleBuilt('vite-react')}/dist`)
  nextExample = await startNextExample(ensureExampleBuilt('nextjs'), session.devnet.evm.rpcUrls[31337]!)
}, 300_000)

afterAll(async () => {
  await nextExample?.stop()
  await viteExample?.stop()
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

  e2eTest(
    "a wallet paired over WalletConnect behind wagmi's hooks: address, a signature approved in the wallet, disconnect ends the session",
    current,
    async () => {
      const page = await openWagmiPage()
      await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(session.url).origin,
      })
      await connectButton(page).click()
      await dialog(page).getByRole('button', { name: 'WalletConnect' }).click()
      const wallet = await approveInWalletPage(session, await copyPairingUri(page))
      try {
        const address = (await wallet.getByTestId('wallet-address').textContent()) ?? ''
        await wagmiShows(page, 'status', 'connected')
        expect((await page.getByTestId('wagmi-address').textContent())?.toLowerCase()).toBe(
          address.toLowerCase(),
        )

        await page.getByRole('button', { name: 'wagmi sign' }).click()
        const request = wallet.getByRole('region', { name: 'Request', exact: true })
        await request.filter({ hasText: 'personal_sign' }).getByRole('button', { name: 'Approve' }).click()
        await wagmiShows(page, 'signature', /^0x[0-9a-f]{130}$/)
        const signature = await page.getByTestId('wagmi-signature').textContent()
        expect(verifyMessage('Signed through wagmi', signature!).toLowerCase()).toBe(address.toLowerCase())

        await page.getByRole('button', { name: 'wagmi disconnect' }).click()
        await wagmiShows(page, 'status', 'disconnected')
        await connectButton(page).waitFor()
        await wallet.getByRole('region', { name: 'Sessions' }).filter({ hasText: 'eip155:31337' }).waitFor({
          state: 'detached',
        })
        expect(await page.getByTestId('wagmi-error').textContent()).toBe('')
      } finally {
        await wallet.close()
      }
    },
    90_000,
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

const injectedWalletName = 'Injected Test Wallet'

/** A fresh tab with only an injected wallet (no WalletConnect, no devnet test wallet) and no cookies. */
async function openExample(url: string): Promise<Page> {
  await session.page?.close()
  await session.context.clearCookies()
  session.consoleLines.length = 0
  const page = await session.context.newPage()
  session.page = page
  page.on('console', (message) => session.consoleLines.push(`[${message.type()}] ${message.text()}`))
  page.on('pageerror', (error) => session.consoleLines.push(`[pageerror] ${error.stack ?? error.message}`))
  const { devnet } = session
  await addInjectedWallet(page, {
    name: injectedWalletName,
    address: account().address,
    chainId: 31337,
    rpcUrl: devnet.evm.rpcUrls[31337]!,
  })
  // The vite example is built for the devnet's fixed ports; this session's devnet is on free ones.
  const moved: Record<string, string> = {
    'http://127.0.0.1:8545/': devnet.evm.rpcUrls[31337]!,
    'http://127.0.0.1:8899/': devnet.solana.rpcUrl,
    'http://127.0.0.1:26657/': devnet.cosmos.rpcUrl,
  }
  await page.route(
    (requested) => Object.keys(moved).some((prefix) => requested.href.startsWith(prefix)),
    (route) => {
      const requested = route.request().url()
      const prefix = Object.keys(moved).find((candidate) => requested.startsWith(candidate))!
      return route.continue({ url: moved[prefix] + requested.slice(prefix.length - 1).replace(/^\/$/, '') })
    },
  )
  await page.goto(url)
  return page
}

const hydrationProblems = () =>
  session.consoleLines.filter((line) => /hydrat|did not match|server rendered HTML/i.test(line))

describe('the examples, built by the test command, in chromium on the devnet', () => {
  e2eTest(
    'vite-react (five chains): the button renders, the modal opens, the injected wallet connects without WalletConnect',
    current,
    async () => {
      const page = await openExample(viteExample!.url)
      await connectButton(page).click()
      // A listed wallet that is not in the page: its install page, not a pairing link nothing would answer.
      await dialog(page)
        .getByRole('button', { name: /MetaMask/ })
        .click()
      await dialog(page).getByText('MetaMask is not installed').waitFor()
      expect(await page.getByText('Waiting for a pairing link').count()).toBe(0)
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()
      const wallet = dialog(page).getByRole('button', { name: new RegExp(injectedWalletName) })
      await wallet.click()
      await page
        .getByTestId('account')
        .filter({ hasText: `eip155:31337:${account().address}` })
        .waitFor()
      await page.getByRole('button', { name: new RegExp(shortenAddress(account().address)) }).waitFor()
      expect(await page.getByText('Waiting for a pairing link').count()).toBe(0)
    },
  )

  e2eTest(
    'vite-react: a WalletButton opens the modal straight at its wallet, here where to get it',
    current,
    async () => {
      const page = await openExample(viteExample!.url)
      const walletButton = page.getByRole('button', { name: 'MetaMask', exact: true })
      expect(await walletButton.getAttribute('aria-haspopup')).toBe('dialog')
      await walletButton.click()
      await dialog(page).getByText('MetaMask is not installed').waitFor()
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })
    },
  )

  e2eTest(
    "nextjs (App Router): the server renders a connected visitor's account, with no Connect Wallet flash and no hydration mismatch",
    current,
    async () => {
      const page = await openExample(nextExample!.url)
      const firstHtml = await (await page.request.get(nextExample!.url)).text()
      expect(firstHtml).toContain('Connect Wallet')
      await connectButton(page).click()
      await dialog(page)
        .getByRole('button', { name: new RegExp(injectedWalletName) })
        .click()
      const accountButton = page.getByRole('button', { name: new RegExp(shortenAddress(account().address)) })
      await accountButton.waitFor()

      // The next request carries the cookies: its HTML is the account, before any script runs.
      const html = await (await page.request.get(nextExample!.url)).text()
      expect(html).toContain(shortenAddress(account().address))
      expect(html).not.toContain('Connect Wallet')

      session.consoleLines.length = 0
      const shown: string[] = []
      await page.reload({ waitUntil: 'commit' })
      await page.locator('button.wp-button').first().waitFor()
      shown.push((await page.locator('main').textContent()) ?? '')
      await accountButton.filter({ hasText: 'ETH' }).waitFor()
      expect(shown.join()).not.toContain('Connect Wallet')
      expect(hydrationProblems()).toEqual([])

      await accountButton.click()
      await dialog(page).getByRole('button', { name: 'Disconnect', exact: true }).click()
      await connectButton(page).waitFor()
      expect(await (await page.request.get(nextExample!.url)).text()).toContain('Connect Wallet')
    },
  )
})
