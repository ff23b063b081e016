#!/usr/bin/env node
// `npm run bench` from the repo root: installs bench's own dependencies on first use (bench/ is outside the npm
// workspaces, so the test command never installs the rivals), then builds every app, runs the micro-benchmarks,
// the size report, the interleaved browser runs and the reconnect count, and writes bench/RESULTS.md.
// Options: --runs N (browser runs per app, default 10), --skip-micro, --skip-browser; for a quick comparison,
// --apps a,b (only those apps and the bare baseline; writes bench/dist/RESULTS.partial.md, not RESULTS.md) and
// --skip-reconnect (no reload count; also a partial run, as is --skip-browser).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const benchDir = dirname(fileURLToPath(import.meta.url))
const repoDir = join(benchDir, '..')
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at === -1 ? fallback : args[at + 1]
}

if (!existsSync(join(benchDir, 'node_modules', '.package-lock.json'))) {
  console.log('bench: installing its dependencies (first use)…')
  execFileSync('npm', ['install', '--prefix', benchDir, '--no-audit', '--no-fund'], { stdio: 'inherit' })
}
console.log('bench: building @walletport/devnet and its dependencies…')
try {
  execFileSync('npx', ['turbo', 'run', 'build', '--filter=@walletport/devnet...', '--output-logs=errors-only'], {
    cwd: repoDir,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  })
} catch (error) {
  // tsc still emits on type errors; only a missing dist stops the bench.
  if (!existsSync(join(repoDir, 'packages', 'devnet', 'dist', 'index.js'))) throw error
  console.warn('bench: the devnet build reported errors; using the dist it emitted')
}

if (!args.includes('--skip-browser')) {
  execFileSync(process.execPath, [join(repoDir, 'scripts', 'ensure-chromium.mjs')], { stdio: 'inherit' })
}

const { main } = await import('./lib/main.mjs')
await main({
  runs: Number(option('--runs', '10')),
  micro: !args.includes('--skip-micro'),
  browser: !args.includes('--skip-browser'),
  only: option('--apps', '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
  reconnect: !args.includes('--skip-reconnect'),
})
