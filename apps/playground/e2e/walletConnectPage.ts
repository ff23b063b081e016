import type { Page } from 'playwright-core'
import { dialog } from './playgroundPage.js'
import type { E2eSession } from './startE2eSession.js'

/** The pairing link the WalletConnect view copies ("Copy link"). */
export async function copyPairingUri(page: Page): Promise<string> {
  await dialog(page).getByRole('button', { name: 'Copy link' }).click()
  return page.evaluate(() => navigator.clipboard.readText())
}

/** The devnet wallet page, paired with `uri` and its session proposal approved; the caller closes it. */
export async function approveInWalletPage(session: E2eSession, uri: string): Promise<Page> {
  const wallet = await session.context.newPage()
  try {
    await wallet.goto(`${session.walletUrl}&uri=${encodeURIComponent(uri)}`)
    await wallet
      .getByRole('region', { name: 'Session proposal' })
      .getByRole('button', { name: 'Approve' })
      .click()
    return wallet
  } catch (error) {
    await wallet.close()
    throw error
  }
}
