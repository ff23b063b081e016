#!/usr/bin/env node
// Where click → wallet list goes (issue 23): loads each app as the browser runs do (fresh profile, test wallet,
// probe), records a chromium trace around the first click, and breaks the time from the click down: the modal's
// JS still being fetched after the click, script run on the main thread, style recalc, layout, paint, and when
// the probe saw the list. Apps are interleaved run by run; medians are printed. Needs a built bench
// (`npm run bench` or `node bench/run.mjs --skip-browser --skip-micro` first) and bench's dependencies.
//
// node bench/clickProfile.mjs [--runs N] [--hover-ms N] [--save-trace dir] [app…]   (default: bare walletport-evm walletport-full)
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchDir, buildTestWallet, repoDir } from './lib/build.mjs'
import { openContext } from './lib/browser.mjs'
import { serveStatic } from './lib/serve.mjs'
import { median } from './lib/stats.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at === -1 ? fallback : args.splice(at, 2)[1]
}
const runs = Number(option('--runs', '5'))
const saveTrace = option('--save-trace', undefined)
const hoverMs = Number(option('--hover-ms', '0'))
const apps = args.length ? args : ['bare', 'walletport-evm', 'walletport-full']
const probeScript = (await import('node:fs')).readFileSync(new URL('./lib/pageProbe.js', import.meta.url), 'utf8')
// When the test wallet's name first enters the DOM (a MutationObserver, shadow roots aside: WalletPort and the
// bare page render in the document), so the profile tells the React commit from the probe's sighting.
const domWatchScript = `;(() => {
  const watch = () => {
    new MutationObserver((records, observer) => {
      if (document.body.textContent.includes('WalletPort Test Wallet') && window.__WP_PROBE__?.clickAt !== undefined) {
        window.__WP_DOM_AT__ = performance.now()
        observer.disconnect()
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  }
  if (document.body) watch()
  else document.addEventListener('DOMContentLoaded', watch)
})()`
const CATEGORIES = ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'netlog']

async function profileOnce(url, benchConfig, walletScript) {
  const { context, close } = await openContext()
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(`window.__WP_BENCH__ = ${JSON.stringify(benchConfig)};`)
    await page.addInitScript(walletScript)
    await page.addInitScript(probeScript)
    await page.addInitScript(domWatchScript)
    await page.goto(url, { waitUntil: 'load' })
    for (;;) {
      if (await page.evaluate(() => window.__WP_PROBE__.buttonAt)) break
      await page.waitForTimeout(25)
    }
    await page.waitForTimeout(1000)
    const cdp = await context.newCDPSession(page)
    const events = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' })
    const button = await page.evaluateHandle(() => window.__WP_BUTTON__)
    if (hoverMs > 0) {
      await button.hover()
      await page.waitForTimeout(hoverMs)
    }
    await button.click()
    for (;;) {
      if (await page.evaluate(() => window.__WP_PROBE__.listAt)) break
      await page.waitForTimeout(10)
    }
    await page.waitForTimeout(300)
    const probe = await page.evaluate(() => ({ ...window.__WP_PROBE__, domAt: window.__WP_DOM_AT__ }))
    await cdp.send('Tracing.end')
    await done
    return { events, probe }
  } finally {
    await close()
  }
}

/** Main-thread time from the click to the list by kind, and when the modal's JS arrived (ms after the click). */
function analyse({ events, probe }) {
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
  if (!click) throw new Error('no click in the trace')
  const main = click.tid
  const pid = click.pid
  const t0 = click.ts
  // The probe's list time, mapped onto the trace clock through the click (event.timeStamp ≈ dispatch start).
  const listTs = t0 + (probe.listAt - probe.clickAt) * 1000
  const onMain = events.filter((e) => e.pid === pid && e.tid === main && e.ph === 'X' && e.ts >= t0 - 50_000 && e.ts <= listTs)
  const within = (e) => Math.max(0, Math.min(e.ts + e.dur, listTs) - Math.max(e.ts, t0)) / 1000
  const sum = (names) => onMain.filter((e) => names.includes(e.name)).reduce((s, e) => s + within(e), 0)
  const top = onMain.filter((e) => e.ts + e.dur > t0)
  // Top-level tasks only for the busy total (nested events are inside them).
  const busy = top.filter((e) => e.name === 'RunTask').reduce((s, e) => s + within(e), 0)
  const finishes = events.filter((e) => e.name === 'ResourceFinish' && e.ts > t0 - 200_000 && e.ts <= listTs)
  const sends = new Map(
    events.filter((e) => e.name === 'ResourceSendRequest').map((e) => [e.args?.data?.requestId, e.args?.data?.url]),
  )
  const jsAfterClick = finishes
    .filter((e) => e.ts > t0 && /\.js$/.test(sends.get(e.args?.data?.requestId) ?? ''))
    .map((e) => (e.ts - t0) / 1000)
  const paints = events.filter((e) => e.pid === pid && (e.name === 'Paint' || e.name === 'PrePaint') && e.ts > t0)
  return {
    clickToList: probe.listAt - probe.clickAt,
    clickToDom: probe.domAt - probe.clickAt,
    lastJsAfterClick: jsAfterClick.length ? Math.max(...jsAfterClick) : 0,
    jsFilesAfterClick: jsAfterClick.length,
    busy,
    script: sum(['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks']),
    compile: sum(['v8.compileModule', 'v8.compile', 'CompileScript', 'v8.parseOnBackground']),
    style: sum(['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet']),
    layout: sum(['Layout']),
    firstPaintAfterClick: paints.length ? (Math.min(...paints.map((e) => e.ts)) - t0) / 1000 : Number.NaN,
  }
}

const walletScript = await buildTestWallet()
const { startDevnet } = await import(join(repoDir, 'packages', 'devnet', 'dist', 'index.js'))
const devnet = await startDevnet()
const node = devnet.evm.nodes[0]
const benchConfig = { chainId: node.chainId, rpcUrl: node.rpcUrl, walletRpcUrl: node.rpcUrl.replace('127.0.0.1', 'localhost') }
const server = await serveStatic(join(benchDir, 'dist'))
const rows = Object.fromEntries(apps.map((app) => [app, []]))
try {
  for (let run = 0; run < runs; run++) {
    for (const app of apps) {
      const profile = await profileOnce(`${server.origin}/${app}/`, benchConfig, walletScript)
      if (saveTrace) {
        mkdirSync(saveTrace, { recursive: true })
        writeFileSync(join(saveTrace, `${app}-${run}.json`), JSON.stringify({ traceEvents: profile.events }))
      }
      const row = analyse(profile)
      rows[app].push(row)
      console.log(`${app} run ${run + 1}: ${Object.entries(row).map(([k, v]) => `${k} ${Number(v).toFixed(1)}`).join(', ')}`)
    }
  }
} finally {
  await server.close()
  await devnet.stop()
}
console.log(`\nmedians over ${runs} interleaved runs (ms after the click; main-thread time up to the list):`)
for (const app of apps) {
  const keys = Object.keys(rows[app][0] ?? {})
  console.log(`${app.padEnd(18)} ${keys.map((k) => `${k} ${median(rows[app].map((r) => r[k])).toFixed(1)}`).join(', ')}`)
}
