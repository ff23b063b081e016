import { shortenAddress } from '@walletport/ui-react'
import type { Locator, Page } from 'playwright-core'

/** The devnet's EVM test wallet as the playground announces it (src/chains/injectEvmTestWallet.ts). */
export const testWalletName = 'WalletPort EVM Test Wallet'

export function connectButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Connect Wallet', exact: true })
}

export function dialog(page: Page): Locator {
  return page.getByRole('dialog')
}

export function testWalletEntry(page: Page): Locator {
  return dialog(page).getByRole('button', { name: new RegExp(testWalletName) })
}

/** Waits until the client has started and the connection status reads `status`. */
export async function waitForStatus(page: Page, status: 'connected' | 'disconnected'): Promise<void> {
  await page
    .getByTestId('connection-status')
    .filter({ hasText: new RegExp(`^${status}$`) })
    .waitFor()
}

/** Connect button → test wallet → connected, with the modal closed again. */
export async function connectTestWallet(page: Page): Promise<void> {
  await waitForStatus(page, 'disconnected')
  await connectButton(page).click()
  await testWalletEntry(page).click()
  await waitForStatus(page, 'connected')
}

/** Picks a SIWX mode in the options panel (the client is recreated). */
export async function chooseSiwx(page: Page, mode: 'off' | 'optional' | 'required'): Promise<void> {
  await page.getByRole('group', { name: 'Sign in (SIWX)' }).getByRole('radio', { name: mode }).check()
}

export async function walletChainId(page: Page): Promise<number> {
  return page.evaluate(() => window.__walletportTestWallet!.chainId)
}

/**
 * A fresh playground page with `options` saved (the options panel keeps them in localStorage) and the client made
 * with them, nothing connected. `prepare` runs on the page before the options are saved (a time-zone override…).
 */
export async function openWithOptions(
  session: { openFreshPage(): Promise<Page> },
  options: Record<string, unknown>,
  prepare?: (page: Page) => Promise<void>,
): Promise<Page> {
  const page = await session.openFreshPage()
  await prepare?.(page)
  await page.evaluate(
    (saved) => localStorage.setItem('walletport-playground:options', JSON.stringify(saved)),
    options,
  )
  await page.reload()
  await waitForStatus(page, 'disconnected')
  return page
}

/** Connect button → the first wallet whose name matches `name` → connected. */
export async function connectWallet(page: Page, name: string): Promise<void> {
  await connectButton(page).click()
  await dialog(page)
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click()
  await waitForStatus(page, 'connected')
}

/** Opens the Account view of the connected account from its button; resolves with the account's address. */
export async function openAccountView(page: Page): Promise<string> {
  const address = (await page.getByTestId('account-address').textContent()) ?? ''
  await page.getByRole('button', { name: new RegExp(shortenAddress(address)) }).click()
  await dialog(page).locator('.wp-account-name').waitFor()
  return address
}
