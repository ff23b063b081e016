import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort, type MailSink, startMailSink } from '@walletport/devnet'
import {
  type RunningEmbeddedServer,
  readServerConfig,
  startEmbeddedServer,
} from '@walletport/embedded-server'
import type { Page } from 'playwright-core'
import { e2eSessionForFile } from './e2eSessionForFile.js'
import { e2eTest } from './e2eTest.js'
import { instrumentNextLoads, instrumentTestWallets, type LoadRecord } from './instrumentTestWallets.js'
import { createRawRequestLog, type DevnetNode } from './nodeRequestLog.js'
import { connectButton, dialog, testWalletName, waitForStatus } from './playgroundPage.js'
import {
  describeSoak,
  type Restored,
  runRestoreSoak,
  type SoakReport,
  seededRandom,
} from './runRestoreSoak.js'
import type { E2eSession } from './startE2eSession.js'
import { approveInWalletPage, copyPairingUri } from './walletConnectPage.js'

/** Reloads per namespace: 30 in the test command, WALLETPORT_RESTORE_SOAK_CYCLES for the bench (bench/restoreSoak.mjs). */
const cycles = Number(process.env.WALLETPORT_RESTORE_SOAK_CYCLES ?? 30)
const kills = Number(process.env.WALLETPORT_RESTORE_SOAK_KILLS ?? Math.max(3, Math.round(cycles / 10)))
const seed = Number(process.env.WALLETPORT_RESTORE_SOAK_SEED ?? Date.now() % 2 ** 31)
/** Bounds one namespace's soak: a connect plus each reload at most 30 s (a failing one ends the soak). */
const soakTimeoutMs = 120_000 + cycles * 30_000

const passphrase = 'correct horse battery staple'

// The email wallet's frame keeps its session in partitioned third-party storage, as the common browsers ship.
const current = e2eSessionForFile({
  clipboard: true,
  startTimeoutMs: 180_000,
  start: { thirdPartyStorage: 'partitioned' },
})
const reports: SoakReport[] = []

function devnetNodes(session: E2eSession): DevnetNode[] {
  const { devnet } = session
  return [
    ...devnet.evm.nodes.map((node) => ({ namespace: 'eip155', url: node.rpcUrl })),
    { namespace: 'solana', url: devnet.solana.rpcUrl },
    { namespace: 'solana', url: devnet.solana.wsUrl },
    { namespace: 'cosmos', url: devnet.cosmos.rpcUrl },
    { namespace: 'bip122', url: devnet.bitcoin.esploraUrl },
    ...(devnet.polkadot ? [{ namespace: 'polkadot', url: devnet.polkadot.wsUrl }] : []),
  ]
}

/** A row of the Connect view: its monogram (when no mark), the exact name, the chains, 'Installed'. */
function walletEntry(page: Page, name: string) {
  return dialog(page)
    .getByRole('button')
    .filter({ hasText: new RegExp(`^(\\w{1,2})?${name}(Works with [^]*)?Installed$`) })
}

async function shown(page: Page): Promise<Restored> {
  return {
    address: (await page.getByTestId('account-address').textContent()) ?? '',
    network: (await page.getByTestId('account-network').textContent()) ?? '',
  }
}

async function soak(
  label: string,
  namespaces: readonly string[],
  page: Page,
  countWalletRequests: (page: Page, record: LoadRecord, raw: Record<string, number>) => Promise<number>,
  walletServers: readonly DevnetNode[] = [],
): Promise<SoakReport> {
  const session = current()
  const expected = await shown(page)
  await instrumentNextLoads(page)
  const nodes = [...devnetNodes(session), ...walletServers]
  const rawRequests = createRawRequestLog(nodes)
  rawRequests.follow(page)
  const report = await runRestoreSoak({
    session,
    label,
    namespaces,
    expected,
    cycles,
    kills,
    nodes,
    rawRequests,
    countWalletRequests,
    random: seededRandom(seed + reports.length),
  })
  reports.push(report)
  console.log(describeSoak(report))
  return report
}

function expectWithinBudget(report: SoakReport) {
  expect(report.failure).toBeUndefined()
  expect(report.successes).toBe(cycles)
  expect(report.kills.every((outcome) => outcome.restored)).toBe(true)
  expect(Math.max(...report.walletRequests)).toBeLessThanOrEqual(2)
  expect(Math.max(...report.nodeRequests)).toBeLessThanOrEqual(1)
}

const injected = [
  { label: 'eip155 (EVM test wallet)', namespace: 'eip155', wallet: testWalletName },
  { label: 'solana (Solana test wallet)', namespace: 'solana', wallet: 'WalletPort Solana Test Wallet' },
  { label: 'polkadot (test extension)', namespace: 'polkadot', wallet: 'WalletPort Test Extension' },
  { label: 'bip122 (Bitcoin test wallet)', namespace: 'bip122', wallet: 'WalletPort Bitcoin Test Wallet' },
  { label: 'cosmos (Keplr test wallet)', namespace: 'cosmos', wallet: 'Keplr' },
] as const

describe(`session restore soak in chromium: ${cycles} reloads per namespace in one profile (seed ${seed})`, () => {
  beforeAll(async () => {
    await instrumentTestWallets(current().context)
  })

  afterAll(() => {
    if (reports.length > 0)
      console.log(`restore soak (seed ${seed}):\n${reports.map(describeSoak).join('\n')}`)
  })

  for (const { label, namespace, wallet } of injected) {
    e2eTest(
      `${label}: every reload comes back connected, same account and network, no prompt, within budget`,
      current,
      async () => {
        const page = await current().openFreshPage()
        await waitForStatus(page, 'disconnected')
        await connectButton(page).click()
        await walletEntry(page, wallet).click()
        await waitForStatus(page, 'connected')
        await page
          .getByTestId('account-network')
          .filter({ hasText: `(${namespace}:` })
          .waitFor()
        if ((await dialog(page).count()) > 0) {
          await page.keyboard.press('Escape')
          await dialog(page).waitFor({ state: 'detached' })
        }
        const report = await soak(
          label,
          [namespace],
          page,
          async (_loaded, record) => record.wallet.filter((line) => line.startsWith(`${namespace} `)).length,
        )
        expectWithinBudget(report)
      },
      soakTimeoutMs,
    )
  }

  e2eTest(
    'WalletConnect (devnet wallet page over the local relay): every reload comes back connected, within budget',
    current,
    async () => {
      const page = await current().openFreshPage()
      await waitForStatus(page, 'disconnected')
      await connectButton(page).click()
      await dialog(page).getByRole('button', { name: 'WalletConnect' }).click()
      await dialog(page).locator('img.wp-qr-code').waitFor()
      const wallet = await approveInWalletPage(current(), await copyPairingUri(page))
      try {
        await waitForStatus(page, 'connected')
        await page.getByTestId('account-network').filter({ hasText: '(eip155:' }).waitFor()
        await dialog(page).waitFor({ state: 'detached' })
        const walletLog = wallet.getByTestId('wallet-log').locator('li')
        // Requests the wallet page received since the page's last load (its log is prepended), most of one
        // namespace: the budget is per namespace and the session carries five. A proposal counts as a request.
        let seen = await walletLog.allTextContents()
        const methods = new Set<string>()
        const report = await soak(
          'WalletConnect (all five namespaces in one session)',
          ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'],
          page,
          async () => {
            const now = await walletLog.allTextContents()
            const added = seen.length === 0 ? now.length : Math.max(now.indexOf(seen[0]!), 0)
            seen = now
            const byNamespace: Record<string, number> = {}
            for (const line of now.slice(0, added)) {
              const request = / Request (\S+) on ([\w-]+):/.exec(line)
              const namespace = request?.[2] ?? (/ Session proposal /.test(line) ? 'proposal' : undefined)
              if (!namespace) continue
              if (request) methods.add(`${request[2]} ${request[1]}`)
              byNamespace[namespace] = (byNamespace[namespace] ?? 0) + 1
            }
            return Math.max(0, ...Object.values(byNamespace))
          },
        )
        console.log(`WalletConnect wallet requests on reload: ${[...methods].join(', ') || 'none'}`)
        expectWithinBudget(report)
        expect(await wallet.getByRole('region', { name: 'Session proposal' }).count()).toBe(0)
      } finally {
        await wallet.close()
      }
    },
    soakTimeoutMs,
  )

  describe('the embedded wallet (email login through the devnet mail sink)', () => {
    let mail: MailSink
    let server: RunningEmbeddedServer
    let dataDir: string
    let serverUrl: string
    let playgroundUrl: string

    beforeAll(async () => {
      mail = await startMailSink()
      dataDir = mkdtempSync(join(tmpdir(), 'walletport-restore-soak-'))
      // The frame on another site than the page (localhost vs 127.0.0.1), as `npm run playground` serves it.
      serverUrl = `http://localhost:${await getFreePort()}`
      server = await startEmbeddedServer({
        config: readServerConfig({
          PORT: new URL(serverUrl).port,
          WALLETPORT_PUBLIC_URL: serverUrl,
          WALLETPORT_ALLOWED_ORIGINS: new URL(current().url).origin,
          WALLETPORT_DATA_DIR: dataDir,
          WALLETPORT_SMTP_URL: mail.smtpUrl,
          WALLETPORT_LOG_LEVEL: 'error',
        }),
      })
      playgroundUrl = current().url
      current().url = `${playgroundUrl}&${new URLSearchParams({ frame: serverUrl, mail: mail.apiUrl })}`
    }, 120_000)

    afterAll(async () => {
      if (playgroundUrl) current().url = playgroundUrl
      await server?.stop()
      await mail?.stop()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    })

    // Came back disconnected after every reload until the storage was partitioned (this chromium denied the frame
    // IndexedDB, so its session lived in memory), then over budget until the frame's GET_USER stopped asking
    // GET /v1/me again on a device holding its share (frameRuntime.test.ts).
    e2eTest(
      'eip155 (email login): every reload comes back on the network the user left, no prompt, within budget',
      current,
      async () => {
        const email = `soak-${Date.now()}@example.com`
        const page = await current().openFreshPage()
        await waitForStatus(page, 'disconnected')
        await connectButton(page).click()
        await dialog(page).getByRole('button', { name: 'Continue with email' }).click()
        let after = Date.now()
        await dialog(page).getByLabel('Email').fill(email)
        await dialog(page).getByLabel('Email').press('Enter')
        const device = page.getByRole('dialog', { name: 'Register this device' })
        const code = page.getByRole('dialog', { name: 'Confirm your email' }).getByLabel('Code')
        await device.or(code).first().waitFor()
        if (await device.isVisible()) {
          const { link } = await mail.waitForMail({ to: email, after })
          after = Date.now()
          const approval = await current().context.newPage()
          try {
            await approval.goto(link ?? '')
            await approval.getByRole('button', { name: 'Approve this device' }).click()
            await code.waitFor()
          } finally {
            await approval.close()
          }
        }
        await code.fill((await mail.waitForMail({ to: email, after })).code ?? '')
        // A new account chooses its passphrase in the wallet's frame.
        const frame = page.frameLocator('iframe[title="WalletPort wallet"]')
        await frame.getByPlaceholder('Passphrase', { exact: true }).fill(passphrase)
        await frame.getByPlaceholder('Repeat the passphrase').fill(passphrase)
        await frame.getByRole('button', { name: 'Continue' }).click()
        await waitForStatus(page, 'connected')
        await page.getByTestId('account-network').filter({ hasText: '(eip155:31337)' }).waitFor()
        await dialog(page).waitFor({ state: 'detached' })
        const report = await soak(
          'embedded wallet (email, eip155)',
          ['eip155'],
          page,
          async (_loaded, _record, raw) => raw['wallet:embedded'] ?? 0,
          [{ namespace: 'wallet:embedded', url: serverUrl, paths: /^\/v1\// }],
        )
        expectWithinBudget(report)
      },
      soakTimeoutMs,
    )
  })
})
