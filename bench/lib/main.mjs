// The whole benchmark: builds, micro-benchmarks, interleaved browser runs, reconnect count, bench/RESULTS.md.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { measureBundle, printBundle, SIZE_TARGETS } from '../bundle.mjs'
import { chromiumPath, measureReconnect, measureRun } from './browser.mjs'
import { benchDir, buildApp, buildTestWallet, repoDir, staticClosure, sumGzip } from './build.mjs'
import { findLandedAdapters } from './landedAdapters.mjs'
import { runMicro } from './micro.mjs'
import { writeResults } from './results.mjs'
import { serveStatic } from './serve.mjs'
import { median } from './stats.mjs'

export const ALL_APPS = [
  { name: 'bare', label: 'bare React (baseline)' },
  { name: 'walletport-evm', label: 'WalletPort EVM-only' },
  { name: 'walletport-full', label: 'WalletPort, every adapter + WalletConnect + embedded' },
  { name: 'appkit', label: 'AppKit + ethers' },
  { name: 'appkit-multichain', label: 'AppKit + ethers, Solana, Bitcoin' },
  { name: 'rainbowkit', label: 'RainbowKit + wagmi' },
]
/** Whose static size breakdown RESULTS.md lists: WalletPort's size-target apps and the rivals' multi-chain setup. */
const BUNDLE_APPS = [...Object.keys(SIZE_TARGETS), 'appkit-multichain']
const RECONNECT_RUNS = 3
/** The pointer rests this long on the button before the hovered click (a person's pace between pointing and pressing). */
export const HOVER_MS = 150

/**
 * `only`: names of the apps to build and run (bare is always kept, as the baseline); a partial run prints its
 * table and writes bench/dist/RESULTS.partial.md, never bench/RESULTS.md. `reconnect: false` skips the reload count.
 */
export async function main({ runs, micro, browser, only, reconnect = true }) {
  const started = Date.now()
  const unknown = (only ?? []).filter((name) => !ALL_APPS.some((app) => app.name === name))
  if (unknown.length) throw new Error(`bench: unknown app(s) ${unknown.join(', ')}; expected some of ${ALL_APPS.map((a) => a.name).join(', ')}`)
  const APPS = only?.length ? ALL_APPS.filter((app) => app.name === 'bare' || only.includes(app.name)) : ALL_APPS
  const partial = APPS.length < ALL_APPS.length || !reconnect || !browser
  const landed = findLandedAdapters(repoDir)
  console.log(`bench: landed adapters: ${landed.map((a) => a.package).join(', ')}`)

  console.log('bench: building the apps (Vite, production)…')
  const walletScript = await buildTestWallet()
  const builds = {}
  for (const app of APPS) {
    const { chunks } = await buildApp(app.name)
    builds[app.name] = {
      chunks,
      reactFiles: new Set(chunks.filter((c) => c.react).map((c) => `/${app.name}/${c.file}`)),
      all: sumGzip(chunks),
      staticBefore: sumGzip(staticClosure(chunks)),
    }
  }
  const bundles = []
  for (const name of BUNDLE_APPS.filter((n) => APPS.some((app) => app.name === n))) {
    const bundle = await measureBundle(name)
    printBundle(bundle)
    bundles.push(bundle)
  }

  const microResults = micro ? await runMicro() : []

  const results = { runs: {}, hovered: {}, reconnect: {}, errors: [] }
  if (browser) {
    const { startDevnet } = await import(join(repoDir, 'packages', 'devnet', 'dist', 'index.js'))
    const devnet = await startDevnet()
    const node = devnet.evm.nodes[0]
    const benchConfig = {
      chainId: node.chainId,
      rpcUrl: node.rpcUrl,
      walletRpcUrl: node.rpcUrl.replace('127.0.0.1', 'localhost'),
    }
    const server = await serveStatic(join(benchDir, 'dist'))
    try {
      for (const app of APPS) {
        results.runs[app.name] = []
        results.hovered[app.name] = []
      }
      for (let batch = 0; batch < runs; batch++) {
        const line = []
        for (const app of APPS) {
          try {
            const run = await measureRun({
              url: `${server.origin}/${app.name}/`,
              benchConfig,
              walletScript,
              gzipSizeOf: server.gzipSizeOf,
            })
            run.batch = batch
            run.reactBeforeClick = run.scriptsBeforeClick
              .filter((p) => builds[app.name].reactFiles.has(p))
              .reduce((sum, p) => sum + server.gzipSizeOf(p), 0)
            results.runs[app.name].push(run)
            line.push(`${app.name} ${Math.round(run.buttonAt)}/${Math.round(run.clickToList)} ms`)
          } catch (error) {
            results.errors.push(`${app.name} run ${batch + 1}: ${error.message.split('\n')[0]}`)
            line.push(`${app.name} failed`)
          }
          try {
            const hovered = await measureRun({
              url: `${server.origin}/${app.name}/`,
              benchConfig,
              walletScript,
              gzipSizeOf: server.gzipSizeOf,
              hoverMs: HOVER_MS,
            })
            results.hovered[app.name].push(hovered)
            line.push(`hovered ${Math.round(hovered.clickToList)} ms`)
          } catch (error) {
            results.errors.push(`${app.name} hovered run ${batch + 1}: ${error.message.split('\n')[0]}`)
          }
        }
        console.log(`bench: batch ${batch + 1}/${runs} (button/click→list): ${line.join(', ')}`)
      }
      for (let round = 0; round < (reconnect ? RECONNECT_RUNS : 0); round++) {
        for (const app of APPS.filter((a) => a.name !== 'bare')) {
          results.reconnect[app.name] ??= []
          try {
            const run = await measureReconnect({ url: `${server.origin}/${app.name}/`, benchConfig, walletScript })
            results.reconnect[app.name].push(run)
            console.log(
              `bench: reconnect ${app.name}: ${Math.round(run.connectedAt)} ms, ${run.walletRequests} wallet + ${run.nodeRequests} node requests (${run.walletMethods.join(' ')} | ${run.nodeMethods.join(' ')}); by namespace ${JSON.stringify(run.byNamespace)}`,
            )
          } catch (error) {
            results.errors.push(`${app.name} reconnect ${round + 1}: ${error.message.split('\n')[0]}`)
            console.log(`bench: reconnect ${app.name} failed: ${error.message.split('\n')[0]}`)
          }
        }
      }
    } finally {
      await server.close()
      await devnet.stop()
    }
  }

  const machine = describeMachine()
  const versions = describeVersions()
  const summary = summarize(APPS, builds, results)
  const markdown = writeResults({
    partial,
    apps: APPS,
    machine,
    versions,
    summary,
    results,
    bundles,
    micro: microResults,
    landed,
    runs,
    seconds: Math.round((Date.now() - started) / 1000),
  })
  console.log(`\n${markdown}`)
  console.log(`bench: wrote ${partial ? 'bench/dist/RESULTS.partial.md' : 'bench/RESULTS.md'} in ${Math.round((Date.now() - started) / 1000)} s`)
}

function summarize(APPS, builds, results) {
  const summary = {}
  const bareByBatch = new Map((results.runs.bare ?? []).map((r) => [r.batch, r.buttonAt]))
  for (const app of APPS) {
    const runs = results.runs[app.name] ?? []
    const pick = (f) => median(runs.map(f))
    const overBare = runs.filter((r) => bareByBatch.has(r.batch)).map((r) => r.buttonAt - bareByBatch.get(r.batch))
    const reconnect = results.reconnect[app.name] ?? []
    const bareButton = median((results.runs.bare ?? []).map((r) => r.buttonAt))
    summary[app.name] = {
      runs: runs.length,
      jsBeforeClick: pick((r) => r.jsBeforeClick),
      reactBeforeClick: pick((r) => r.reactBeforeClick),
      jsBeforeClickNoReact: pick((r) => r.jsBeforeClick - r.reactBeforeClick),
      jsOnClick: pick((r) => r.jsOnClick),
      allJs: builds[app.name].all,
      buttonAt: pick((r) => r.buttonAt),
      buttonOverBare: median(overBare),
      clickToList: pick((r) => r.clickToList),
      clickToListHovered: median((results.hovered[app.name] ?? []).map((r) => r.clickToList)),
      heap: pick((r) => r.heap),
      external: pick((r) => r.external),
      externalHosts: [...new Set(runs.flatMap((r) => r.externalUrls.map((u) => new URL(u).host)))],
      reconnect: reconnect.length
        ? {
            runs: reconnect.length,
            total: median(reconnect.map((r) => r.total)),
            wallet: median(reconnect.map((r) => r.walletRequests)),
            node: median(reconnect.map((r) => r.nodeRequests)),
            connectedAt: median(reconnect.map((r) => r.connectedAt)),
            overBare: median(reconnect.map((r) => r.connectedAt)) - bareButton,
            byNamespace: medianByNamespace(reconnect.map((r) => r.byNamespace ?? {})),
            methods: reconnect[0],
          }
        : undefined,
    }
  }
  return summary
}

function medianByNamespace(runs) {
  const namespaces = [...new Set(runs.flatMap((run) => Object.keys(run)))].sort()
  return Object.fromEntries(
    namespaces.map((namespace) => [
      namespace,
      {
        node: median(runs.map((run) => run[namespace]?.node ?? 0)),
        wallet: median(runs.map((run) => run[namespace]?.wallet ?? 0)),
      },
    ]),
  )
}

function describeMachine() {
  let chromiumVersion = 'unknown'
  try {
    chromiumVersion = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {}
  const cpu = cpus()
  return {
    cpus: `${cpu.length} × ${cpu[0]?.model ?? 'unknown'}`,
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    chromium: chromiumVersion,
    platform: `${process.platform} ${process.arch}`,
  }
}

function describeVersions() {
  const version = (pkg) => {
    try {
      return JSON.parse(readFileSync(join(benchDir, 'node_modules', pkg, 'package.json'), 'utf8')).version
    } catch {
      return 'missing'
    }
  }
  let commit = 'unknown'
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoDir, encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'packages'], { cwd: repoDir, encoding: 'utf8' })
    if (dirty.trim()) commit += ' + uncommitted changes in packages/'
  } catch {}
  const walletport = {}
  for (const dir of ['core', 'ui-react', 'adapter-evm', 'adapter-solana', 'adapter-bitcoin', 'adapter-polkadot', 'adapter-cosmos', 'devnet']) {
    try {
      walletport[`@walletport/${dir}`] = JSON.parse(readFileSync(join(repoDir, 'packages', dir, 'package.json'), 'utf8')).version
    } catch {}
  }
  const rivals = {}
  for (const pkg of [
    'react',
    'react-dom',
    '@reown/appkit',
    '@reown/appkit-adapter-ethers',
    '@reown/appkit-adapter-solana',
    '@reown/appkit-adapter-bitcoin',
    'ethers',
    '@rainbow-me/rainbowkit',
    'wagmi',
    'viem',
    '@tanstack/react-query',
    'vite',
    '@vitejs/plugin-react',
    'playwright-core',
  ]) {
    rivals[pkg] = version(pkg)
  }
  return { commit, walletport, packages: rivals }
}
