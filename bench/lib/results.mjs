// Writes bench/RESULTS.md: machine, versions, the table, WalletPort's figures as ratios to the rivals', targets.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchDir } from './build.mjs'

const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '—')
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—')
const signedMs = (value) => (Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${Math.round(value)} ms` : '—')
const mb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 2 ** 20).toFixed(1)} MB` : '—')
const count = (value) => (Number.isFinite(value) ? String(Math.round(value * 10) / 10) : '—')
const ratio = (a, b) => {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return '—'
  if (b === 0) return a === 0 ? 'both 0' : '∞'
  return `${(a / b).toFixed(2)}×`
}

const FIGURES = [
  { key: 'jsBeforeClick', label: 'JS before first click, gzip', format: kb },
  { key: 'reactBeforeClick', label: '… of which React', format: kb },
  { key: 'jsBeforeClickNoReact', label: '… without React', format: kb, target: { evm: 25 * 1024, all: 40 * 1024 } },
  { key: 'jsOnClick', label: 'JS fetched on click, gzip', format: kb },
  { key: 'allJsTotal', label: 'all JS emitted, gzip', format: kb },
  { key: 'allJsReact', label: '… of which React', format: kb },
  { key: 'buttonAt', label: 'connect button visible (from navigation start)', format: ms },
  { key: 'buttonOverBare', label: 'connect button visible, over bare React (same batch)', format: signedMs, target: 40 },
  { key: 'clickToList', label: 'click → wallet list visible', format: ms, target: 30 },
  { key: 'clickToListHovered', label: '… the pointer resting 150 ms on the button first', format: ms },
  { key: 'heap', label: 'JS heap after the modal opens (after a GC)', format: mb, target: 4.5 * 2 ** 20 },
  { key: 'external', label: 'requests to non-loopback hosts', format: count, target: 0 },
  { key: 'reloadAt', label: 'reload → connected account visible again (from navigation start)', format: ms },
  { key: 'reloadOverBare', label: "reload → account visible again, over bare React's button", format: signedMs },
  { key: 'reconnectTotal', label: 'reconnect after reload: JSON-RPC requests (eip155)', format: count },
  { key: 'reconnectNode', label: '… to the node (eip155)', format: count, target: 1 },
  { key: 'reconnectWallet', label: '… to the wallet (eip155)', format: count, target: 2 },
]

function value(summary, key) {
  if (!summary) return undefined
  if (key === 'allJsTotal') return summary.allJs?.total
  if (key === 'allJsReact') return summary.allJs?.react
  if (key === 'reconnectTotal') return summary.reconnect?.total
  if (key === 'reconnectNode') return summary.reconnect?.node
  if (key === 'reconnectWallet') return summary.reconnect?.wallet
  if (key === 'reloadAt') return summary.reconnect?.connectedAt
  if (key === 'reloadOverBare') return summary.reconnect?.overBare
  return summary[key]
}

// Each WalletPort app against the rival setups it compares with; the multi-chain app first against AppKit's multi-chain setup.
const RATIOS = [
  { ours: 'walletport-evm', rival: 'appkit', label: 'EVM-only ÷ AppKit' },
  { ours: 'walletport-evm', rival: 'rainbowkit', label: 'EVM-only ÷ RainbowKit' },
  { ours: 'walletport-full', rival: 'appkit-multichain', label: 'every adapter ÷ AppKit EVM+Solana+Bitcoin' },
  { ours: 'walletport-full', rival: 'appkit', label: 'every adapter ÷ AppKit' },
  { ours: 'walletport-full', rival: 'rainbowkit', label: 'every adapter ÷ RainbowKit' },
]
const BREAKDOWN_ROWS = 20

export function writeResults({ partial = false, apps, machine, versions, summary, results, bundles, micro, landed, runs, seconds }) {
  const lines = []
  const push = (...l) => lines.push(...l)
  push(
    '# WalletPort benchmark results',
    '',
    ...(partial ? [`**Partial run** (${apps.map((a) => a.name).join(', ')}; written to bench/dist, not bench/RESULTS.md).`, ''] : []),
    'Written by `npm run bench` (bench/run.mjs); do not edit by hand. Medians over interleaved runs (one batch =',
    'every app once, in order; a fresh chromium profile per run). Timings on a shared 2-core machine swing by',
    '±150 ms run to run: compare ratios and medians, not single runs.',
    '',
    '## Machine',
    '',
    `- CPUs: ${machine.cpus}`,
    `- memory: ${machine.memory}`,
    `- Node: ${machine.node} (${machine.platform})`,
    `- browser: ${machine.chromium}, headless`,
    `- runs: ${runs} batches; total bench time ${seconds} s`,
    '',
    '## Versions',
    '',
    `- WalletPort: repo at ${versions.commit}; ${Object.entries(versions.walletport).map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `- landed adapters (in "every adapter"): ${landed.map((a) => `${a.package} (${a.namespace})`).join(', ')}`,
    `- ${Object.entries(versions.packages).map(([k, v]) => `${k} ${v}`).join(', ')}`,
    '',
    '## Results',
    '',
    `| figure | ${apps.map((a) => a.label).join(' | ')} |`,
    `|---|${apps.map(() => '---:').join('|')}|`,
  )
  for (const figure of FIGURES) {
    push(`| ${figure.label} | ${apps.map((a) => figure.format(value(summary[a.name], figure.key))).join(' | ')} |`)
  }
  push(
    '',
    `Runs that completed: ${apps.map((a) => `${a.name} ${summary[a.name].runs}`).join(', ')}.`,
    '',
    '## WalletPort as a ratio to the rivals (WalletPort ÷ rival; below 1 is better for every figure)',
    '',
    `| figure | ${RATIOS.map((r) => r.label).join(' | ')} |`,
    `|---|${RATIOS.map(() => '---:').join('|')}|`,
  )
  const wpEvm = summary['walletport-evm']
  const wpAll = summary['walletport-full']
  for (const figure of FIGURES) {
    const of = (s) => value(s, figure.key)
    const r = (a, b) => ratio(figure.key === 'buttonOverBare' ? Math.max(of(a), 0) : of(a), of(b))
    push(`| ${figure.label} | ${RATIOS.map(({ ours, rival }) => r(summary[ours], summary[rival])).join(' | ')} |`)
  }
  push('', '## Targets (issue 23)', '', '| figure | target | EVM-only | every adapter + WalletConnect + embedded |', '|---|---|---|---|')
  for (const figure of FIGURES.filter((f) => f.target !== undefined)) {
    const targetEvm = typeof figure.target === 'object' ? figure.target.evm : figure.target
    const targetAll = typeof figure.target === 'object' ? figure.target.all : figure.target
    const verdict = (v, t) =>
      Number.isFinite(v) ? (v <= t ? `${figure.format(v)} — met` : `${figure.format(v)} — missed by ${figure.format(v - t).replace(/^\+/, '')}`) : '—'
    push(
      `| ${figure.label} | ≤ ${figure.format(targetEvm)}${targetAll !== targetEvm ? ` / ≤ ${figure.format(targetAll)}` : ''} | ${verdict(value(wpEvm, figure.key), targetEvm)} | ${verdict(value(wpAll, figure.key), targetAll)} |`,
    )
  }
  push(
    '',
    '## bench/bundle: JS before the first click, statically (entry chunk + its static imports; the size budget of the test command measures the same)',
  )
  for (const bundle of bundles) {
    push(
      '',
      `### ${bundle.name}`,
      '',
      `- before the first click: ${kb(bundle.before.total)}, React ${kb(bundle.before.react)}, WalletPort + app ${kb(bundle.before.withoutReact)}`,
      `- all JS emitted: ${kb(bundle.all.total)}, React ${kb(bundle.all.react)}, WalletPort + app ${kb(bundle.all.withoutReact)}`,
      "- before the first click, by package (each chunk's gzip split in proportion to its modules' rendered length):",
      '',
      ...bundle.beforeByPackage.slice(0, BREAKDOWN_ROWS).map(([pkg, bytes]) => `  - ${pkg}: ${kb(bytes)}`),
      ...(bundle.beforeByPackage.length > BREAKDOWN_ROWS
        ? [
            `  - ${bundle.beforeByPackage.length - BREAKDOWN_ROWS} more packages: ${kb(bundle.beforeByPackage.slice(BREAKDOWN_ROWS).reduce((sum, [, bytes]) => sum + bytes, 0))}`,
          ]
        : []),
    )
  }
  push('', '## Requests to non-loopback hosts (all aborted)', '')
  for (const app of apps) {
    const hosts = summary[app.name]?.externalHosts ?? []
    push(`- ${app.label}: ${hosts.length ? hosts.join(', ') : 'none'}`)
  }
  push('', '## Reconnect after reload', '')
  for (const app of apps) {
    const rc = summary[app.name]?.reconnect
    if (!rc) continue
    push(
      `- ${app.label}: median ${count(rc.total)} JSON-RPC requests over ${rc.runs} runs (${count(rc.wallet)} to the wallet, ${count(rc.node)} to the node), account visible again ${ms(rc.connectedAt)} after navigation start; first run: wallet [${rc.methods.walletMethods.join(', ')}], node [${rc.methods.nodeMethods.join(', ')}]`,
    )
    if (rc.byNamespace && Object.keys(rc.byNamespace).length > 0) {
      push(
        `  - per namespace (median node / wallet requests): ${Object.entries(rc.byNamespace)
          .map(([namespace, n]) => `${namespace} ${count(n.node)} / ${count(n.wallet)}`)
          .join(', ')}`,
      )
    }
  }
  if (micro.length) {
    push('', '## Core micro-benchmarks (Node, same process as their baseline)', '', '| benchmark | ops/s | baseline | baseline ops/s | time ÷ baseline time |', '|---|---:|---|---:|---:|')
    for (const m of micro) {
      push(`| ${m.name} | ${Math.round(m.hz).toLocaleString('en')} | ${m.baselineName} | ${Math.round(m.baselineHz).toLocaleString('en')} | ${(m.baselineHz / m.hz).toFixed(2)}× |`)
    }
  }
  if (results.errors.length) push('', '## Failed runs', '', ...results.errors.map((e) => `- ${e}`))
  // The gaps to the targets and their causes are analysis, not measurements: written by hand in bench/GAPS.md.
  const gaps = join(benchDir, 'GAPS.md')
  if (existsSync(gaps)) push('', readFileSync(gaps, 'utf8').trim())
  push(
    '',
    '## Method',
    '',
    '- Apps: bench/apps/*, each built by Vite in production mode (bench/lib/build.mjs); WalletPort resolves to the repo\'s TypeScript sources (packages/*/src), so the real current code is measured. Every app is configured with the same local anvil chain (from @walletport/devnet); the rivals get a dummy projectId.',
    '- React\'s share: react, react-dom and scheduler are put in a chunk of their own in every app, so React\'s share is that chunk\'s exact gzip size.',
    '- Sizes are gzip level 9 bodies as served by bench/lib/serve.mjs (loopback, precompressed); "before first click" = every .js requested from page load until the click (the page is left idle 1 s after the button shows, so start-up lazy loads count), "on click" = every .js requested from the click until 1 s after the wallet list shows.',
    '- Timings come from an in-page probe (bench/lib/pageProbe.js) polling every ~2 ms, shadow DOMs included: the button is the first visible element whose own text is "Connect Wallet"/"Connect"; the wallet list is the first visible element whose own text is the test wallet\'s name, "WalletPort Test Wallet" (announced over EIP-6963 by the devnet test wallet, injected before the app\'s scripts in every app, the baseline included). Click → list starts at the click event\'s timeStamp.',
    '- Click → list is measured twice per batch, on fresh pages: with playwright\'s click as is (it presses ~10–20 ms after moving onto the button, so code loaded on intent is mostly still in flight), and with the pointer resting 150 ms on the button first (a person\'s pace between pointing and pressing). The other figures come from the first.',
    '- Heap: CDP HeapProfiler.collectGarbage, then Performance.getMetrics JSHeapUsedSize, 1 s after the list shows. The injected test wallet (ethers) is in every page\'s heap, the baseline\'s too.',
    '- Non-loopback requests: every request and WebSocket a page attempts to a host other than 127.0.0.1/localhost is counted (request/websocket events) and fails inside chromium, so nothing leaves the machine: every other host resolves to nothing (--host-resolver-rules) and all non-loopback traffic, IP literals included, goes to a proxy on a closed loopback port. page.route was tried first and dropped: it holds every request, loopback included, for a round trip to the harness (50–150 ms each here), which distorted every timing.',
    '- AppKit + ethers, Solana, Bitcoin (bench/apps/appkit-multichain): the rivals\' multi-chain setup as Reown\'s multichain docs set it up (EthersAdapter, SolanaAdapter from @reown/appkit-adapter-solana/react, BitcoinAdapter), on the devnet EVM chain, a local Solana URL and AppKit\'s own Bitcoin network; @reown/appkit-adapter-bitcoin has no 1.8.24, so 1.8.23 is installed with its @reown/* dependencies overridden to 1.8.24 (one AppKit in the page).',
    "- React\'s chunk may also carry the bundler\'s tiny runtime (~0.2 KB).",
    '- Reconnect: connect the test wallet through the app\'s own list, wait until the app shows the account, reload, and count until the account shows again: EIP-1193 requests to the wallet (its log) + JSON-RPC calls the app sends to the node itself (the wallet talks to the node under the name localhost, the apps under 127.0.0.1, so nothing is counted twice). Per namespace: every request the page makes to a loopback service other than its own server (fetch, WebSocket), by the service\'s port (the local networks of @walletport/core/networks); only the EVM test wallet is in the page, so other namespaces have no wallet requests. "Reload → account visible again" is the probe\'s time from the reload\'s navigation start; "over bare React" subtracts the bare page\'s median button time.',
  )
  const markdown = `${lines.join('\n')}\n`
  if (partial) {
    mkdirSync(join(benchDir, 'dist'), { recursive: true })
    writeFileSync(join(benchDir, 'dist', 'RESULTS.partial.md'), markdown)
  } else {
    writeFileSync(join(benchDir, 'RESULTS.md'), markdown)
  }
  return markdown
}
