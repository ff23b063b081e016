import { Keypair } from '@solana/web3.js'
import { type FaultMode, type FaultProxy, startFaultProxy } from '@walletport/devnet'
import type { Locator } from 'playwright-core'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { connectWallet, dialog, openAccountView, waitForStatus } from './playgroundPage.js'

// Issue 35, "the UI says what happened": a fault on the node ends in the error catalogue's named message in the
// modal, not a generic failure. The playground's Solana node is reached through the devnet fault proxy.

const current = e2eSessionForFile({ start: { polkadot: false }, startTimeoutMs: 180_000 })
let proxy: FaultProxy

beforeAll(async () => {
  proxy = await startFaultProxy({ target: current().devnet.solana.rpcUrl })
}, 200_000)

afterAll(() => proxy?.stop())

/**
 * The playground on the Solana node behind the proxy, the Solana test wallet connected, the Send view on review
 * of 0.01 SOL to a new address (fee shown): the moment before a send.
 */
async function openSendReview(): Promise<Locator> {
  await proxy.setMode('forward')
  const page = await current().openFreshPage()
  const url = new URL(current().url)
  url.searchParams.set('solana', proxy.url)
  await page.goto(url.toString())
  await waitForStatus(page, 'disconnected')
  await connectWallet(page, 'WalletPort Solana Test Wallet')
  await openAccountView(page)
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await modal.getByRole('button', { name: /^Solana|^SOL/ }).click()
  await modal.getByLabel('Recipient').fill(Keypair.generate().publicKey.toBase58())
  await modal.getByRole('button', { name: 'Next' }).click()
  await modal.getByLabel(/^Amount/).fill('0.01')
  await modal.getByRole('button', { name: 'Review' }).click()
  await modal.getByText('Network fee').waitFor({ timeout: 30_000 })
  return modal
}

/**
 * Send under the fault `mode` puts the proxy in: back on review (nothing was broadcast), the node's failure said
 * there in the catalogue's words `message`, never the generic text, Send usable again.
 */
async function sendExpecting(modal: Locator, mode: FaultMode, message: string): Promise<void> {
  const sendsBefore = proxy.count('sendTransaction')
  await proxy.setMode(mode)
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  const exact = new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
  await modal.locator('.wp-error').filter({ hasText: exact }).waitFor({ timeout: 40_000 })
  expect(await modal.page().getByText('The transaction could not be sent').count()).toBe(0)
  expect(await modal.getByRole('button', { name: 'Send', exact: true }).isEnabled()).toBe(true)
  await proxy.setMode('forward')
  expect(proxy.count('sendTransaction')).toBe(sendsBefore)
}

describe('a failing node, as the modal tells it', () => {
  e2eTest(
    "a node that never answers the send: the Send view says 'The request took too long to respond.'",
    current,
    async () => {
      const modal = await openSendReview()
      await sendExpecting(modal, 'stall', 'The request took too long to respond.')
    },
    120_000,
  )

  e2eTest(
    "a node that rate-limits the send (429, Retry-After): the Send view says 'HTTP request failed.'",
    current,
    async () => {
      const modal = await openSendReview()
      proxy.retryAfterSeconds = 30
      const limitedBefore = proxy.seen.filter((seen) => seen.answered === 429).length
      try {
        await sendExpecting(modal, 'rate-limited', 'HTTP request failed.')
      } finally {
        proxy.retryAfterSeconds = undefined
      }
      // The send met the node's 429 itself, not some earlier failure.
      expect(proxy.seen.filter((seen) => seen.answered === 429).length).toBeGreaterThan(limitedBefore)
    },
    120_000,
  )

  e2eTest(
    "an unreachable node (connection refused) at the send: the Send view says 'HTTP request failed.'",
    current,
    async () => {
      const modal = await openSendReview()
      await sendExpecting(modal, 'down', 'HTTP request failed.')
    },
    120_000,
  )
})
