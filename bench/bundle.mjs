#!/usr/bin/env node
// The size check of issues 5, 23 and 37: builds the minimal WalletPort apps and prints the gzip bytes of the JS loaded
// before the first click and of all JS, React apart, with the biggest contributors.
// "Before the first click" = the entry chunk and its static imports (what a page loads before any click);
// the browser run in run.mjs measures the same thing from the network side.
// `node bench/bundle.mjs [app…]` (default: the EVM-only app, the every-adapter + WalletConnect + embedded app and the
// Solana-only app).
// Naming a WalletPort app and its rival counterpart (RIVAL_OF) in one call also prints their ratio, e.g.
// `node bench/bundle.mjs walletport-full appkit-multichain`.
import { buildApp, gzipByPackage, staticClosure, sumGzip } from './lib/build.mjs'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** Issue 37's targets: JS before the first click, gzip, without React. */
export const SIZE_TARGETS = { 'walletport-evm': 25 * 1024, 'walletport-full': 38 * 1024, 'walletport-solana': 20 * 1024 }

/** The rivals' setup each WalletPort app is compared with: the multi-chain app with AppKit's EVM + Solana + Bitcoin. */
export const RIVAL_OF = { 'walletport-evm': 'appkit', 'walletport-full': 'appkit-multichain' }

export async function measureBundle(name = 'walletport-evm') {
  const { chunks } = await buildApp(name)
  const before = sumGzip(staticClosure(chunks))
  const all = sumGzip(chunks)
  const beforeByPackage = gzipByPackage(staticClosure(chunks))
  return { name, chunks, before, all, beforeByPackage }
}

export function printBundle({ name, before, all, chunks, beforeByPackage }) {
  console.log(`bench/bundle: ${name} (${chunks.length} chunks, gzip level 9)`)
  console.log(`  before the first click: ${kb(before.total)} (React ${kb(before.react)}, WalletPort + app ${kb(before.withoutReact)})`)
  console.log(`  all JS emitted:         ${kb(all.total)} (React ${kb(all.react)}, WalletPort + app ${kb(all.withoutReact)})`)
  console.log('  before the first click, by package (gzip of each chunk split by rendered length):')
  for (const [pkg, bytes] of beforeByPackage) console.log(`    ${pkg.padEnd(28)} ${kb(bytes)}`)
  const target = SIZE_TARGETS[name]
  if (target === undefined) return
  console.log(
    `  target: JS before the first click without React ≤ ${kb(target)}: ${before.withoutReact <= target ? 'met' : `missed by ${kb(before.withoutReact - target)}`}`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2)
  const measured = new Map()
  for (const name of names.length ? names : Object.keys(SIZE_TARGETS)) {
    const bundle = await measureBundle(name)
    printBundle(bundle)
    measured.set(name, bundle)
  }
  for (const [ours, rival] of Object.entries(RIVAL_OF)) {
    const a = measured.get(ours)?.before
    const b = measured.get(rival)?.before
    if (!a || !b) continue
    console.log(
      `bench/bundle: ${ours} ÷ ${rival}, JS before the first click: ${(a.total / b.total).toFixed(2)}× with React (${kb(a.total)} / ${kb(b.total)}), ${(a.withoutReact / b.withoutReact).toFixed(2)}× without (${kb(a.withoutReact)} / ${kb(b.withoutReact)})`,
    )
  }
}
