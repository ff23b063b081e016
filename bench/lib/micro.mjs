// Finds the *.bench.ts files under packages/*/src and runs them with tsx (bench's own devDependency).
import { execFileSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { benchDir, repoDir } from './build.mjs'

function findBenchFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name === 'dist') return []
    if (statSync(path).isDirectory()) return findBenchFiles(path)
    return name.endsWith('.bench.ts') ? [path] : []
  })
}

export async function runMicro() {
  const packages = join(repoDir, 'packages')
  const files = readdirSync(packages).flatMap((p) => {
    const src = join(packages, p, 'src')
    try {
      return findBenchFiles(src)
    } catch {
      return []
    }
  })
  console.log(`bench: micro-benchmarks: ${files.map((f) => relative(repoDir, f)).join(', ')}`)
  const output = execFileSync(
    join(benchDir, 'node_modules', '.bin', 'tsx'),
    ['--conditions=@walletport/source', join(benchDir, 'lib', 'microRunner.ts'), ...files],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], cwd: repoDir },
  )
  const results = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .map((r) => ({ ...r, file: relative(repoDir, r.file) }))
  for (const r of results) {
    console.log(
      `  ${r.name}: ${Math.round(r.hz).toLocaleString('en')} ops/s (${r.baselineName}: ${Math.round(r.baselineHz).toLocaleString('en')} ops/s, ${(r.baselineHz / r.hz).toFixed(2)}× its time)`,
    )
  }
  return results
}
