// What the bench and the size budget (bench/budget) share, with no dependency of its own: the Vite config of a
// bench app (WalletPort from the repo's sources), the description of a build's chunks, and the gzip figures.
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { landedAdaptersPlugin } from './landedAdapters.mjs'

export const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const repoDir = resolve(benchDir, '..')
const reactModule = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length

/** Vite config of app `name`: WalletPort resolves to the repo's TypeScript sources (packages/<name>/src). */
export function viteConfig(name, { outDir = join(benchDir, 'dist', name), entry, jsxPlugins } = {}) {
  return {
    root: join(benchDir, 'apps', name),
    base: './',
    mode: 'production',
    logLevel: 'warn',
    configFile: false,
    // The bench builds with @vitejs/plugin-react, as the rivals' docs say; the size budget (run by the test
    // command, without bench's own dependencies) with Vite's built-in automatic JSX, which emits the same code.
    plugins: [...(jsxPlugins ?? []), landedAdaptersPlugin(repoDir)],
    ...(jsxPlugins ? {} : { oxc: { jsx: { runtime: 'automatic' } } }),
    resolve: {
      alias: [
        { find: /^@walletport\/([^/]+)\/([^/]+)$/, replacement: `${repoDir}/packages/$1/src/$2/index.ts` },
        { find: /^@walletport\/([^/]+)$/, replacement: `${repoDir}/packages/$1/src/index.ts` },
      ],
      // One React for the app and for ui-react's sources (which would otherwise resolve the repo's copy).
      dedupe: ['react', 'react-dom'],
    },
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 100_000,
      ...(entry ? { lib: { entry, formats: ['iife'], name: 'walletportBenchWallet', fileName: () => 'wallet.js' } } : {}),
      rolldownOptions: entry
        ? {}
        : { output: { codeSplitting: { groups: [{ name: 'react', test: reactModule }] } } },
    },
  }
}

/** Our description of a Vite build's output: every JS chunk with its gzip size and the packages it holds. */
export function describeChunks(result) {
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output)
  return outputs
    .filter((o) => o.type === 'chunk')
    .map((chunk) => {
      const ids = Object.keys(chunk.modules)
      return {
        file: chunk.fileName,
        bytes: Buffer.byteLength(chunk.code),
        gzip: gzipSize(chunk.code),
        isEntry: chunk.isEntry,
        react: chunk.name === 'react',
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
        modules: ids.length,
        // Rendered (pre-minification) length per package, to attribute a chunk's gzip size proportionally.
        packages: groupByPackage(chunk.modules),
      }
    })
}

export function packageOf(id) {
  const clean = id.replace(/^\0/, '')
  const repo = clean.match(/[\\/]packages[\\/]([^\\/]+)[\\/]/)
  if (repo && !clean.includes('node_modules')) return `@walletport/${repo[1]}`
  const nm = clean.match(/.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/)
  if (nm) return nm[1].replace('\\', '/')
  if (clean.startsWith('vite/') || clean.includes('rolldown')) return '(bundler runtime)'
  return '(app)'
}

export function groupByPackage(modules) {
  const groups = {}
  for (const [id, info] of Object.entries(modules)) {
    const key = packageOf(id)
    groups[key] = (groups[key] ?? 0) + info.renderedLength
  }
  return groups
}

/** gzip bytes per package over `chunks`, each chunk's gzip split in proportion to its packages' rendered length. */
export function gzipByPackage(chunks) {
  const out = {}
  for (const chunk of chunks) {
    const total = Object.values(chunk.packages).reduce((a, b) => a + b, 0)
    if (total === 0) continue
    for (const [pkg, length] of Object.entries(chunk.packages)) {
      out[pkg] = (out[pkg] ?? 0) + (chunk.gzip * length) / total
    }
  }
  return Object.entries(out).sort((a, b) => b[1] - a[1])
}

/** The chunks an entry loads before anything is clicked, statically: the entry and its static imports, transitively. */
export function staticClosure(chunks) {
  const byFile = new Map(chunks.map((c) => [c.file, c]))
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file) || !byFile.has(file)) return
    seen.add(file)
    for (const next of byFile.get(file).imports) visit(next)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.file)
  return [...seen].map((file) => byFile.get(file))
}

export function sumGzip(chunks) {
  const total = chunks.reduce((sum, c) => sum + c.gzip, 0)
  const react = chunks.filter((c) => c.react).reduce((sum, c) => sum + c.gzip, 0)
  return { total, react, withoutReact: total - react }
}

