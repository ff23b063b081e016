// Runs the *.bench.ts files beside the code (under tsx): each exports `benchmarks`, a list of
// { name, run, baseline: { name, run } }. Each case and its baseline are timed alternately, five rounds of
// ~200 ms each, in this one process; the medians are printed as one JSON line per case.
import { pathToFileURL } from 'node:url'

interface Case {
  name: string
  run: () => unknown
  baseline: { name: string; run: () => unknown }
}

let sink: unknown
const ROUND_MS = 200

function hz(fn: () => unknown): number {
  let iterations = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < ROUND_MS) {
    sink = fn()
    iterations++
    elapsed = performance.now() - start
  }
  return (iterations * 1000) / elapsed
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

for (const file of process.argv.slice(2)) {
  const { benchmarks } = (await import(pathToFileURL(file).href)) as { benchmarks: Case[] }
  for (const bench of benchmarks) {
    for (let i = 0; i < 50; i++) {
      sink = bench.run()
      sink = bench.baseline.run()
    }
    const own: number[] = []
    const base: number[] = []
    for (let round = 0; round < 5; round++) {
      own.push(hz(bench.run))
      base.push(hz(bench.baseline.run))
    }
    console.log(
      JSON.stringify({
        file,
        name: bench.name,
        hz: median(own),
        baselineName: bench.baseline.name,
        baselineHz: median(base),
      }),
    )
  }
}
if (sink === Symbol.for('never')) console.log('')
