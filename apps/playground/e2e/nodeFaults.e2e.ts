import { Keypair } from '@solana/web3.js'
import { type FaultProxy, startFaultProxy } from '@walletport/devnet'
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

describe('a failing node, as the modal tells it', () => {
  e2eTest(
    "a node that never answers the send: the Send view says 'The request took too long to respond.'",
    current,
    async () => {
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
      await modal.getByText('Network fee').waitFor()
      await proxy.setMode('stall')
      await modal.getByRole('button', { name: 'Send', exact: true }).click()
      // Back on review (nothing was broadcast), the node's time-out said there in the catalogue's words.
      await modal
        .locator('.wp-error')
        .filter({ hasText: /^The request took too long to respond\.$/ })
        .waitFor({ timeout: 40_000 })
      expect(await page.getByText('The transaction could not be sent').count()).toBe(0)
      expect(await modal.getByRole('button', { name: 'Send', exact: true }).isEnabled()).toBe(true)
      await proxy.setMode('forward')
      expect(proxy.count('sendTransaction')).toBe(0)
    },
    120_000,
  )
})
