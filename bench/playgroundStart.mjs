#!/usr/bin/env node
// `node bench/playgroundStart.mjs`: how long `npm run playground` takes from the command to the page being served,
// (1) as on a fresh clone: data folders absent and the packages it builds rebuilt (TURBO_FORCE, no turbo cache), and
// (2) on the second start: the same data folders, the build cached. Every port is moved to a free loopback one
// (a playground you run is left alone); each start is stopped with SIGTERM, and bounded (--timeout-min, default 20).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { playgroundPortTable } from '../scripts/playgroundPorts.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const timeoutAt = args.indexOf('--timeout-min')
const timeoutMs = (timeoutAt === -1 ? 20 : Number(args[timeoutAt + 1])) * 60_000
if (!(timeoutMs > 0)) throw new Error(`--timeout-min takes a number of minutes, received ${args[timeoutAt + 1]}`)

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)))
  })
}

async function freePorts() {
  const ports = {}
  let next = 20_000 + Math.floor(Math.random() * 20_000)
  for (const [variable] of playgroundPortTable) {
    while (!(await portIsFree(next)) || (variable === 'SOLANA_PORT' && !(await portIsFree(next + 1)))) next += 1
    ports[variable] = String(next)
    next += variable === 'SOLANA_PORT' ? 2 : 1
  }
  return ports
}

/** Milliseconds from `npm run playground` to the page answering 200, then SIGTERM and the exit awaited. */
async function timeStart(env) {
  const started = performance.now()
  const child = spawn('npm', ['run', 'playground'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)))
  try {
    const pageUrl = `http://127.0.0.1:${env.PORT}/`
    const served = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not served within ${timeoutMs} ms:\n${output}`)), timeoutMs)
      const onData = (chunk) => {
        output += chunk
        if (!output.includes(`Playground: ${pageUrl}`)) return
        clearTimeout(timer)
        resolve(performance.now())
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
      void exited.then((code) => reject(new Error(`npm run playground exited (${code}):\n${output}`)))
    })
    const response = await fetch(pageUrl, { signal: AbortSignal.timeout(60_000) })
    if (response.status !== 200) throw new Error(`${pageUrl} answered ${response.status}`)
    const firstPage = performance.now()
    child.kill('SIGTERM')
    await exited
    return { servedMs: served - started, firstPageMs: firstPage - started }
  } finally {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Everything had stopped.
    }
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'walletport-bench-playground-'))
try {
  const ports = await freePorts()
  const fresh = await timeStart({ ...ports, PLAYGROUND_DATA_DIR: join(dataDir, 'clone'), TURBO_FORCE: 'true' })
  const second = await timeStart({ ...ports, PLAYGROUND_DATA_DIR: join(dataDir, 'clone') })
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
  console.log(`fresh clone (no data folders, build not cached) → serving: ${seconds(fresh.servedMs)}`)
  console.log(`second start (data folders kept, build cached)   → serving: ${seconds(second.servedMs)}`)
  console.log(JSON.stringify({ fresh, second }))
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
