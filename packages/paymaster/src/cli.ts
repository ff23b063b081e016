#!/usr/bin/env node
import { paymasterEnvironmentVariables, readPaymasterConfig } from './config/readPaymasterConfig.js'
import { startPaymasterServer } from './startPaymasterServer.js'

const usage = `Usage: walletport-paymaster
Runs the WalletPort ERC-7677 paymaster server until SIGINT/SIGTERM. Settings come from the environment:
${Object.entries(paymasterEnvironmentVariables)
  .map(([name, description]) => `  ${name.padEnd(38)}${description}`)
  .join('\n')}`

async function main(args: string[]) {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage)
    return
  }
  if (args.length > 0) {
    console.error(`Unknown argument ${args[0]}: settings come from the environment\n${usage}`)
    process.exitCode = 2
    return
  }
  const server = await startPaymasterServer({ config: readPaymasterConfig(process.env) })
  console.log(`Paymaster (ERC-7677) on ${server.url}, signer ${server.signer}`)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await server.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
