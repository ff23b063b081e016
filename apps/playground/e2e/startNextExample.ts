import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pickFreePortsSync } from '@walletport/devnet'

export interface NextServer {
  url: string
  stop(): Promise<void>
}

/** `next start` of the built examples/nextjs on a free loopback port, its EVM network at `evmRpcUrl`. */
export async function startNextExample(dir: string, evmRpcUrl: string): Promise<NextServer> {
  const [port] = pickFreePortsSync(1)
  const nextBin = join(
    dirname(createRequire(join(dir, 'package.json')).resolve('next/package.json')),
    'dist',
    'bin',
    'next',
  )
  const child: ChildProcess = spawn(
    process.execPath,
    [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', EVM_RPC_URL: evmRpcUrl },
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
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const started = Date.now()
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`)
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`next start did not answer on ${url} within 60 s:\n${output}`)
}
