import { shortenAddress } from '@walletport/ui-react'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { chooseSiwx, connectButton, dialog, testWalletName, waitForStatus } from './playgroundPage.js'
import { approveInWalletPage, copyPairingUri } from './walletConnectPage.js'

const current = e2eSessionForFile({ clipboard: true, startTimeoutMs: 90_000 })

/** Wallet names as the modal lists them (the devnet's Cosmos wallet is installed as `window.keplr`). */
const names = {
  solana: 'WalletPort Solana Test Wallet',
  cosmos: 'Keplr',
  bitcoin: 'WalletPort Bitcoin Test Wallet',
  polkadot: 'WalletPort Test Extension',
}

/** An amount of base units as the UI shows it: cut (not rounded) to 4 decimals, trailing zeros dropped. */
function shown(units: bigint, decimals: number, symbol: string): string {
  const scale = 10n ** BigInt(decimals)
  const fraction = (units % scale).toString().padStart(decimals, '0').slice(0, 4).replace(/0+$/, '')
  return `${units / scale}${fraction === '' ? '' : `.${fraction}`} ${symbol}`
}

async function solanaLamports(address: string): Promise<bigint> {
  const response = await fetch(current().devnet.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}

async function bitcoinSats(address: string): Promise<bigint> {
  const response = await fetch(`${current().devnet.bitcoin.esploraUrl}/address/${address}`)
  const { chain_stats: chain, mempool_stats: mempool } = (await response.json()) as Record<
    'chain_stats' | 'mempool_stats',
    { funded_txo_sum: number; spent_txo_sum: number }
  >
  return BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum)
}

/** A wallet row's text: its monogram (when no mark), its exact name, the chains it works with, 'Installed'. */
function walletEntryText(name: string): RegExp {
  return new RegExp(`^(\\w{1,2})?${name}(Works with [^]*)?Installed$`)
}

/** Connect button → the wallet named `name` exactly → connected; then opens the Account view. */
async function connectAndOpenAccount(name: string) {
  const page = await current().openFreshPage()
  await waitForStatus(page, 'disconnected')
  await connectButton(page).click()
  await dialog(page)
    .getByRole('button')
    .filter({ hasText: walletEntryText(name) })
    .click()
  await waitForStatus(page, 'connected')
  const address = (await page.getByTestId('account-address').textContent()) ?? ''
  await page.getByRole('button', { name: new RegExp(shortenAddress(address)) }).click()
  await dialog(page)
    .getByRole('heading', { name: shortenAddress(address) })
    .waitFor()
  return { page, address, balance: dialog(page).locator('.wp-account-balance') }
}

describe('playground chains beyond EVM, and WalletConnect, in chromium', () => {
  e2eTest(
    'lists the Solana, Cosmos, Bitcoin and Polkadot test wallets beside the EVM one',
    current,
    async () => {
      const page = await current().openFreshPage()
      await waitForStatus(page, 'disconnected')
      await connectButton(page).click()
      const entries = dialog(page).getByRole('button', { name: /Installed$/ })
      for (const name of [testWalletName, names.solana, names.cosmos, names.bitcoin, names.polkadot]) {
        await entries
          .filter({ hasText: walletEntryText(name) })
          .first()
          .waitFor()
      }
      const texts = await entries.allTextContents()
      for (const name of [testWalletName, names.solana, names.cosmos, names.bitcoin, names.polkadot]) {
        expect(texts.filter((text) => walletEntryText(name).test(text))).toHaveLength(1)
      }
      expect(await dialog(page).getByRole('button', { name: 'WalletConnect' }).count()).toBe(1)
    },
  )

  e2eTest('connects the Solana test wallet: base58 address and its SOL balance', current, async () => {
    const { page, address, balance } = await connectAndOpenAccount(names.solana)
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(address).toBe(await page.evaluate(() => window.__walletportSolanaWallet!.address))
    expect(await page.getByTestId('account-network').textContent()).toBe('Solana Local (solana:localnet)')
    const lamports = await solanaLamports(address)
    expect(lamports).toBeGreaterThan(0n)
    await balance.filter({ hasText: shown(lamports, 9, 'SOL') }).waitFor()
  })

  e2eTest('connects the Cosmos test wallet: genesis account and its STAKE balance', current, async () => {
    const { address, balance } = await connectAndOpenAccount(names.cosmos)
    const genesis = current().devnet.cosmos.accounts[0]!.address
    expect(address).toBe(genesis)
    const ustake = current().devnet.cosmos.chain.balanceOf(genesis, 'ustake')
    expect(ustake).toBeGreaterThan(0n)
    await balance.filter({ hasText: shown(ustake, 6, 'STAKE') }).waitFor()
  })

  e2eTest(
    'connects the Bitcoin test wallet: funded regtest address and its BTC balance',
    current,
    async () => {
      const { address, balance } = await connectAndOpenAccount(names.bitcoin)
      expect(address).toBe(current().devnet.info().bitcoin.testWallet.payment)
      expect(address).toMatch(/^bcrt1/)
      const sats = await bitcoinSats(address)
      expect(sats).toBeGreaterThan(0n)
      await balance.filter({ hasText: shown(sats, 8, 'BTC') }).waitFor()
    },
  )

  e2eTest(
    'connects the injected Polkadot test extension from the modal and signs in: SS58 of the chain, ROC balance',
    current,
    async () => {
      const page = await current().openFreshPage()
      await waitForStatus(page, 'disconnected')
      await chooseSiwx(page, 'optional')
      await connectButton(page).click()
      await dialog(page)
        .getByRole('button')
        .filter({ hasText: walletEntryText(names.polkadot) })
        .click()
      await waitForStatus(page, 'connected')
      // //Alice in the chain's SS58 prefix (2), not the generic form the extension lists.
      const alice = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
      await page.getByTestId('account-address').filter({ hasText: alice }).waitFor()
      await page
        .getByTestId('siwx-session')
        .filter({ hasText: `Signed in as ${alice}` })
        .waitFor({ timeout: 30_000 })
      expect(await page.getByTestId('siwx-session').textContent()).toContain(
        'polkadot:45454545454545454545454545454545',
      )
      const requests = await page.evaluate(() =>
        window.__walletportPolkadotExtension!.requests.map((request) => request.method),
      )
      expect(requests).toEqual(expect.arrayContaining(['enable', 'signRaw']))
      await page.getByRole('button', { name: new RegExp(shortenAddress(alice)) }).click()
      await dialog(page).locator('.wp-account-balance').filter({ hasText: /ROC$/ }).waitFor()
    },
  )

  e2eTest(
    'shows a WalletConnect QR code and a wc: link, and the wallet page pairs all five namespaces through the relay',
    current,
    async () => {
      const page = await current().openFreshPage()
      await waitForStatus(page, 'disconnected')
      await connectButton(page).click()
      await dialog(page).getByRole('button', { name: 'WalletConnect' }).click()
      const qr = dialog(page).locator('img.wp-qr-code')
      await qr.waitFor()
      const svg = decodeURIComponent((await qr.getAttribute('src')) ?? '')
      expect(svg).toMatch(/^data:image\/svg\+xml;utf8,<svg[\s\S]*<\/svg>$/)

      const uri = await copyPairingUri(page)
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?.*symKey=[0-9a-f]{64}/)

      const wallet = await approveInWalletPage(current(), uri)
      try {
        await waitForStatus(page, 'connected')
        const evmAddress = current().devnet.evm.accounts[0]!.address
        // The namespace the user connected from stays active once the others connected too.
        await page.getByTestId('account-address').filter({ hasText: evmAddress }).waitFor()

        // The same session carries the other namespaces: their adapters connected without a second proposal.
        for (const chain of [
          'solana:localnet',
          'cosmos:walletport-local',
          'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
          'polkadot:45454545454545454545454545454545',
        ]) {
          await wallet.getByRole('region', { name: 'Sessions' }).filter({ hasText: chain }).waitFor()
        }
        const solanaAddress = (await wallet.getByTestId('wallet-solana-address').textContent()) ?? ''
        expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
        await page.getByRole('button', { name: new RegExp(shortenAddress(evmAddress)) }).click()
        await dialog(page).getByRole('button', { name: 'Switch Network: EVM Local' }).click()
        await dialog(page).getByRole('button', { name: 'Solana Local' }).click()
        await page.getByTestId('account-network').filter({ hasText: 'solana:localnet' }).waitFor()
        await page.getByTestId('account-address').filter({ hasText: solanaAddress }).waitFor()
        // Every namespace of the session connected, without a prompt: Cosmos reads its accounts over
        // cosmos_getAccounts (which once waited on the wallet page for good and held up Bitcoin and Polkadot).
        for (const [from, to, caipNetwork] of [
          ['Solana Local', 'Cosmos Local', 'cosmos:walletport-local'],
          ['Cosmos Local', 'Bitcoin Regtest', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
          ['Bitcoin Regtest', 'Polkadot Local', 'polkadot:45454545454545454545454545454545'],
        ] as const) {
          if ((await dialog(page).count()) > 0) {
            await page.keyboard.press('Escape')
            await dialog(page).waitFor({ state: 'detached' })
          }
          await page.getByRole('button', { name: from, exact: true }).click()
          await dialog(page).getByRole('button', { name: to }).click()
          await page.getByTestId('account-network').filter({ hasText: caipNetwork }).waitFor()
          await waitForStatus(page, 'connected')
        }
        expect(await wallet.getByRole('region', { name: 'Request', exact: true }).count()).toBe(0)
        expect(await wallet.getByRole('region', { name: 'Session proposal' }).count()).toBe(0)
      } finally {
        await wallet.close()
      }
    },
  )

  e2eTest(
    'signs in while pairing (one-click auth) when only EVM is on: one approval on the wallet page, no signature view',
    current,
    async () => {
      const page = await current().openFreshPage()
      await waitForStatus(page, 'disconnected')
      const chains = page.getByRole('group', { name: 'Chains and networks' })
      for (const label of [
        'Solana (litesvm)',
        'Cosmos (fixture-backed CometBFT RPC)',
        'Bitcoin (bcoin regtest)',
        'Polkadot (chopsticks, Rococo Asset Hub runtime)',
      ]) {
        await chains.getByRole('checkbox', { name: label, exact: true }).uncheck()
      }
      await chooseSiwx(page, 'optional')
      await connectButton(page).click()
      await dialog(page).getByRole('button', { name: 'WalletConnect' }).click()
      await dialog(page).locator('img.wp-qr-code').waitFor()
      const wallet = await approveInWalletPage(current(), await copyPairingUri(page))
      try {
        await waitForStatus(page, 'connected')
        const evmAddress = current().devnet.evm.accounts[0]!.address
        await page
          .getByTestId('siwx-session')
          .filter({ hasText: `Signed in as ${evmAddress}` })
          .waitFor()
        // The modal closes once the session is stored, a moment after the page shows it.
        await dialog(page).waitFor({ state: 'detached' })
        expect(await wallet.getByRole('region', { name: 'Request', exact: true }).count()).toBe(0)
      } finally {
        await wallet.close()
      }
    },
  )
})
