// One measured page load in headless Debian chromium with a fresh profile: load, wait for the connect button,
// let the page settle, click it, wait for the wallet list, read the heap. Every request to a host that is not
// loopback is counted, and fails inside chromium (no DNS, dead proxy), so nothing leaves the machine.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const probeScript = readFileSync(new URL('./pageProbe.js', import.meta.url), 'utf8')
const SETTLE_MS = 1000
const TIMEOUT_MS = 20_000

export const isLoopback = (url) => {
  try {
    const { protocol, hostname } = new URL(url)
    if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
  } catch {
    return true
  }
}

export async function openContext() {
  const profile = mkdtempSync(join(tmpdir(), 'wp-bench-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Nothing leaves the machine: every host but loopback resolves to nothing, and everything that is not
      // loopback (IP literals included) goes to a proxy on a closed loopback port, so it fails at once.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      '--proxy-server=http://127.0.0.1:9',
    ],
  })
  // Counted passively: page.route would stall every request (loopback included) on a round trip to this
  // process, 50–150 ms each here, which distorts every timing. Blocking is done by chromium itself (flags above).
  const external = []
  const watch = (page) => {
    page.on('request', (request) => {
      if (!isLoopback(request.url())) external.push(request.url())
    })
    page.on('websocket', (ws) => {
      if (!isLoopback(ws.url())) external.push(ws.url())
    })
  }
  context.pages().forEach(watch)
  context.on('page', watch)
  const close = async () => {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
  return { context, external, close }
}

const waitFor = async (page, predicate, what) => {
  const deadline = Date.now() + TIMEOUT_MS
  for (;;) {
    const value = await page.evaluate(predicate)
    if (value !== undefined && value !== null && value !== false) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/**
 * Measures app `name` served at `url`. `walletScript` injects the test wallet; `gzipSizeOf` maps a path to bytes.
 * `hoverMs`: rest the pointer on the button that long before pressing it (a person's pace; playwright's own click
 * presses ~10–20 ms after its hover, so code loaded on intent is still in flight at the click).
 */
export async function measureRun({ url, benchConfig, walletScript, gzipSizeOf, hoverMs = 0 }) {
  const { context, external, close } = await openContext()
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(`window.__WP_BENCH__ = ${JSON.stringify(benchConfig)};`)
    await page.addInitScript(walletScript)
    await page.addInitScript(probeScript)
    let phase = 'load'
    const scripts = { load: [], click: [] }
    page.on('request', (request) => {
      const requestUrl = new URL(request.url())
      if (isLoopback(request.url()) && requestUrl.pathname.endsWith('.js')) {
        scripts[phase === 'load' ? 'load' : 'click'].push(requestUrl.pathname)
      }
    })
    await page.goto(url, { waitUntil: 'load' })
    const buttonAt = await waitFor(page, () => window.__WP_PROBE__.buttonAt, 'the connect button')
    await page.waitForTimeout(SETTLE_MS)
    const externalBeforeClick = external.length
    phase = 'click'
    const button = await page.evaluateHandle(() => window.__WP_BUTTON__)
    if (hoverMs > 0) {
      await button.hover()
      await page.waitForTimeout(hoverMs)
    }
    await button.click()
    const clickToList = await waitFor(
      page,
      () => {
        const p = window.__WP_PROBE__
        return p.listAt === undefined ? undefined : p.listAt - p.clickAt
      },
      'the wallet list',
    )
    await page.waitForTimeout(SETTLE_MS)
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value
    const size = (paths) => paths.reduce((sum, p) => sum + (gzipSizeOf(p) ?? 0), 0)
    return {
      buttonAt,
      clickToList,
      heap,
      jsBeforeClick: size(scripts.load),
      jsOnClick: size(scripts.click),
      scriptsBeforeClick: scripts.load,
      scriptsOnClick: scripts.click,
      external: external.length,
      externalBeforeClick,
      externalUrls: [...external],
    }
  } finally {
    await close()
  }
}

// Logs, in page time, every request the app itself makes to a loopback service other than the page's own server
// (fetch bodies' JSON-RPC methods, WebSocket opens); the test wallet reaches the EVM node under another name.
const rpcLogScript = (rpcUrl) => `;(() => {
  const log = (window.__WP_RPC_LOG__ = [])
  const evmNode = ${JSON.stringify(rpcUrl)}
  const record = (url, method) => {
    try {
      const { origin, hostname } = new URL(url, location.href)
      if (origin === location.origin || (hostname !== '127.0.0.1' && hostname !== 'localhost')) return
      log.push({ origin, method, evm: String(url).startsWith(evmNode), at: performance.now() })
    } catch {}
  }
  const fetch0 = window.fetch.bind(window)
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    let methods = [undefined]
    if (typeof init?.body === 'string') {
      try {
        const body = JSON.parse(init.body)
        methods = (Array.isArray(body) ? body : [body]).map((call) => call?.method)
      } catch {}
    }
    for (const method of methods) record(url, method ?? (init?.method ?? 'GET'))
    return fetch0(input, init)
  }
  const WebSocket0 = window.WebSocket
  window.WebSocket = class extends WebSocket0 {
    constructor(url, protocols) {
      super(url, protocols)
      record(String(url), 'websocket')
    }
  }
})()`

/** Namespace of each loopback service the bench apps are configured with (@walletport/core/networks' local*). */
const NAMESPACE_BY_PORT = { 8899: 'solana', 8900: 'solana', 3002: 'bip122', 8000: 'polkadot', 26657: 'cosmos' }
const namespaceOf = (entry) => (entry.evm ? 'eip155' : (NAMESPACE_BY_PORT[new URL(entry.origin).port] ?? entry.origin))

/**
 * Reconnect cost: connect the test wallet through the app's own list, reload, and count the JSON-RPC requests
 * made until the app shows the account: EIP-1193 requests to the wallet (its own log) plus JSON-RPC calls the
 * app sends to the node itself (the wallet reaches the node under another loopback name, so none is counted twice).
 */
export async function measureReconnect({ url, benchConfig, walletScript }) {
  const { context, external, close } = await openContext()
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(`window.__WP_BENCH__ = ${JSON.stringify(benchConfig)};`)
    await page.addInitScript(rpcLogScript(benchConfig.rpcUrl))
    await page.addInitScript(walletScript)
    await page.addInitScript(probeScript)
    let rawNodeRequests = 0
    page.on('request', (request) => {
      if (request.url().startsWith(benchConfig.rpcUrl)) rawNodeRequests++
    })
    await page.goto(url, { waitUntil: 'load' })
    await waitFor(page, () => window.__WP_PROBE__.buttonAt, 'the connect button')
    await page.waitForTimeout(SETTLE_MS)
    await (await page.evaluateHandle(() => window.__WP_BUTTON__)).click()
    await waitFor(page, () => window.__WP_PROBE__.listAt, 'the wallet list')
    await page.evaluate(() => {
      window.__WP_PROBE__.watchConnected = true
      window.__WP_PROBE__.restart()
    })
    await (await page.evaluateHandle(() => window.__WP_ENTRY__)).click()
    await waitFor(page, () => window.__WP_PROBE__.connectedAt, 'the connected account')
    await page.waitForTimeout(SETTLE_MS)
    await page.addInitScript('window.__WP_PROBE__.watchConnected = true')
    rawNodeRequests = 0
    await page.reload({ waitUntil: 'load' })
    const connectedAt = await waitFor(page, () => window.__WP_PROBE__.connectedAt, 'the account after reload')
    const { wallet, requests } = await page.evaluate((until) => {
      const before = (log) => log.filter((e) => e.at <= until)
      return { wallet: before(window.__WP_BENCH_LOG__).map((e) => e.method), requests: before(window.__WP_RPC_LOG__) }
    }, connectedAt)
    const node = requests.filter((entry) => entry.evm).map((entry) => entry.method)
    // Per namespace: node requests (the app's own, to that namespace's services) and wallet requests (only the
    // EVM test wallet is in the page: other namespaces have no wallet to ask).
    const byNamespace = { eip155: { node: 0, wallet: wallet.length } }
    for (const entry of requests) {
      const namespace = namespaceOf(entry)
      byNamespace[namespace] ??= { node: 0, wallet: 0 }
      byNamespace[namespace].node++
    }
    return {
      connectedAt,
      walletRequests: wallet.length,
      nodeRequests: node.length,
      total: wallet.length + node.length,
      walletMethods: wallet,
      nodeMethods: node,
      byNamespace,
      rawNodeRequests,
      external: external.length,
    }
  } finally {
    await close()
  }
}
