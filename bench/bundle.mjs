#!/usr/bin/env node
// Issue 5's size check: builds the minimal WalletPort app (core + ui-react + adapter-evm, a ConnectButton that
// opens the modal) and prints the gzip bytes of the JS loaded before the modal opens and of all JS, React apart.
// "Before the modal opens" = the entry chunk and its static imports (what a page loads before any click);
// the browser run in run.mjs measures the same thing from the network side.
import { buildApp, gzipByPackage, staticClosure, sumGzip } from './lib/build.mjs'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

export async function measureBundle(name = 'walletport-evm') {
  const { chunks } = await buildApp(name)
  const before = sumGzip(staticClosure(chunks))
  const all = sumGzip(chunks)
  const beforeByPackage = gzipByPackage(staticClosure(chunks))
  return { name, chunks, before, all, beforeByPackage }
}

export function printBundle({ name, before, all, chunks, beforeByPackage }) {
  console.log(`bench/bundle: ${name} (${chunks.length} chunks, gzip level 9)`)
  console.log(`  before the modal opens: ${kb(before.total)} (React ${kb(before.react)}, WalletPort + app ${kb(before.withoutReact)})`)
  console.log(`  all JS emitted:         ${kb(all.total)} (React ${kb(all.react)}, WalletPort + app ${kb(all.withoutReact)})`)
  console.log('  before the modal opens, by package (gzip of each chunk split by rendered length):')
  for (const [pkg, bytes] of beforeByPackage) console.log(`    ${pkg.padEnd(28)} ${kb(bytes)}`)
  const target = 30 * 1024
  console.log(
    `  target: before-modal JS without React < 30 KB: ${before.withoutReact < target ? 'met' : `missed by ${kb(before.withoutReact - target)}`}`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printBundle(await measureBundle(process.argv[2]))
}
