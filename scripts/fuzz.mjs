// npm run fuzz: the property runs of packages/core/test/fuzz at full size (100 000 cases per boundary, 1 000
// client-model sequences), then one line per boundary with its cases and failures. Exits 1 on any failure.
// WALLETPORT_FUZZ_RUNS / WALLETPORT_MODEL_SEQUENCES / WALLETPORT_FUZZ_SEED override the sizes and the seed.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const directory = mkdtempSync(join(tmpdir(), 'walletport-fuzz-'))
const report = join(directory, 'report.jsonl')
const started = Date.now()
const jest = spawnSync(
  process.execPath,
  [
    'node_modules/jest/bin/jest.js',
    '--selectProjects',
    'core',
    '--testPathPatterns',
    'packages/core/test/fuzz/',
    '--maxWorkers=2',
    '--silent',
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      WALLETPORT_FUZZ_RUNS: process.env.WALLETPORT_FUZZ_RUNS ?? '100000',
      WALLETPORT_MODEL_SEQUENCES: process.env.WALLETPORT_MODEL_SEQUENCES ?? '1000',
      WALLETPORT_FUZZ_REPORT: report,
    },
  },
)

let lines = []
try {
  lines = readFileSync(report, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
} catch {
  // No report: jest failed before any property ran (its own output says why).
}
rmSync(directory, { recursive: true, force: true })

const boundaries = new Map()
for (const line of lines) {
  const entry = boundaries.get(line.boundary) ?? { properties: 0, cases: 0, failures: 0, examples: [] }
  entry.properties += 1
  entry.cases += line.cases
  entry.failures += line.failures
  if (line.counterexample) entry.examples.push(`${line.property} (seed ${line.seed}): ${line.counterexample}`)
  boundaries.set(line.boundary, entry)
}

const width = Math.max(8, ...[...boundaries.keys()].map((name) => name.length))
console.log(`\nWalletPort fuzz summary (${((Date.now() - started) / 1000).toFixed(0)} s)`)
console.log(`${'boundary'.padEnd(width)}  properties      cases  failures`)
for (const [name, entry] of boundaries) {
  console.log(
    `${name.padEnd(width)}  ${String(entry.properties).padStart(10)}  ${String(entry.cases).padStart(9)}  ${String(entry.failures).padStart(8)}`,
  )
  for (const example of entry.examples) console.log(`  counterexample: ${example.slice(0, 500)}`)
}
const failures = [...boundaries.values()].reduce((sum, entry) => sum + entry.failures, 0)
const cases = [...boundaries.values()].reduce((sum, entry) => sum + entry.cases, 0)
console.log(
  `${'total'.padEnd(width)}  ${String(lines.length).padStart(10)}  ${String(cases).padStart(9)}  ${String(failures).padStart(8)}`,
)
process.exit(jest.status === 0 && failures === 0 && lines.length > 0 ? 0 : 1)
