import { execFileSync } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

const root = join(__dirname, '..', '..')

/** `[variable, default port, what listens there]` of scripts/playgroundPorts.mjs (read through node: it is ESM). */
export function readPlaygroundPortTable(): [string, number, string][] {
  const script = `import('./scripts/playgroundPorts.mjs').then((m) => console.log(JSON.stringify(m.playgroundPortTable)))`
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' }))
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

async function osPickedPorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer())
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve, reject) => {
          server.once('error', reject)
          server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
            const address = server.address()
            resolve(typeof address === 'object' && address ? address.port : 0)
          })
        }),
    ),
  )
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

/**
 * A free loopback port for every playground variable, none a default (the Solana one with its port + 1 free too):
 * the start moved away from a playground a developer may be running.
 */
export async function freePlaygroundPorts(): Promise<Record<string, string>> {
  const table = readPlaygroundPortTable()
  const defaults = new Set(
    table.flatMap(([variable, port]) => (variable === 'SOLANA_PORT' ? [port, port + 1] : [port])),
  )
  for (;;) {
    const picked = await osPickedPorts(table.length + 1)
    const solana = picked.find((port) => !picked.includes(port + 1) && port < 65_535)
    const others = picked.filter((port) => port !== solana)
    if (solana === undefined || !(await isPortFree(solana + 1))) continue
    if ([solana, solana + 1, ...others].some((port) => defaults.has(port))) continue
    return Object.fromEntries(
      table.map(([variable], i) => [variable, String(variable === 'SOLANA_PORT' ? solana : others[i])]),
    )
  }
}
