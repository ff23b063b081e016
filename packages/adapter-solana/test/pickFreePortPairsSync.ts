import { execFileSync } from 'node:child_process'

const script = `
const net = require('node:net')
const listen = (port) => new Promise((resolve) => {
  const server = net.createServer()
  server.once('error', () => resolve(null))
  server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(server))
})
;(async () => {
  const held = []
  const ports = []
  for (let tries = 0; ports.length < Number(process.argv[1]) && tries < 50; tries++) {
    const first = await listen(0)
    const port = first.address().port
    const second = port < 65535 ? await listen(port + 1) : null
    held.push(first)
    if (second) { held.push(second); ports.push(port) }
  }
  console.log(ports.join(','))
  for (const server of held) server.close()
})()
`

/**
 * Free loopback ports P whose P + 1 is free too (the Solana RPC and its WebSocket), known synchronously: the
 * contract suite reads its fixtures (network URLs) while jest collects tests, before any beforeAll runs.
 */
export function pickFreePortPairsSync(count: number): number[] {
  const ports = execFileSync(process.execPath, ['-e', script, String(count)], { encoding: 'utf8' })
    .trim()
    .split(',')
    .filter(Boolean)
    .map(Number)
  if (ports.length < count) throw new Error(`Found only ${ports.length} free port pairs of ${count}`)
  return ports
}
