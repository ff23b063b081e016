#!/usr/bin/env node
// JS fetched on wallet choice, per chain (issue 37), from the build graph (bytes, deterministic): builds an app
// (default walletport-full) and, for each chain's connect module, sums the gzip (level 9) of the chunks a browser
// fetches when it is imported — the chunk and its static imports, transitively — leaving out what is already in
// the page by then: the first chunk and what the modal's first open fetched (Modal.tsx's and ConnectView's chunks
// with their static imports). "… + balance" adds what the connected button's balance read loads next (the
// adapter's and core's lazy actions, and the node client a chain's getBalance imports). Printed against the
// 60 KB target.
//
// node bench/connectPath.mjs [app] [--json]
import { join } from 'node:path'
import { build } from 'vite'
import { benchDir, describeChunks, gzipSize, staticClosure, viteConfig } from './lib/chunks.mjs'

export const CONNECT_PATH_TARGET = 60 * 1024

/** Entry modules per path (repo paths under packages/, or NM:<file under node_modules>). */
export const CONNECT_PATHS = {
  'core connect (connectAtWallet.ts, fetched on the modal\u2019s first open)': ['core/src/client/connection/connectAtWallet.ts'],
  EVM: ['adapter-evm/src/connectActions.ts'],
  Solana: ['adapter-solana/src/connectActions.ts'],
  Polkadot: ['adapter-polkadot/src/connectActions.ts'],
  Bitcoin: ['adapter-bitcoin/src/connectActions.ts'],
  Cosmos: ['adapter-cosmos/src/connectActions.ts'],
  'WalletConnect pairing': [
    'walletconnect/src/connectWalletConnect.ts',
    'walletconnect/src/startUniversalProvider.ts',
    'walletconnect/src/pairOnce.ts',
    'NM:@walletconnect/universal-provider/dist/index.js',
  ],
  'embedded (email)': ['embedded/src/createEmbeddedRuntime.ts'],
  'EVM + balance': ['adapter-evm/src/connectActions.ts', 'adapter-evm/src/lazyActions.ts', 'core/src/client/lazyActions.ts'],
  'Solana + balance': ['adapter-solana/src/connectActions.ts', 'adapter-solana/src/lazyActions.ts', 'core/src/client/lazyActions.ts'],
  'Polkadot + balance': [
    'adapter-polkadot/src/connectActions.ts',
    'adapter-polkadot/src/lazyActions.ts',
    'adapter-polkadot/src/api/nodeApis.ts',
    'core/src/client/lazyActions.ts',
    'NM:@polkadot/api/index.js',
  ],
  'Bitcoin + balance': ['adapter-bitcoin/src/connectActions.ts', 'adapter-bitcoin/src/actions/getBalance.ts', 'core/src/client/lazyActions.ts'],
  'Cosmos + balance': ['adapter-cosmos/src/connectActions.ts', 'adapter-cosmos/src/lazyActions.ts', 'core/src/client/lazyActions.ts'],
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const packageOf = (id) =>
  id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
  (id.match(/packages\/([^/]+)\//) ? `@walletport/${id.match(/packages\/([^/]+)\//)[1]}` : '(other)')

export async function measureConnectPaths(app = 'walletport-full') {
  const ids = []
  const config = viteConfig(app, { outDir: join(benchDir, 'dist', 'connect-path', app) })
  config.logLevel = 'error'
  config.plugins.push({
    name: 'walletport-connect-path-ids',
    generateBundle() {
      ids.push(...this.getModuleIds())
    },
  })
  const result = await build(config)
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output).filter((o) => o.type === 'chunk')
  const byFile = new Map(outputs.map((o) => [o.fileName, o]))
  const chunkOf = new Map()
  for (const o of outputs) for (const id of Object.keys(o.modules)) chunkOf.set(id, o.fileName)
  const loaded = new Set(staticClosure(describeChunks(result)).map((c) => c.file))
  const addClosure = (file, into) => {
    if (into.has(file) || loaded.has(file)) return
    into.add(file)
    for (const next of byFile.get(file).imports) addClosure(next, into)
  }
  const modalChunks = new Set()
  for (const o of outputs) {
    if (Object.keys(o.modules).some((id) => /ui-react\/src\/(modal\/Modal|views\/ConnectView)\.tsx$/.test(id))) {
      addClosure(o.fileName, modalChunks)
    }
  }
  for (const file of modalChunks) loaded.add(file)
  const rows = []
  for (const [path, entries] of Object.entries(CONNECT_PATHS)) {
    const resolved = entries.map((entry) =>
      entry.startsWith('NM:')
        ? ids.find((id) => id.endsWith(`node_modules/${entry.slice(3)}`))
        : ids.find((id) => id.endsWith(`/packages/${entry}`)),
    )
    if (resolved.some((id) => id === undefined || !chunkOf.has(id))) continue
    const fetched = new Set()
    for (const id of resolved) addClosure(chunkOf.get(id), fetched)
    let bytes = 0
    const byPackage = {}
    for (const file of fetched) {
      const chunk = byFile.get(file)
      const gzip = gzipSize(chunk.code)
      bytes += gzip
      const total = Object.values(chunk.modules).reduce((sum, m) => sum + m.renderedLength, 0) || 1
      for (const [id, m] of Object.entries(chunk.modules)) {
        byPackage[packageOf(id)] = (byPackage[packageOf(id)] ?? 0) + (gzip * m.renderedLength) / total
      }
    }
    const top = Object.entries(byPackage).sort((a, b) => b[1] - a[1]).slice(0, 6)
    rows.push({ path, bytes, chunks: fetched.size, top: top.map(([pkg, b]) => ({ package: pkg, bytes: Math.round(b) })) })
  }
  return { app, modalBytes: [...modalChunks].reduce((sum, f) => sum + gzipSize(byFile.get(f).code), 0), rows }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const app = args.find((arg) => !arg.startsWith('--')) ?? 'walletport-full'
  const measured = await measureConnectPaths(app)
  console.log(`bench/connectPath: ${app}, JS fetched on wallet choice (gzip 9; the modal's first open fetched ${kb(measured.modalBytes)} before)`)
  for (const row of measured.rows) {
    const verdict = row.bytes <= CONNECT_PATH_TARGET ? 'met' : `missed by ${kb(row.bytes - CONNECT_PATH_TARGET)}`
    console.log(
      `  ${row.path.padEnd(44)} ${kb(row.bytes).padStart(9)} in ${String(row.chunks).padStart(2)} chunks; target ≤ ${kb(CONNECT_PATH_TARGET)}: ${verdict}; ${row.top.map((t) => `${t.package} ${kb(t.bytes)}`).join(', ')}`,
    )
  }
  if (args.includes('--json')) console.log(`CONNECT_PATH_JSON ${JSON.stringify(measured)}`)
}
