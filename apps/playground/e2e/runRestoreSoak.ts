import type { Page } from 'playwright-core'
import { type LoadRecord, loadRecordOf } from './instrumentTestWallets.js'
import { countByNamespace, type DevnetNode, type RawRequestLog } from './nodeRequestLog.js'
import type { E2eSession } from './startE2eSession.js'

/** What a reload must bring back: the account and network the page showed when the soak began. */
export interface Restored {
  address: string
  /** The text of the playground's `account-network`, e.g. "EVM Local (eip155:31337)". */
  network: string
}

export type KillMethod = 'crash' | 'close' | 'navigate-away'

export interface KillOutcome {
  method: KillMethod
  delayMs: number
  restored: boolean
}

export interface SoakReport {
  label: string
  cycles: number
  successes: number
  /**
   * Per successful reload, up to the moment the page shows it connected again: wallet requests, and the app's node
   * requests to the namespace's own nodes (the reads an app makes once connected, balance and names, come after).
   */
  walletRequests: number[]
  nodeRequests: number[]
  /** Node requests to other namespaces' nodes, summed over the soak (a restore should reach only its own). */
  otherNodeRequests: number
  /** Per reload, everything `page.on('request')` saw to the namespace's nodes until restored (app reads too). */
  rawNodeRequests: number[]
  kills: KillOutcome[]
  reloadMs: number[]
  /** The counted requests of the reload that made the most (what they were). */
  busiestReload: string[]
  failure?: string
}

export interface RunRestoreSoakParameters {
  session: E2eSession
  label: string
  /** The namespaces whose node requests count for this soak (all of a WalletConnect session's). */
  namespaces: readonly string[]
  expected: Restored
  cycles: number
  kills: number
  nodes: readonly DevnetNode[]
  rawRequests: RawRequestLog
  /**
   * Wallet requests made by the page loaded last until it showed the account: from the in-page `record`, the
   * wallet's own log, or `raw` (what `page.on('request')` saw up to then, for a wallet in a frame).
   */
  countWalletRequests(page: Page, record: LoadRecord, raw: Record<string, number>): Promise<number>
  /** Bounds each wait for the restored state. */
  timeoutMs?: number
  random?: () => number
}

/** mulberry32: a seeded generator, so a failing run's kill schedule can be replayed (its seed is reported). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Waits until the page shows `expected` connected, with no dialog open (a prompt or the network view). */
async function waitRestored(
  page: Page,
  expected: Restored,
  timeout: number,
  onConnected: () => void,
): Promise<void> {
  await page
    .getByTestId('connection-status')
    .filter({ hasText: /^connected$/ })
    .waitFor({ timeout })
  onConnected()
  await page
    .getByTestId('account-address')
    .filter({ hasText: new RegExp(`^${escapeRegExp(expected.address)}$`) })
    .waitFor({ timeout })
  await page
    .getByTestId('account-network')
    .filter({ hasText: new RegExp(`^${escapeRegExp(expected.network)}$`) })
    .waitFor({ timeout })
  const dialogs = await page.getByRole('dialog').count()
  if (dialogs > 0) throw new Error(`a dialog opened by itself after the reload (${dialogs})`)
}

async function kill(session: E2eSession, page: Page, method: KillMethod): Promise<Page> {
  if (method === 'navigate-away') {
    // The reload started just before may still commit after about:blank has (its response was already on the way),
    // and then about:blank never fires `load`: only the commit is awaited, and a navigation superseded by the
    // reload counts as done, since the next step loads the session URL again in either case.
    await page.goto('about:blank', { waitUntil: 'commit', timeout: 15_000 }).catch(() => undefined)
    return page
  }
  if (method === 'crash') {
    const cdp = await page.context().newCDPSession(page)
    const crashed = new Promise((resolve) => page.once('crash', resolve))
    void cdp.send('Page.crash').catch(() => undefined)
    await crashed
  }
  await page.close()
  return session.context.newPage()
}

const median = (values: readonly number[]) =>
  values.length === 0 ? 0 : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * `cycles` reloads of the session's current page, each of which must come back connected to `expected` with no
 * dialog; `kills` of them are preceded by a page crashed, closed or navigated away at a random time during its
 * reconnect (within the median reload time so far). Stops at the first reload that does not come back.
 */
export async function runRestoreSoak({
  session,
  label,
  namespaces,
  expected,
  cycles,
  kills,
  nodes,
  rawRequests,
  countWalletRequests,
  timeoutMs = 30_000,
  random = Math.random,
}: RunRestoreSoakParameters): Promise<SoakReport> {
  const report: SoakReport = {
    label,
    cycles,
    successes: 0,
    walletRequests: [],
    nodeRequests: [],
    otherNodeRequests: 0,
    rawNodeRequests: [],
    kills: [],
    reloadMs: [],
    busiestReload: [],
  }
  const killAt = new Set<number>()
  while (killAt.size < Math.min(kills, cycles)) killAt.add(1 + Math.floor(random() * (cycles - 1)))
  const methods: KillMethod[] = ['crash', 'close', 'navigate-away']
  let page = session.page!
  for (let cycle = 0; cycle < cycles; cycle++) {
    if (killAt.has(cycle)) {
      const method = methods[report.kills.length % methods.length]!
      const delayMs = Math.floor(random() * Math.max(median(report.reloadMs), 50))
      void page.reload().catch(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      page = await kill(session, page, method)
      if (session.page !== page) {
        session.page = page
        rawRequests.follow(page)
      }
      report.kills.push({ method, delayMs, restored: false })
    }
    rawRequests.reset()
    let rawAtConnected: Record<string, number> = {}
    const started = Date.now()
    try {
      if (page.url().startsWith(session.url.split('?')[0]!)) await page.reload()
      else await page.goto(session.url)
      await waitRestored(page, expected, timeoutMs, () => {
        rawAtConnected = rawRequests.byNamespace()
      })
    } catch (error) {
      report.failure = `reload ${cycle + 1} of ${cycles}: ${error instanceof Error ? error.message : String(error)}`
      return report
    }
    report.reloadMs.push(Date.now() - started)
    if (killAt.has(cycle)) report.kills[report.kills.length - 1]!.restored = true
    const record = await loadRecordOf(page)
    const { counts, lines } = countByNamespace(nodes, record.requests)
    const raw = rawRequests.byNamespace()
    report.rawNodeRequests.push(namespaces.reduce((sum, namespace) => sum + (raw[namespace] ?? 0), 0))
    let own = 0
    let other = 0
    for (const [namespace, count] of Object.entries(counts)) {
      if (namespaces.includes(namespace)) own += count
      else if (!namespace.startsWith('wallet:')) other += count
    }
    if (report.nodeRequests.every((before) => own > before)) report.busiestReload = lines
    report.nodeRequests.push(own)
    report.otherNodeRequests += other
    report.walletRequests.push(await countWalletRequests(page, record, rawAtConnected))
    report.successes++
  }
  return report
}

/** One line per soak: N, successes, requests (max / median), kills and their outcome. */
export function describeSoak(report: SoakReport): string {
  const max = (values: readonly number[]) => (values.length === 0 ? 0 : Math.max(...values))
  const restoredKills = report.kills.filter((outcome) => outcome.restored).length
  return [
    `${report.label}: ${report.successes}/${report.cycles} reloads restored`,
    `wallet requests max ${max(report.walletRequests)} median ${median(report.walletRequests)}`,
    `node requests max ${max(report.nodeRequests)} median ${median(report.nodeRequests)}`,
    `all seen by page.on('request') until restored max ${max(report.rawNodeRequests)} median ${median(report.rawNodeRequests)}`,
    `other namespaces' nodes ${report.otherNodeRequests}`,
    `kills mid-reconnect ${restoredKills}/${report.kills.length} restored (${report.kills
      .map((outcome) => `${outcome.method}@${outcome.delayMs}ms`)
      .join(', ')})`,
    `reload→restored median ${median(report.reloadMs)} ms`,
    `busiest reload's requests: ${report.busiestReload.join(', ') || 'none'}`,
    ...(report.failure ? [`FAILED ${report.failure}`] : []),
  ].join('; ')
}
