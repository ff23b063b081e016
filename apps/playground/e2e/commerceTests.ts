import { join } from 'node:path'
import { Interface } from 'ethers'
import type { Page } from 'playwright-core'
import { e2eTest } from './e2eTest.js'
import {
  connectWallet,
  dialog,
  openAccountView,
  openWithOptions,
  testWalletName,
  walletChainId,
} from './playgroundPage.js'
import type { E2eSession } from './startE2eSession.js'

const artifacts = join(__dirname, '..', '..', '..', 'test-artifacts')

const abi = new Interface([
  'function balanceOf(address) view returns (uint256)',
  'function approve(address,uint256) returns (bool)',
  'function swapExactTokensForTokens(uint256,uint256,address[],address,uint256) returns (uint256[])',
])

export async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/** Opens a fresh playground with `options` saved, connects the wallet named `wallet` and opens the Account view. */
export async function openAccountWith(
  session: E2eSession,
  options: Record<string, unknown>,
  wallet = testWalletName,
  prepare?: (page: Page) => Promise<void>,
): Promise<{ page: Page; address: string }> {
  const page = await openWithOptions(session, options, prepare)
  await connectWallet(page, wallet)
  return { page, address: await openAccountView(page) }
}

/** The ERC-20 balance of `owner` on the devnet chain at `url`, read with eth_call. */
async function tokenBalanceOf(url: string, token: string, owner: string): Promise<bigint> {
  return BigInt(
    await rpc<string>(url, 'eth_call', [
      { to: token, data: abi.encodeFunctionData('balanceOf', [owner]) },
      'latest',
    ]),
  )
}

/** The Swap panel's e2e tests, on the session's devnet (its real Uniswap V2 router). */
export function describeSwaps(current: () => E2eSession): void {
  const evmUrl = () => current().devnet.evm.rpcUrls[31337]!
  const uniswap = () => current().devnet.evm.uniswap
  const balanceOf = (token: string, owner: string) => tokenBalanceOf(evmUrl(), token, owner)
  const nonceOf = async (address: string) =>
    Number(await rpc<string>(evmUrl(), 'eth_getTransactionCount', [address, 'latest']))
  /** Sends from an unlocked devnet account and waits for its receipt: anvil answers before it mines. */
  async function send(from: string, to: string, data: string): Promise<void> {
    const hash = await rpc<string>(evmUrl(), 'eth_sendTransaction', [{ from, to, data }])
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline) {
      const receipt = await rpc<{ status: string } | null>(evmUrl(), 'eth_getTransactionReceipt', [hash])
      if (receipt) {
        if (receipt.status !== '0x1') throw new Error(`devnet transaction ${hash} reverted`)
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`devnet transaction ${hash} was not mined within 30 s`)
  }

  /** Account → Swap → `amount` ALPHA for BETA, waiting for the quote; returns the amount out shown. */
  async function quoteInPanel(page: Page, amount: string): Promise<string> {
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Swap', exact: true }).click()
    await modal.getByRole('heading', { level: 2, name: 'Swap' }).waitFor()
    await modal.getByLabel(/^Amount \(ALPHA\)/).fill(amount)
    await modal.getByTestId('swap-minimum').waitFor()
    return (await modal.getByTestId('swap-amount-out').textContent()) ?? ''
  }

  e2eTest(
    'swaps ALPHA for BETA through the real Uniswap V2 router: approval, swap, receipt, balances',
    current,
    async (session) => {
      const { page, address } = await openAccountWith(session, { features: { swaps: true } })
      const [alpha, beta] = uniswap().tokens
      const modal = dialog(page)
      const [alphaBefore, betaBefore] = await Promise.all([
        balanceOf(alpha.address, address),
        balanceOf(beta.address, address),
      ])
      const out = await quoteInPanel(page, '10')
      expect(await modal.getByTestId('swap-minimum').textContent()).toMatch(/^19\.\d+ BETA$/)
      await modal.getByText('ALPHA → BETA').waitFor()
      await modal.screenshot({ path: join(artifacts, 'swap-quote.png') })
      await modal.getByRole('button', { name: 'Swap', exact: true }).click()
      await modal.getByText('Swap confirmed').waitFor({ timeout: 45_000 })
      await modal.screenshot({ path: join(artifacts, 'swap-done.png') })
      expect(await modal.locator('.wp-send-hash code').textContent()).toMatch(/^0x[0-9a-f]{64}$/)
      const [alphaAfter, betaAfter] = await Promise.all([
        balanceOf(alpha.address, address),
        balanceOf(beta.address, address),
      ])
      expect(alphaBefore - alphaAfter).toBe(10n * 10n ** 18n)
      // Nothing else traded in between: BETA grew by exactly the quoted amount (6 decimals, shown in full).
      expect(betaAfter - betaBefore).toBe(BigInt(Math.round(Number(out) * 1e6)))
      expect(await modal.getByTestId('swap-received').textContent()).toBe(`${out} BETA`)
      await modal
        .getByTestId('swap-result-balance-BETA')
        .filter({ hasText: /^Balance: 10\d\d\.\d+ BETA$/ })
        .waitFor()
    },
    120_000,
  )

  e2eTest(
    'refuses a swap whose price moved past the slippage before the wallet is asked',
    current,
    async (session) => {
      const { page, address } = await openAccountWith(session, { features: { swaps: true } })
      const [alpha, beta] = uniswap().tokens
      const modal = dialog(page)
      await quoteInPanel(page, '10')
      const nonce = await nonceOf(address)
      // Someone else sells 10 000 ALPHA into the pool: BETA per ALPHA drops by about 18 %.
      const whale = session.devnet.evm.accounts[8]!.address
      await send(whale, alpha.address, abi.encodeFunctionData('approve', [uniswap().router, 10n ** 40n]))
      await send(
        whale,
        uniswap().router,
        abi.encodeFunctionData('swapExactTokensForTokens', [
          10_000n * 10n ** 18n,
          0n,
          [alpha.address, beta.address],
          whale,
          2n ** 32n,
        ]),
      )
      await modal.getByRole('button', { name: 'Swap', exact: true }).click()
      const error = modal.getByTestId('swap-error')
      await error
        .filter({
          hasText:
            /^The price moved: the swap would now give 16\.\d+ BETA, below the minimum of 19\.\d+ BETA at 1 % slippage$/,
        })
        .waitFor()
      await modal.screenshot({ path: join(artifacts, 'swap-slippage.png') })
      expect(await nonceOf(address)).toBe(nonce)
      // The new quote is shown; raising the slippage is the user's call.
      expect(Number(await modal.getByTestId('swap-amount-out').textContent())).toBeLessThan(17)
    },
  )
}

/** The Pay view's e2e tests: `pay()` from the playground's Pay demo, confirmed on the devnet. */
export function describePay(current: () => E2eSession): void {
  const tokenUnitsOf = (address: string) =>
    tokenBalanceOf(current().devnet.evm.rpcUrls[31337]!, current().devnet.evm.testToken, address)

  async function requestPayment(
    page: Page,
    { asset, to, amount }: { asset: 'erc20' | 'sol'; to: string; amount: string },
  ) {
    await page.getByLabel('Pay asset').selectOption(asset)
    await page.getByLabel('Pay recipient').fill(to)
    await page.getByLabel('Pay amount').fill(amount)
    await page.getByRole('button', { name: 'Request payment' }).click()
    await dialog(page).getByRole('heading', { level: 2, name: 'Pay' }).waitFor()
  }

  e2eTest(
    'pays an ERC-20 request from the connected EVM wallet: the request shown, sent, confirmed, resolved with the receipt',
    current,
    async (session) => {
      const page = await openWithOptions(session, { features: { pay: true } })
      await connectWallet(page, testWalletName)
      await page.keyboard.press('Escape')
      const recipient = session.devnet.evm.accounts[2]!.address
      const before = await tokenUnitsOf(recipient)
      await requestPayment(page, { asset: 'erc20', to: recipient, amount: '2.5' })
      const modal = dialog(page)
      const payButton = modal.getByRole('button', { name: 'Pay 2.5 TST' })
      await payButton.waitFor()
      await modal.screenshot({ path: join(artifacts, 'pay-review.png') })
      await payButton.click()
      await modal.getByText('Payment confirmed').waitFor({ timeout: 45_000 })
      await modal.screenshot({ path: join(artifacts, 'pay-done.png') })
      const hash = await page.getByTestId('pay-result-hash').textContent()
      expect(hash).toBe(await modal.getByTestId('pay-hash').textContent())
      expect(await tokenUnitsOf(recipient)).toBe(before + 2_500_000n)
      await modal.getByRole('button', { name: 'Done', exact: true }).click()

      // Too little balance: refused before the wallet is asked, and the promise rejects saying so.
      await requestPayment(page, { asset: 'erc20', to: recipient, amount: '100000' })
      await modal
        .getByTestId('pay-error')
        .filter({
          hasText: /Not enough funds for this payment: it needs 100000 TST, the wallet holds \d+(\.\d+)? TST/,
        })
        .waitFor()
      await page.keyboard.press('Escape')
      await page
        .getByTestId('pay-result')
        .filter({ hasText: /^Not enough funds for this payment/ })
        .waitFor()
    },
    120_000,
  )

  e2eTest(
    'a wallet on another network: a refused switch and a declined payment each reject the request, and nothing is sent',
    current,
    async (session) => {
      const page = await openWithOptions(session, { features: { pay: true } })
      await connectWallet(page, testWalletName)
      if (await dialog(page).isVisible()) await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'EVM Local', exact: true }).click()
      await dialog(page).getByRole('button', { name: 'EVM Local 2' }).click()
      await page.getByRole('button', { name: 'EVM Local 2', exact: true }).waitFor()
      if (await dialog(page).isVisible()) await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'hidden' })
      expect(await walletChainId(page)).toBe(31338)
      const recipient = session.devnet.evm.accounts[2]!.address
      const before = await tokenUnitsOf(recipient)
      const modal = dialog(page)

      await page.evaluate(() =>
        window.__walletportTestWallet!.setBehavior('reject', 'wallet_switchEthereumChain'),
      )
      await requestPayment(page, { asset: 'erc20', to: recipient, amount: '1' })
      await modal.getByRole('button', { name: 'Pay 1 TST' }).click()
      await modal
        .getByTestId('pay-error')
        .filter({ hasText: 'The payment is on EVM Local, the wallet is on EVM Local 2 and could not switch' })
        .waitFor()
      await page
        .getByTestId('pay-result')
        .filter({ hasText: /could not switch/ })
        .waitFor()
      expect(await walletChainId(page)).toBe(31338)
      await page.keyboard.press('Escape')
      await modal.waitFor({ state: 'hidden' })

      // The switch goes through this time, before the wallet is asked to send; the wallet declines the payment.
      await page.evaluate(() => {
        window.__walletportTestWallet!.resetBehavior()
        window.__walletportTestWallet!.setBehavior('reject', 'eth_sendTransaction')
      })
      await requestPayment(page, { asset: 'erc20', to: recipient, amount: '1' })
      await modal.getByRole('button', { name: 'Pay 1 TST' }).click()
      await modal
        .getByTestId('pay-error')
        .filter({ hasText: 'The payment was declined in the wallet' })
        .waitFor()
      await page
        .getByTestId('pay-result')
        .filter({ hasText: /declined in the wallet/ })
        .waitFor()
      expect(await walletChainId(page)).toBe(31337)
      expect(await tokenUnitsOf(recipient)).toBe(before)
    },
    120_000,
  )

  e2eTest(
    'pays native SOL with no wallet connected: the Pay view connects one, sends, and resolves with the receipt',
    current,
    async (session) => {
      const page = await openWithOptions(session, { features: { pay: true } })
      const recipient = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
      const before = (await rpc<{ value: number }>(session.devnet.solana.rpcUrl, 'getBalance', [recipient]))
        .value
      await requestPayment(page, { asset: 'sol', to: recipient, amount: '0.25' })
      const modal = dialog(page)
      await modal.getByText('Connect a wallet to pay with').waitFor()
      await modal.getByRole('button', { name: /WalletPort Solana Test Wallet/ }).click()
      const payButton = modal.getByRole('button', { name: 'Pay 0.25 SOL' })
      await payButton.waitFor({ timeout: 20_000 })
      await payButton.click()
      await modal.getByText('Payment confirmed').waitFor({ timeout: 45_000 })
      await page
        .getByTestId('pay-result-hash')
        .filter({ hasText: /^[1-9A-HJ-NP-Za-km-z]{64,88}$/ })
        .waitFor()
      const after = (await rpc<{ value: number }>(session.devnet.solana.rpcUrl, 'getBalance', [recipient]))
        .value
      expect(after - before).toBe(250_000_000)
    },
    120_000,
  )
}

/** The On-ramp panel's e2e tests: the devnet's two card on-ramp fixtures, a purchase followed to done. */
export function describeOnramp(current: () => E2eSession): void {
  const weiOf = async (address: string) =>
    BigInt(await rpc<string>(current().devnet.evm.rpcUrls[31337]!, 'eth_getBalance', [address, 'latest']))

  e2eTest(
    'buys ETH through the cheaper of two fixture checkouts: offers compared, card paid, status followed to done, the address funded',
    current,
    async (session) => {
      const { page, address } = await openAccountWith(session, { features: { onramp: true } })
      const modal = dialog(page)
      await modal.getByRole('button', { name: 'Buy crypto', exact: true }).click()
      await modal.getByRole('heading', { level: 2, name: 'Buy crypto' }).waitFor()
      const devnetRamp = modal.getByTestId('onramp-offer-devnet-ramp')
      const loopbackPay = modal.getByTestId('onramp-offer-loopback-pay')
      // 100 USD: Devnet Ramp 1.5 % at 2 500 USD/ETH, Loopback Pay 1.9 % at 2 450 USD/ETH — the second gives more.
      await devnetRamp.filter({ hasText: 'You get 0.0394 ETH · Fee 1.50 USD' }).waitFor()
      await loopbackPay.filter({ hasText: 'You get 0.04004 ETH · Fee 1.90 USD' }).waitFor()
      await modal.screenshot({ path: join(artifacts, 'onramp-offers.png') })
      const before = await weiOf(address)
      await modal.getByRole('button', { name: 'Buy with Loopback Pay' }).click()
      await modal.getByTestId('onramp-status').filter({ hasText: 'Waiting for the payment…' }).waitFor()
      const [checkout] = await Promise.all([
        page.context().waitForEvent('page'),
        modal.getByRole('link', { name: 'Continue to the checkout' }).click(),
      ])
      await checkout.getByRole('heading', { name: 'Loopback Pay — checkout' }).waitFor()
      expect(new URL(checkout.url()).hostname).toBe('127.0.0.1')
      await checkout.getByLabel('Card number').fill('4000 0000 0000 9995')
      await checkout.getByLabel('Expiry (MM/YY)').fill('12/30')
      await checkout.getByLabel('CVC').fill('123')
      await checkout.getByLabel('Name on card').fill('Devnet Tester')
      await checkout.getByRole('button', { name: 'Pay 100 USD' }).click()
      // Not the test card: the form says which card to use, nothing is charged.
      await checkout.getByRole('alert').filter({ hasText: 'Use the test card 4242 4242 4242 4242' }).waitFor()
      await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
      await checkout.getByLabel('Expiry (MM/YY)').fill('12/30')
      await checkout.getByLabel('CVC').fill('123')
      await checkout.getByLabel('Name on card').fill('Devnet Tester')
      await checkout.getByRole('button', { name: 'Pay 100 USD' }).click()
      await checkout.getByRole('heading', { name: 'Payment received' }).waitFor()
      await checkout.close()
      await modal
        .getByTestId('onramp-status')
        .filter({ hasText: 'Purchase complete: the funds reached your wallet' })
        .waitFor({ timeout: 20_000 })
      await modal.screenshot({ path: join(artifacts, 'onramp-done.png') })
      expect((await weiOf(address)) - before).toBe((9_810n * 10n ** 18n) / 245_000n)
    },
    120_000,
  )

  e2eTest('hides the on-ramp in a restricted time zone (Asia/Shanghai)', current, async (session) => {
    const { page } = await openAccountWith(
      session,
      { features: { onramp: true, swaps: true } },
      testWalletName,
      async (opened) => {
        const cdp = await opened.context().newCDPSession(opened)
        await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Shanghai' })
      },
    )
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Shanghai')
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Swap', exact: true }).waitFor()
    expect(await modal.getByRole('button', { name: 'Buy crypto' }).count()).toBe(0)
  })
}
