import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { npmEnvironment } from './packTarballs.js'

export interface NextServer {
  url: string
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** `next start` of a built app on a free loopback port; resolves once it answers (bounded), with its output on failure. */
export async function startNext(dir: string, boundMs = 120_000): Promise<NextServer> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    join(dir, 'node_modules', '.bin', 'next'),
    ['start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: dir,
      env: npmEnvironment({ NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const url = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const started = Date.now()
  while (Date.now() - started < boundMs) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`)
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`next start: expected an answer on ${url} within ${boundMs} ms, received none:\n${output}`)
}

/** The scripts a page's HTML loads (src of each <script>, polyfills for old browsers aside). */
export function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .flatMap((attributes) => {
      const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]
      return src ? [src] : []
    })
}
