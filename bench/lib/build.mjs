// Builds one bench app with Vite in production mode and describes its JS: every chunk with its gzip size, what
// the entry loads statically, and React's own share (react, react-dom and scheduler are put in a chunk of their
// own, so React's share is that chunk's exact gzip size, not an estimate). The shared parts are in chunks.mjs.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { benchDir, describeChunks, viteConfig as sharedViteConfig } from './chunks.mjs'

export {
  benchDir,
  gzipByPackage,
  gzipSize,
  repoDir,
  staticClosure,
  sumGzip,
} from './chunks.mjs'

/** Vite config of app `name` as the bench builds it (@vitejs/plugin-react). */
export const viteConfig = (name, options = {}) => sharedViteConfig(name, { jsxPlugins: [react()], ...options })

/** Builds app `name`; returns { name, outDir, chunks: [{ file, bytes, gzip, isEntry, react, imports, dynamicImports }] }. */
export async function buildApp(name) {
  const config = viteConfig(name)
  const chunks = describeChunks(await build(config))
  const outDir = config.build.outDir
  writeFileSync(join(outDir, 'chunks.json'), JSON.stringify(chunks, null, 2))
  return { name, outDir, chunks }
}

/** The devnet's EVM test wallet as one IIFE script for page.addInitScript. */
export async function buildTestWallet() {
  const outDir = join(benchDir, 'dist', 'wallet')
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const config = viteConfig('shared', { outDir, entry: join(benchDir, 'apps', 'shared', 'testWallet.ts') })
  config.plugins = []
  await build(config)
  return readFileSync(join(outDir, 'wallet.js'), 'utf8')
}
