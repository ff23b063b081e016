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
