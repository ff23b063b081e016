import { join } from 'node:path'
import { shortenAddress } from '@walletport/ui-react'
import { Interface } from 'ethers'
import type { Page } from 'playwright-core'
import { e2eTest } from './e2eTest.js'
import { connectButton, dialog, testWalletName, waitForStatus } from './playgroundPage.js'
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
): Promise<{ page: Page; address: string }> {
  const page = await session.openFreshPage()
  await page.evaluate(
    (saved) => localStorage.setItem('walletport-playground:options', JSON.stringify(saved)),
    options,
  )
  await page.reload()
  await waitForStatus(page, 'disconnected')
  await connectButton(page).click()
  await dialog(page)
    .getByRole('button', { name: new RegExp(wallet) })
    .first()
    .click()
  await waitForStatus(page, 'connected')
  const address = (await page.getByTestId('account-address').textContent()) ?? ''
  await page.getByRole('button', { name: new RegExp(shortenAddress(address)) }).click()
  await dialog(page).locator('.wp-account-name').waitFor()
  return { page, address }
}

/** The Swap panel's e2e tests, on the session's devnet (its real Uniswap V2 router). */
export function describeSwaps(current: () => E2eSession): void {
  const evmUrl = () => current().devnet.evm.rpcUrls[31337]!
  const uniswap = () => current().devnet.evm.uniswap
  const balanceOf = async (token: string, owner: string) =>
    BigInt(
      await rpc<string>(evmUrl(), 'eth_call', [
        { to: token, data: abi.encodeFunctionData('balanceOf', [owner]) },
        'latest',
      ]),
    )
  const nonceOf = async (address: string) =>
    Number(await rpc<string>(evmUrl(), 'eth_getTransactionCount', [address, 'latest']))
  const send = (from: string, to: string, data: string) =>
    rpc<string>(evmUrl(), 'eth_sendTransaction', [{ from, to, data }])

  /** Account → Swap → `amount` ALPHA for BETA, waiting for the quote; returns the amount out shown. */
  async function quoteInPanel(page: Page, amount: string): Promise<string> {
    const modal = dialog(page)
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
      await modal.getByRole('button', { name: 'Swap', exact: true }).click()
      await modal.getByRole('heading', { level: 2, name: 'Swap' }).waitFor()
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
      await modal.getByRole('button', { name: 'Swap', exact: true }).click()
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
