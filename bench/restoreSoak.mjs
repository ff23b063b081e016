#!/usr/bin/env node
// `node bench/restoreSoak.mjs [--cycles N] [--kills K] [--only PATTERN]`: the session restore soak of
// apps/playground/e2e/restoreSoak.e2e.ts with N reloads per namespace (default 1000) instead of the test command's
// 30, K kills mid-reconnect (default N / 10). --only runs the namespaces whose test name matches PATTERN (jest -t),
// e.g. --only eip155. Prints one line per namespace (reloads restored, wallet / node requests max and median, kills
// and their outcome). Not part of the tests; it takes hours for every namespace on a loaded machine.
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = join(dirname(fileURLToPath(import.meta.url)), '..')
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : process.argv[index + 1]
}
const cycles = option('cycles', '1000')
const only = option('only', undefined)
if (!/^[1-9]\d*$/.test(cycles)) throw new Error(`--cycles must be a positive whole number, received ${cycles}`)

const run = spawnSync(
  'npx',
  [
    'jest',
    '--selectProjects',
    'e2e',
    '--testPathPatterns',
    'restoreSoak',
    ...(only ? ['-t', only] : []),
  ],
  {
    cwd: repo,
    stdio: 'inherit',
    env: {
      ...process.env,
      WALLETPORT_RESTORE_SOAK_CYCLES: cycles,
      ...(option('kills', undefined) ? { WALLETPORT_RESTORE_SOAK_KILLS: option('kills', undefined) } : {}),
    },
  },
)
process.exit(run.status ?? 1)
