import { execFileSync } from 'node:child_process'

const script = `
const net = require('node:net')
const count = Number(process.argv[1])
const servers = Array.from({ length: count }, () => net.createServer())
let ready = 0
for (const server of servers) server.listen(0, '127.0.0.1', () => {
  if (++ready < count) return
  console.log(servers.map((s) => s.address().port).join(','))
  for (const s of servers) s.close()
})
`

/**
 * Free loopback ports, known synchronously: the contract suite reads its fixtures (network URLs) while jest
 * collects tests, before any beforeAll could start a node.
 */
export function pickFreePortsSync(count: number): number[] {
  return execFileSync(process.execPath, ['-e', script, String(count)], { encoding: 'utf8' })
    .trim()
    .split(',')
    .map(Number)
}
