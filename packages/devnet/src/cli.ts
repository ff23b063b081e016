#!/usr/bin/env node
import { startDevnet } from './startDevnet.js'

const usage = `Usage: walletport-devnet [--json]
Starts the local devnet on fixed ports (EVM 8545 and 8546, EVM history 8547, Solana 8899 + ws 8900, relay 8555,\nCosmos 26657, Bitcoin Esplora 3002, Polkadot 8000 + history 8001, ERC-4337 bundler 4337) until SIGINT/SIGTERM/SIGHUP.
  --json  print one JSON line with the URLs instead of readable lines`

async function main(args: string[]) {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage)
    return
  }
  const unknown = args.filter((arg) => arg !== '--json')
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown[0]}\n${usage}`)
    process.exitCode = 2
    return
  }
  const devnet = await startDevnet({ fixedPorts: true, bundler: true })
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await devnet.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  process.on('SIGHUP', stop)
  if (args.includes('--json')) console.log(JSON.stringify({ ready: true, ...devnet.info() }))
  else for (const line of [...devnet.describe(), 'Ready. Ctrl-C stops the devnet.']) console.log(line)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
