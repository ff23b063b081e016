#!/usr/bin/env node
import { readServerConfig, serverEnvironmentVariables } from './config/readServerConfig.js'
import { startEmbeddedServer } from './startEmbeddedServer.js'

const usage = `Usage: walletport-embedded-server
Runs the WalletPort embedded-wallet auth server and frame until SIGINT/SIGTERM. Settings come from the environment:
${Object.entries(serverEnvironmentVariables)
  .map(([name, description]) => `  ${name.padEnd(28)}${description}`)
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
  const server = await startEmbeddedServer({ config: readServerConfig(process.env) })
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
